import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { makeUser } from '../../test/fixtures';
import { readFilter } from './filters';
import { board, NOW, requested, stub } from './test/fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the round view (one match week of a competition)', () => {
  const group = (id: number, week: number) => ({
    id,
    seasonId: 9,
    name: `Matchweek ${week}`,
    description: null,
    matchWeek: week,
    isActive: true,
    startDate: null,
    endDate: null,
    matchCount: 10,
  });
  const rounds = { 'GET /api/seasons/9/match-groups': { body: [group(31, 1), group(32, 2)] } };
  const roundBoard = (id: number, complete: boolean) =>
    board({ round: { id, name: `Matchweek ${id - 30}`, matchWeek: id - 30, complete } });

  it("opens the competition's latest round with a result, then the round picked, in the URL", async () => {
    const fetchMock = stub({
      ...rounds,
      'GET /api/leaderboards?season=9&view=season': { body: board() },
      'GET /api/leaderboards?season=9&view=round': { body: roundBoard(32, false) },
      'GET /api/leaderboards?season=9&view=round&round=31': { body: roundBoard(31, true) },
    });
    const { router } = renderApp('/leaderboards');
    // All Competitions has no rounds.
    expect(await screen.findByRole('button', { name: 'Monthly' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Round' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: 'Championship' }));
    await userEvent.click(screen.getByRole('button', { name: 'Round' }));
    const select = await screen.findByRole('combobox', { name: 'Round' });
    await waitFor(() => expect(select).toHaveTextContent('Matchweek 2'));
    expect(
      await screen.findByText(
        'Matchweek 2 is still being played: points so far, from the results already in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Leaderboard, Matchweek 2' })).toBeInTheDocument();
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Matchweek 1' }));
    expect(
      await screen.findByText(
        'All results of Matchweek 1 are in: this is its final table, and first place wins the round.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?season=9&view=round&round=31');
    expect(requested(fetchMock)).toEqual([
      '/api/leaderboards?season=all&view=season&year=2025',
      '/api/leaderboards?season=9&view=season',
      '/api/leaderboards?season=9&view=round',
      '/api/leaderboards?season=9&view=round&round=31',
    ]);
  });

  it('goes back to the season view for All Competitions, and reads a round view of all as the season view', async () => {
    stub({
      ...rounds,
      'GET /api/leaderboards?season=9&view=round&round=31': { body: roundBoard(31, true) },
    });
    const { router } = renderApp('/leaderboards?season=9&view=round&round=31');
    await screen.findByRole('combobox', { name: 'Round' });
    await userEvent.click(screen.getByRole('tab', { name: 'All Competitions' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?season=all&view=season&year=2025'),
    );
    expect(readFilter(new URLSearchParams('season=all&view=round&round=31'), NOW)).toEqual({
      season: 'all',
      view: 'season',
      year: 2025,
    });
    expect(readFilter(new URLSearchParams('season=9&view=round&round=x'), NOW)).toEqual({
      season: 9,
      view: 'round',
    });
  });

  it('tells a signed-in player without a row in the round why', async () => {
    stub({
      ...rounds,
      'GET /api/leaderboards?season=9&view=round&round=31': { body: roundBoard(31, true) },
    });
    renderApp('/leaderboards?season=9&view=round&round=31', { user: makeUser({ id: 1 }) });
    expect(
      await screen.findByText(/You have no scored predictions in this round\./),
    ).toBeInTheDocument();
  });
});
