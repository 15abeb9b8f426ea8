import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { loadedRoutes, renderApp } from '../test/render';
import { mockApi } from '../test/http';
import { makeUser } from '../test/fixtures';
import { api } from '../lib/api';

function SeasonProbe() {
  const { data } = useQuery({
    queryKey: ['predictions', 'season', 3],
    queryFn: () => api.get<{ id: number }[]>('/predictions?season=3'),
  });
  return <h1>{data ? `Season 3: ${data.length} predictions` : 'Season 3'}</h1>;
}

// The real routes plus a page whose query can answer 401.
const withProbe: RouteObject[] = [
  {
    element: loadedRoutes[0].element,
    children: [
      { path: 'seasons/:id', element: <SeasonProbe /> },
      ...(loadedRoutes[0].children ?? []),
    ],
  },
];

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('401 answers', () => {
  it('send the router to /login with the return path, and signing in returns there', async () => {
    let expired = true;
    mockApi({
      'GET /api/auth/me': { body: { user: makeUser() } },
      'GET /api/predictions?season=3': () =>
        expired
          ? { status: 401, body: { message: 'Session expired', code: 'SESSION_EXPIRED' } }
          : { body: [{ id: 1 }, { id: 2 }] },
      'POST /api/auth/login': () => {
        expired = false;
        return { body: { token: 'fresh', user: makeUser() } };
      },
    });
    const { router, queryClient } = renderApp('/seasons/3', {
      routes: withProbe,
      user: makeUser(),
    });

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/seasons/3')}`);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

    await signIn();
    expect(
      await screen.findByRole('heading', { name: 'Season 3: 2 predictions' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seasons/3');
  });

  it('ignores an absolute next after signing in', async () => {
    mockApi({
      'POST /api/auth/login': { body: { token: 'tok', user: makeUser() } },
      'GET /api/seasons?active=true': { body: [] },
    });
    const { router } = renderApp(`/login?next=${encodeURIComponent('https://evil.example/x')}`);
    await signIn();
    await screen.findByRole('heading', { name: /^Welcome/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('ignores a protocol-relative next', async () => {
    mockApi({
      'POST /api/auth/login': { body: { token: 'tok', user: makeUser() } },
      'GET /api/seasons?active=true': { body: [] },
    });
    const { router } = renderApp('/login?next=//evil.example/x');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
