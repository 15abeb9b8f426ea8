import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { i18nProvider } from '../i18n';

/**
 * Renders one resource's screens as the app routes them (`{ '/teams/create': <TeamCreate /> }`)
 * at `path`, inside react-admin's contexts with the app's messages and a stub data provider.
 */
export function renderScreen(
  resource: string,
  path: string,
  routes: Record<string, ReactElement>,
  dataProvider: Partial<Record<string, unknown>>,
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            {Object.entries(routes).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
            <Route path={`/${resource}`} element={<p>the list</p>} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
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
      {dialog}
    </AdminContext>,
  );
  return save;
}
