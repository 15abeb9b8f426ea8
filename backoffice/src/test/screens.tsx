import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { FailureBanner, FailureBannerProvider } from '../lib/FailureBanner';

/** What the app's Layout puts around a screen: the failure banner above it, and notifications. */
export function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <FailureBannerProvider>
      <FailureBanner />
      {children}
      <Notification />
    </FailureBannerProvider>
  );
}

/**
 * Renders one resource's screens as the app routes them (`{ '/teams/create': <TeamCreate /> }`)
 * at `path`, in a data router as main.tsx's (so forms' leave warnings work), inside react-admin's
 * contexts with the app's messages, a stub data provider and the Layout's banner and notifications.
 * Returns the router, to follow or drive navigations.
 */
export function renderScreen(
  resource: string,
  path: string,
  routes: Record<string, ReactElement>,
  dataProvider: Partial<Record<string, unknown>>,
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider}>
            <ResourceContextProvider value={resource}>
              <LayoutFrame>
                <Outlet />
              </LayoutFrame>
            </ResourceContextProvider>
          </AdminContext>
        ),
        children: [
          ...Object.entries(routes).map(([route, element]) => ({ path: route, element })),
          // The list is a stub unless the screen under test is the list (the first route wins).
          { path: `/${resource}`, element: <p>the list</p> },
          { path: '/elsewhere', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/** A create or update stub that records what it was sent and answers the record with it. */
export const recordingSave = (record: object) =>
  vi.fn(async (_resource: string, { data }: { data: object }) => ({
    data: { ...record, ...data },
  }));

/** The screen's path with a record preset by `?source=`, as the lists' create links do. */
export const withSource = (path: string, preset: object) =>
  `${path}?source=${encodeURIComponent(JSON.stringify(preset))}`;

/**
 * Renders a create or edit dialog over `record` (what getOne answers), with `choices` for its
 * lists; returns the create and update stub, which records what it was sent.
 */
export function renderDialog(dialog: ReactElement, record: object, choices: object[] = []) {
  const save = recordingSave(record);
  const dataProvider = {
    getList: async () => ({ data: choices, total: choices.length }),
    getOne: async () => ({ data: record }),
    create: save,
    update: save,
  };
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      i18nProvider={i18nProvider}
    >
      <LayoutFrame>{dialog}</LayoutFrame>
    </AdminContext>,
  );
  return save;
}
