import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/queryClient';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/routes';
import { storeSession } from '../lib/storage';
import type { User } from '../lib/session';

/** The routes with every lazy page already loaded, so component tests can render synchronously. */
async function loadLazyRoutes(list: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async (route) => {
      const { lazy, children, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const kids = children ? await loadLazyRoutes(children) : undefined;
      return { ...rest, ...loaded, ...(kids ? { children: kids } : {}) } as RouteObject;
    }),
  );
}
export const loadedRoutes = await loadLazyRoutes(appRoutes);

/**
 * Renders the app (or the given routes) at `path` with real providers and a memory router
 * (pages preloaded: tests of lazy loading itself pass the lazy `routes` from app/routes).
 * With `user`, a token and that user are stored first, as after a sign-in.
 */
export function renderApp(
  path = '/',
  options: { user?: User; routes?: RouteObject[]; appCacheTimes?: boolean } = {},
) {
  if (options.user) storeSession('test-token', options.user);
  const router = createMemoryRouter(options.routes ?? loadedRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The app's freshness (an answer fresh for a minute), for tests of what is asked for and when.
  if (options.appCacheTimes) {
    const { staleTime } = createQueryClient().getDefaultOptions().queries ?? {};
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime } });
  }
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
