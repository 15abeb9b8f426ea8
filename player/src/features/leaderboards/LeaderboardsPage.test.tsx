import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { makeUser } from '../../test/fixtures';
import { leaderboardQuery } from './api';
import { currentSeasonYear, readFilter, yearChoices } from './filters';
import { cacheRoots } from '../../lib/cacheRoots';
import { persistedRoots } from '../../lib/persist';

import { board, manySeasons, NOW, requested, row, SEASON_ALL, stub } from './test/fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('leaderboard filters', () => {
  it('offers the current year and the 5 before it, and reads invalid URLs as defaults', () => {
    expect(yearChoices(NOW)).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
    expect(readFilter(new URLSearchParams(''), NOW)).toEqual({
      season: 'all',
      view: 'season',
      year: 2025,
    });
    expect(readFilter(new URLSearchParams('view=season&year=2019'), NOW).year).toBe(2025);
    expect(readFilter(new URLSearchParams('season=4&year=2024'), NOW)).toEqual({
      season: 4,
      view: 'season',
    });
    expect(
      readFilter(new URLSearchParams('season=x&view=monthly&year=2019&month=13'), NOW),
    ).toEqual({ season: 'all', view: 'monthly', year: 2025, month: 10 });
    expect(readFilter(new URLSearchParams('season=9&view=monthly&year=2021&month=1'), NOW)).toEqual(
      { season: 9, view: 'monthly', year: 2021, month: 1 },
    );
  });
});

describe('leaderboard cache', () => {
  it('keys each filter apart under the persisted leaderboards root', () => {
    const season = leaderboardQuery({ season: 'all', view: 'season' }).queryKey;
    const month = leaderboardQuery({
      season: 'all',
      view: 'monthly',
      year: 2025,
      month: 9,
    }).queryKey;
    expect(season[0]).toBe(cacheRoots.leaderboards);
    expect(persistedRoots).toContain(cacheRoots.leaderboards);
    expect(JSON.stringify(season)).not.toBe(JSON.stringify(month));
  });
});

