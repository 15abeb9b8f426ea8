import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cacheRoots,
  clearCaches,
  clearedOn,
  markStale,
  refreshCaches,
  refreshedOn,
} from './cacheRules';
import { PERSIST_KEY, persistedRoots } from './persist';
import { renderApp } from '../test/render';
import { mockApi } from '../test/http';
import { makeUser } from '../test/fixtures';

const allRoots = Object.values(cacheRoots);

/** A client holding one query per cache root, and a session-storage copy of the persisted ones. */
function filledClient() {
  const client = new QueryClient();
  for (const root of allRoots) client.setQueryData([root, 'x'], `${root}-data`);
  const queries = persistedRoots.map((root) => ({
    queryKey: [root, 'x'],
    queryHash: JSON.stringify([root, 'x']),
    state: { data: `${root}-data`, dataUpdatedAt: Date.now(), status: 'success' },
  }));
  window.sessionStorage.setItem(
    PERSIST_KEY,
    JSON.stringify({ timestamp: Date.now(), buster: '', clientState: { mutations: [], queries } }),
  );
  return client;
}

const cachedRoots = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0]);
const storedRoots = () =>
  (
    JSON.parse(window.sessionStorage.getItem(PERSIST_KEY) ?? '{"clientState":{"queries":[]}}') as {
      clientState: { queries: { queryKey: unknown[] }[] };
    }
  ).clientState.queries.map((q) => q.queryKey[0]);

describe('cache rules (spec §9)', () => {
  it('logout clears every listed cache, in memory and in session storage', () => {
    const client = filledClient();
    clearCaches(client, 'logout');
    expect(cachedRoots(client)).toEqual([]);
    expect(storedRoots()).toEqual([]);
    expect(clearedOn.logout).toEqual(expect.arrayContaining(allRoots));
  });

  it('login clears upcoming matches only', () => {
    const client = filledClient();
    clearCaches(client, 'login');
    expect(cachedRoots(client)).toEqual(allRoots.filter((r) => r !== cacheRoots.upcomingMatches));
    expect(storedRoots()).toEqual(persistedRoots);
  });

  it('a live result marks scores, predictions, leagues, leaderboards and comparisons stale, and nothing else', () => {
    const client = filledClient();
    refreshCaches(client, 'result');
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(
      [
        cacheRoots.seasons,
        cacheRoots.upcomingMatches,
        cacheRoots.home,
        cacheRoots.predictions,
        cacheRoots.predictionStats,
        cacheRoots.leagues,
        cacheRoots.leaderboards,
        cacheRoots.globalRank,
        cacheRoots.publicProfiles,
        cacheRoots.comparisons,
      ].sort(),
    );
    expect(cachedRoots(client)).toEqual(allRoots);
    // Their stored copies go at once: a reload asks for them again.
    expect(storedRoots()).toEqual(
      persistedRoots.filter(
        (r) => !(refreshedOn.result as readonly string[]).includes(r as string),
      ),
    );
  });

  it('saving a prediction marks predictions and stats stale and drops the stored stats', () => {
    const client = filledClient();
    markStale(client, [cacheRoots.predictions, cacheRoots.predictionStats]);
    expect(storedRoots()).not.toContain(cacheRoots.predictionStats);
    expect(
      client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => q.queryKey[0])
        .sort(),
    ).toEqual([cacheRoots.predictions, cacheRoots.predictionStats].sort());
  });

  it('creating or joining a league clears the league lists', () => {
    const client = filledClient();
    clearCaches(client, 'leagueJoined');
    expect(cachedRoots(client)).toEqual(allRoots.filter((r) => r !== cacheRoots.leagueLists));
    expect(storedRoots()).toEqual(persistedRoots.filter((r) => r !== cacheRoots.leagueLists));
  });

  it('the Logout button applies the logout rule', async () => {
    const user = makeUser();
    mockApi({
      'GET /api/auth/me': { body: { user } },
      'GET /api/seasons?active=true': { body: [] },
    });
    const { queryClient } = renderApp('/', { user });
    await screen.findByRole('heading', { name: /^Welcome/ });
    queryClient.setQueryData([cacheRoots.trophies, 'mine'], ['gold']);
    queryClient.setQueryData([cacheRoots.leaderboards, 'season'], ['row']);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(queryClient.getQueryData([cacheRoots.trophies, 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData([cacheRoots.leaderboards, 'season'])).toBeUndefined();
  });

  it('signing in clears upcoming matches and keeps the rest', async () => {
    mockApi({
      'POST /api/auth/login': { body: { token: 'tok', user: makeUser() } },
      'GET /api/seasons?active=true': { body: [] },
    });
    const { queryClient } = renderApp('/login');
    queryClient.setQueryData([cacheRoots.upcomingMatches], { upcomingMatches: [] });
    queryClient.setQueryData([cacheRoots.newsLatest], { title: 'News' });
    await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: /^Welcome/ });
    expect(queryClient.getQueryData([cacheRoots.upcomingMatches])).toBeUndefined();
    expect(queryClient.getQueryData([cacheRoots.newsLatest])).toEqual({ title: 'News' });
  });
});
