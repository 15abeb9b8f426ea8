import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { board, NOW, row, SEASON_ALL, stub } from './test/fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a leaderboard as it stands (matches in play)', () => {
  it('marks the table LIVE with the live scores, and each row its provisional points', async () => {
    stub({
      [SEASON_ALL]: {
        body: board({
          rows: [
            row(1, 11, { livePoints: 6 }),
            row(2, 12, { livePoints: -1 }),
            row(3, 13, { livePoints: 0 }),
          ],
          live: {
            matches: [
              { id: 5, homeTeam: 'Arsenal', awayTeam: 'Chelsea', homeGoals: 2, awayGoals: 1 },
            ],
          },
        }),
      },
    });
    renderApp('/leaderboards');
    const notice = await screen.findByRole('status', { name: '' });
    expect(within(notice).getByText('LIVE')).toBeInTheDocument();
    expect(within(notice).getByText('Arsenal 2–1 Chelsea')).toBeInTheDocument();
    expect(
      within(notice).getByText(
        'Points from matches in play are provisional (+ marks them): the final results decide.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const first = within(table).getByRole('row', { name: /Team 11/ });
    expect(within(first).getByText('+6')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Team 12/ })).getByText('−1'),
    ).toBeInTheDocument();
    // No provisional points: nothing beside the total.
    expect(
      within(within(table).getByRole('row', { name: /Team 13/ })).queryByText(/^[+−]/),
    ).toBeNull();
  });

  it('shows no LIVE notice when nothing is in play', async () => {
    stub();
    renderApp('/leaderboards');
    await screen.findByRole('table');
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
  });
});