describe('Leaderboards page', () => {
  it('shows All Competitions then the seasons by order, the season view by default', async () => {
    const fetchMock = stub();
    renderApp('/leaderboards');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'All Competitions',
      'Premier League',
      'Championship',
      'League One',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Season' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Team 11' })).toHaveAttribute(
      'href',
      '/users/11',
    );
    expect(requested(fetchMock)).toEqual(['/api/leaderboards?season=all&view=season&year=2025']);
    expect(
      screen.getByText(
        /most correct results, then most exact scores, then most goals in exact scores/,
      ),
    ).toBeInTheDocument();
  });

  it("offers All Competitions' season years, the current one ('2025/26 Season') first", async () => {
    expect(currentSeasonYear(new Date('2026-06-30T23:59:59Z'))).toBe(2025);
    expect(currentSeasonYear(new Date('2026-07-01T00:00:00Z'))).toBe(2026);
    const fetchMock = stub({
      'GET /api/leaderboards?season=all&view=season&year=2023': { body: board() },
      'GET /api/leaderboards?season=7&view=season': { body: board() },
    });
    const { router } = renderApp('/leaderboards');
    const year = await screen.findByRole('combobox', { name: 'Season' });
    expect(year).toHaveTextContent('2025/26 Season');
    await userEvent.click(year);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2025/26 Season',
      '2024/25 Season',
      '2023/24 Season',
      '2022/23 Season',
      '2021/22 Season',
      '2020/21 Season',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '2023/24 Season' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/leaderboards?season=all&view=season&year=2023'),
    );
    expect(router.state.location.search).toBe('?season=all&view=season&year=2023');
    // A competition's own table has no season-year choice.
    await userEvent.click(screen.getByRole('tab', { name: 'Premier League' }));
    expect(screen.queryByRole('combobox', { name: 'Season' })).not.toBeInTheDocument();
  });

  it('has scroll buttons on the tabs only above 4 seasons', async () => {
    stub();
    const few = renderApp('/leaderboards');
    await screen.findAllByRole('tab');
    expect(few.container.querySelectorAll('.MuiTabs-scrollButtons')).toHaveLength(0);
    few.unmount();
    stub({}, manySeasons);
    const many = renderApp('/leaderboards');
    await screen.findByRole('tab', { name: 'National League' });
    expect(many.container.querySelectorAll('.MuiTabs-scrollButtons')).toHaveLength(2);
  });

  it('asks for the chosen season and month and keeps the filters in the URL', async () => {
    const fetchMock = stub({
      'GET /api/leaderboards?season=9&view=season': { body: board() },
      'GET /api/leaderboards?season=9&view=monthly&year=2025&month=10': { body: board() },
      'GET /api/leaderboards?season=9&view=monthly&year=2023&month=10': { body: board() },
      'GET /api/leaderboards?season=9&view=monthly&year=2023&month=3': { body: board() },
    });
    const { router } = renderApp('/leaderboards');
    await userEvent.click(await screen.findByRole('tab', { name: 'Championship' }));
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    // Six years back from this one; January to December.
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '2023' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    const months = screen.getAllByRole('option').map((o) => o.textContent);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['January', 'December']);
    await userEvent.click(screen.getByRole('option', { name: 'March' }));

    await waitFor(() =>
      expect(requested(fetchMock)).toEqual([
        '/api/leaderboards?season=all&view=season&year=2025',
        '/api/leaderboards?season=9&view=season',
        '/api/leaderboards?season=9&view=monthly&year=2025&month=10',
        '/api/leaderboards?season=9&view=monthly&year=2023&month=10',
        '/api/leaderboards?season=9&view=monthly&year=2023&month=3',
      ]),
    );
    expect(router.state.location.search).toBe('?season=9&view=monthly&year=2023&month=3');
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('October'),
    );
  });

  it('restores the filters from the URL', async () => {
    const fetchMock = stub({
      'GET /api/leaderboards?season=7&view=monthly&year=2024&month=2': { body: board() },
    });
    renderApp('/leaderboards?season=7&view=monthly&year=2024&month=2');
    expect(await screen.findByRole('tab', { name: 'Premier League' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('February');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2024');
    await screen.findByRole('link', { name: 'Team 11' });
    expect(requested(fetchMock)).toEqual([
      '/api/leaderboards?season=7&view=monthly&year=2024&month=2',
    ]);
  });

  it('gives medals to the first three and shows shared positions as such', async () => {
    stub();
    renderApp('/leaderboards');
    const table = await screen.findByRole('table');
    await within(table).findByText('Team 11');
    const rows = within(table).getAllByRole('row').slice(1);
    // The medal icon's accessible name is its <title>: leave it out of the position text.
    const position = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')[0]
        .textContent!.replace(/^(Gold|Silver|Bronze) medal/, '');
    expect(rows.map(position)).toEqual(['1', '=2', '=2', '4', '5']);
    expect(within(rows[0]).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('img', { name: /medal/ })).not.toBeInTheDocument();
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Gold medal1', 'Team 11', '199', '50', '10', '120']);
  });

  it('highlights the signed-in player in the top 100', async () => {
    stub({ [SEASON_ALL]: { body: board({ currentUser: row(2, 12, { tied: true }) }) } });
    renderApp('/leaderboards', { user: makeUser({ id: 12 }) });
    const mine = (await screen.findByText('Team 12')).closest('tr')!;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(screen.queryByText(/You are/)).not.toBeInTheDocument();
    expect(screen.queryByRole('rowgroup', { name: 'Your position' })).not.toBeInTheDocument();
  });

  it('pins the player beyond the top 100 above the table, with their position line and movement', async () => {
    stub({
      [SEASON_ALL]: {
        body: board({
          currentUser: row(153, 99, { totalPoints: 12, tied: true, previousPosition: 156 }),
          totalUsers: 2004,
        }),
      },
    });
    renderApp('/leaderboards', { user: makeUser({ id: 99 }) });
    const pinned = await screen.findByRole('rowgroup', { name: 'Your position' });
    expect(within(pinned).getByText('You are =153rd of 2,004 players')).toBeInTheDocument();
    const mine = within(pinned).getByText('Team 99').closest('tr')!;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getAllByRole('cell')[0]).toHaveTextContent('=153▲3');
    expect(
      within(mine).getByRole('img', { name: 'Up 3 places since the previous match week' }),
    ).toBeInTheDocument();
    // Above the top 100: the first rows after the header are the line and the player's own.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('You are =153rd of 2,004 players');
    expect(rows[2]).toBe(mine);
    expect(rows[3]).toHaveTextContent('Team 11');
  });

  it("shows each row's movement since the previous match week", async () => {
    stub({
      [SEASON_ALL]: {
        body: board({
          rows: [
            row(1, 11, { previousPosition: 4 }),
            row(2, 12, { previousPosition: 1 }),
            row(3, 13, { previousPosition: 3 }),
            row(4, 14, { previousPosition: null }),
          ],
        }),
      },
    });
    renderApp('/leaderboards');
    const table = await screen.findByRole('table');
    await within(table).findByText('Team 11');
    const first = (r: HTMLElement) => within(r).getAllByRole('cell')[0].textContent;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(first)).toEqual(['Gold medal1▲3', 'Silver medal2▼1', 'Bronze medal3–', '4']);
    expect(
      within(rows[1]).getByRole('img', { name: 'Down 1 place since the previous match week' }),
    ).toBeInTheDocument();
    expect(
      within(rows[2]).getByRole('img', { name: 'No change since the previous match week' }),
    ).toBeInTheDocument();
  });

  it('tells a signed-in player without a row why', async () => {
    stub({
      'GET /api/leaderboards?season=7&view=season': { body: board() },
      'GET /api/leaderboards?season=7&view=monthly&year=2025&month=10': {
        body: board({ rows: [], totalUsers: 0 }),
      },
    });
    renderApp('/leaderboards', { user: makeUser({ id: 99 }) });
    const why = (await screen.findByText(/no scored predictions/)).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(why).toHaveTextContent(
      'You have no scored predictions in the 2025/26 Season yet. Your row appears here once a match you predicted has its result.',
    );
    expect(within(why).getByRole('link', { name: 'Browse Fixtures' })).toHaveAttribute(
      'href',
      '/seasons',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Premier League' }));
    expect(
      await screen.findByText(/You have no scored predictions in this competition yet\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Fixtures' })).toHaveAttribute(
      'href',
      '/seasons/7',
    );
    // An empty month says both: nothing to show, and why the player is not in it.
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(
      await screen.findByText(
        /You have no scored predictions in this competition in October 2025\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No leaderboard data available for the selected filters.'),
    ).toBeInTheDocument();
  });

  it('tells a visitor nothing about a row of their own', async () => {
    stub();
    renderApp('/leaderboards');
    await screen.findByText('Team 11');
    expect(screen.queryByText(/no scored predictions/)).not.toBeInTheDocument();
    expect(screen.queryByRole('rowgroup', { name: 'Your position' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    stub({ [SEASON_ALL]: { body: board({ rows: [], totalUsers: 0 }) } });
    renderApp('/leaderboards');
    expect(
      await screen.findByText('No leaderboard data available for the selected filters.'),
    ).toBeInTheDocument();
  });

  it('shows the load failure and tries again', async () => {
    let calls = 0;
    const fetchMock = stub({
      [SEASON_ALL]: () => (++calls === 1 ? { status: 500, body: {} } : { body: board() }),
    });
    renderApp('/leaderboards');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load leaderboard data');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Team 11')).toBeInTheDocument();
    expect(requested(fetchMock)).toHaveLength(2);
  });
});
