import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { loadedRoutes as routes, renderApp } from '../test/render';
import { mockApi } from '../test/http';
import { makeUser } from '../test/fixtures';
import { RequireAdmin, RequireAuth } from './guards';

// The real routes plus one page behind each guard.
const guarded: RouteObject[] = [
  {
    element: routes[0].element,
    children: [
      {
        element: <RequireAuth />,
        children: [{ path: 'members-only', element: <h1>Members only</h1> }],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: 'admins-only', element: <h1>Admins only</h1> }],
      },
      ...(routes[0].children ?? []),
    ],
  },
];

function stubMe(user = makeUser()) {
  mockApi({ 'GET /api/auth/me': { body: { user } }, 'GET /api/seasons?active=true': { body: [] } });
  return user;
}

describe('route guards', () => {
  it('sends anonymous visitors of a signed-in-only page to /login', async () => {
    mockApi({});
    const { router } = renderApp('/members-only', { routes: guarded });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user through', async () => {
    const user = stubMe();
    renderApp('/members-only', { routes: guarded, user });
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeInTheDocument();
  });

  it('sends a signed-in non-admin away from admin pages to /', async () => {
    const user = stubMe();
    const { router } = renderApp('/admins-only', { routes: guarded, user });
    await screen.findByRole('heading', { name: /^Welcome/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends anonymous visitors of admin pages to /login', async () => {
    mockApi({});
    const { router } = renderApp('/admins-only', { routes: guarded });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an admin through', async () => {
    const user = stubMe(makeUser({ role: 'admin' }));
    renderApp('/admins-only', { routes: guarded, user });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
  });

  it.each(['/forgot-password', '/reset-password?token=abc'])(
    'sends signed-in users from %s to /',
    async (path) => {
      const user = stubMe();
      const { router } = renderApp(path, { user });
      await screen.findByRole('heading', { name: /^Welcome/ });
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows a 404 page for unknown paths', () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});
