import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import type { DashboardTotals, TeamFans } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { FavouriteTeamsPage } from './FavouriteTeamsPage';

afterEach(cleanup);

const team = (id: number, name: string, fanCount: number): TeamFans[number] => ({
  id,
  name,
  shortName: null,
  logoUrl: null,
  countryCode: 'EN',
  competition: { name: 'Premier League' },
  fanCount,
});

function renderPage(
  getTeamFans: () => Promise<TeamFans>,
  getDashboard: () => Promise<DashboardTotals> = async () => ({
    totalUsers: 40,
    totalPredictions: 0,
    totalMatches: 0,
  }),
) {
  const dataProvider = { getTeamFans, getDashboard } as unknown as DataProvider;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <FavouriteTeamsPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

const noFans = [team(1, 'Arsenal', 0), team(2, 'Burnley', 0)];

describe('Favourite Teams Analytics', () => {
  it('shows the three summary cards and the grid of every team with its fans', async () => {
    renderPage(async () => [team(1, 'Chelsea', 9), team(2, 'Arsenal', 3), team(3, 'Burnley', 0)]);
    const grid = await screen.findByRole('list', { name: 'Teams' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(screen.getByLabelText('Players with a favourite team')).getByText('12'),
    ).toBeTruthy();
    expect(within(screen.getByLabelText('Neutral players')).getByText('28')).toBeTruthy();
    expect(within(screen.getByLabelText('Teams with fans')).getByText('2')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Burnley' })).getByText('0 fans'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Arsenal' })).getByText('3 fans'),
    ).toBeTruthy();
  });

  it('badges the top three teams that have fans as Most Popular', async () => {
    renderPage(async () => [
      team(1, 'Chelsea', 9),
      team(2, 'Arsenal', 5),
      team(3, 'Everton', 2),
      team(4, 'Fulham', 1),
      team(5, 'Burnley', 0),
    ]);
    await screen.findByRole('list', { name: 'Teams' });
    const badged = (name: string) =>
      within(screen.getByRole('listitem', { name })).queryByText('Most Popular') !== null;
    expect(['Chelsea', 'Arsenal', 'Everton', 'Fulham', 'Burnley'].map(badged)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('never badges a team without fans, and says so when nobody has chosen a team', async () => {
    renderPage(async () => noFans);
    expect(await screen.findByText('No player has chosen a favourite team yet.')).toBeTruthy();
    expect(screen.queryByText('Most Popular')).toBeNull();
  });

  it('filters the grid by name and says when nothing matches', async () => {
    renderPage(async () => noFans);
    await screen.findByRole('list', { name: 'Teams' });
    await userEvent.type(screen.getByLabelText('Search teams'), 'burn');
    expect(
      within(screen.getByRole('list', { name: 'Teams' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Search teams'));
    await userEvent.type(screen.getByLabelText('Search teams'), 'zzz');
    expect(screen.getByText('No team matches "zzz".')).toBeTruthy();
  });

  it('shows a dash for neutral players when the user total cannot be read', async () => {
    renderPage(
      async () => noFans,
      async () => {
        throw { status: 500 };
      },
    );
    const neutral = await screen.findByLabelText('Neutral players');
    expect(await within(neutral).findByText('–')).toBeTruthy();
  });

  it("shows the spec's load failure with the server's message, and retries", async () => {
    const load = vi
      .fn<() => Promise<TeamFans>>()
      .mockRejectedValueOnce({ status: 500, body: { message: 'Database unavailable' } })
      .mockResolvedValueOnce(noFans);
    renderPage(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load team fan data');
    expect(alert.textContent).toContain('Database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Teams' })).toBeTruthy();
  });
});
