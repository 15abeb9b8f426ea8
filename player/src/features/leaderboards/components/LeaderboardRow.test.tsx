import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/http';
import { makeUser } from '../../../test/fixtures';
import type { Leaderboard, LeaderboardRow } from '../api';
import { LeaderboardTable } from './LeaderboardTable';

const me = makeUser({ id: 1, teamName: 'Red Rovers' });
const row = (position: number, id: number, teamName: string): LeaderboardRow => ({
  position,
  tied: false,
  previousPosition: null,
  user: { id, teamName, kitStyle: null, kitPrimaryColour: null, kitSecondaryColour: null },
  totalPoints: 50 - position,
  correctResultCount: 10,
  exactScoreCount: 2,
  totalPredictions: 20,
});
const data: Leaderboard = {
  rows: [row(1, 7, 'Blue Army'), row(2, 1, 'Red Rovers')],
  currentUser: row(2, 1, 'Red Rovers'),
  totalUsers: 2,
};

const renderTable = (signedIn: boolean) => {
  mockApi({ 'GET /api/auth/me': { body: { user: me } } });
  return renderApp('/', {
    ...(signedIn ? { user: me } : {}),
    routes: [{ path: '/', element: <LeaderboardTable data={data} label="Season table" /> }],
  });
};

describe('leaderboard rows: Compare with me', () => {
  it("links each other player's row to the head to head, not the caller's own", async () => {
    renderTable(true);
    const table = await screen.findByRole('table', { name: 'Season table' });
    expect(within(table).getByRole('link', { name: 'Compare Blue Army with me' })).toHaveAttribute(
      'href',
      '/compare/7',
    );
    expect(within(table).queryByRole('link', { name: /Compare Red Rovers/ })).toBeNull();
  });

  it('is not shown to guests', async () => {
    renderTable(false);
    const table = await screen.findByRole('table', { name: 'Season table' });
    expect(within(table).queryByRole('link', { name: /^Compare/ })).toBeNull();
  });
});
