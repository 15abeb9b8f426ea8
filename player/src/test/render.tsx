import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/routes';
import { storeSession } from '../lib/storage';
import type { User } from '../lib/session';

/**
 * Renders the app (or the given routes) at `path` with real providers and a memory router.
 * With `user`, a token and that user are stored first, as after a sign-in.
 */
export function renderApp(path = '/', options: { user?: User; routes?: RouteObject[] } = {}) {
  if (options.user) storeSession('test-token', options.user);
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
