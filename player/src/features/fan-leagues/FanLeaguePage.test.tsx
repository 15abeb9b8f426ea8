import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FanLeague } from '@predictor/contracts/types';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';

const league = (extra: Partial<FanLeague> = {}): FanLeague => ({
  id: 42,
  name: 'Gunners Fans',
  groupname: 'gunners-fans',
  description: 'For every Arsenal supporter.',
  season: { id: 7, name: 'Premier League 2025/26' },
  isMember: false,
  ...extra,
});

const BY_NAME = 'GET /api/leagues/by-groupname/gunners-fans';

describe('fan league landing page', () => {
  it("says 'Loading fan league...' then shows the league name, season and description", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      [BY_NAME]: async () => {
        await answered;
        return { body: league() };
      },
    });
    renderApp('/gunners-fans');
    expect(await screen.findByText('Loading fan league...')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gunners Fans' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Premier League 2025/26')).toBeInTheDocument();
    expect(screen.getByText('For every Arsenal supporter.')).toBeInTheDocument();
  });

  it.each([
    ['Register & Join League', '/register'],
    ['Already Have Account? Sign In', '/login'],
  ])('a guest: %s keeps the group name for later and goes to %s', async (button, path) => {
    mockApi({ [BY_NAME]: { body: league() } });
    const { router } = renderApp('/gunners-fans');
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(router.state.location.pathname).toBe(path);
    expect(window.sessionStorage.getItem('pendingFanLeague')).toBe('gunners-fans');
  });

  it("a signed-in non-member: 'Join Gunners Fans' ('Joining...') joins and opens the league", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockApi({
      'GET /api/auth/me': { body: { user: makeUser() } },
      [BY_NAME]: { body: league() },
      'POST /api/leagues/join-fanleague/gunners-fans': async () => {
        await answered;
        return { status: 201, body: { league: { id: 42 }, membership: {}, joined: true } };
      },
    });
    const { router, queryClient } = renderApp('/gunners-fans', { user: makeUser() });
    queryClient.setQueryData(['leagueLists', 'my'], { memberships: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Gunners Fans' }));
    expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/42'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leagues/join-fanleague/gunners-fans',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(queryClient.getQueryData(['leagueLists', 'my'])).toBeUndefined();
  });

  it("a failed join shows the server's message, else 'Failed to join league'", async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: makeUser() } },
      [BY_NAME]: { body: league() },
      'POST /api/leagues/join-fanleague/gunners-fans': {
        status: 409,
        body: { message: 'League is full' },
      },
    });
    renderApp('/gunners-fans', { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Gunners Fans' }));
    expect(await screen.findByText('League is full')).toBeInTheDocument();

    mockApi({ 'POST /api/leagues/join-fanleague/gunners-fans': { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Join Gunners Fans' }));
    expect(await screen.findByText('Failed to join league')).toBeInTheDocument();
  });

  it('a member: View League opens the league, View League & Make Predictions its season', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: makeUser() } },
      [BY_NAME]: { body: league({ isMember: true }) },
    });
    renderApp('/gunners-fans', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Gunners Fans' });
    expect(await screen.findByRole('link', { name: 'View League' })).toHaveAttribute(
      'href',
      '/leagues/42',
    );
    expect(screen.getByRole('link', { name: 'View League & Make Predictions' })).toHaveAttribute(
      'href',
      '/seasons/7',
    );
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it("a 404 says 'Fan league not found' with 'Go to Homepage'", async () => {
    mockApi({ [BY_NAME]: { status: 404, body: { message: 'Fan league not found' } } });
    renderApp('/gunners-fans');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fan league not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it("another failure says 'Failed to load fan league'", async () => {
    mockApi({ [BY_NAME]: { status: 500 } });
    renderApp('/gunners-fans');
    expect(await screen.findByText('Failed to load fan league')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it.each(['/ab', '/Upper-Case', '/under_score', `/${'a'.repeat(51)}`, '/gunners-fans/extra'])(
    '%s cannot be a fan league: the not-found page, no request',
    async (path) => {
      const fetchMock = mockApi({});
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
