import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, type DataProvider } from 'react-admin';
import type { DashboardTotals } from '@predictor/contracts';
import type { DashboardActivity } from '@predictor/contracts/types';
import { i18nProvider } from '../i18n';
import { Dashboard } from './Dashboard';

afterEach(cleanup);

function renderDashboard(
  getDashboard: () => Promise<DashboardTotals>,
  getDashboardActivity: () => Promise<DashboardActivity> = () => new Promise(() => {}),
) {
  const dataProvider = { getDashboard, getDashboardActivity } as unknown as DataProvider;
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Dashboard />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Dashboard', () => {
  it('shows the three totals, numbers written the British way (27,102)', async () => {
    renderDashboard(async () => ({ totalUsers: 11, totalPredictions: 27102, totalMatches: 33 }));
    expect(await within(screen.getByLabelText('Users')).findByText('11')).toBeTruthy();
    expect(within(screen.getByLabelText('Predictions')).getByText('27,102')).toBeTruthy();
    expect(within(screen.getByLabelText('Matches')).getByText('33')).toBeTruthy();
  });

  it('shows a loading state until the totals arrive', () => {
    renderDashboard(() => new Promise(() => {}));
    expect(screen.getByLabelText('Loading Users')).toBeTruthy();
  });

  it('shows the error banner when the totals fail to load', async () => {
    renderDashboard(async () => {
      throw { status: 500, body: { message: 'Something went wrong. Please try again.' } };
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard data');
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
  });

  it('greys out Reports without a link', () => {
    renderDashboard(() => new Promise(() => {}));
    const reports = screen.getByLabelText('Reports');
    expect(reports.getAttribute('aria-disabled')).toBe('true');
    expect(within(reports).queryByRole('link')).toBeNull();
  });

  it('links every admin area, and back to the player site', () => {
    renderDashboard(() => new Promise(() => {}));
    expect(screen.getByRole('link', { name: 'Competitions' }).getAttribute('href')).toBe(
      '/competitions',
    );
    expect(screen.getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe(
      '/newsletter',
    );
    expect(screen.getByRole('link', { name: 'Match groups' }).getAttribute('href')).toBe(
      '/matchgroups',
    );
    expect(screen.getByRole('link', { name: 'Results entry' }).getAttribute('href')).toBe(
      '/results-entry',
    );
    expect(screen.getByRole('link', { name: 'Back to the player site' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it("shows today's matches, how many lack a result, and links each to Manage Matches", async () => {
    const days = Array.from({ length: 56 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 0, 15 + i)).toISOString().slice(0, 10),
      count: i % 5,
    }));
    const match = (id: number, home: string, awaitingResult: boolean, goals: number | null) => ({
      id,
      season: { id: 1, name: 'Championship 2025/26' },
      homeTeam: { id: id * 10, name: home },
      awayTeam: { id: id * 10 + 1, name: 'Hull City' },
      matchDate: '2026-03-11T15:00:00.000Z',
      status: awaitingResult ? 'in_progress' : 'finished',
      homeGoals: goals,
      awayGoals: goals,
      awaitingResult,
    });
    renderDashboard(
      async () => ({ totalUsers: 1, totalPredictions: 2, totalMatches: 3 }),
      async () => ({
        predictionsPerDay: days,
        activePlayersPerWeek: days
          .filter((_, i) => i % 7 === 0)
          .map((d) => ({ weekStart: d.date, count: 3 })),
        today: {
          total: 2,
          awaitingResult: 1,
          matches: [match(1, 'Leeds United', true, null), match(2, 'Stoke City', false, 1)],
        },
      }),
    );
    expect(await screen.findByText('2 matches today, 1 still without a result')).toBeTruthy();
    const list = screen.getByRole('list', { name: "Today's matches" });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('Awaiting result')).toBeTruthy();
    expect(within(items[1]).queryByText('Awaiting result')).toBeNull();
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/matches?highlight=1');
    expect(within(items[1]).getByRole('link').textContent).toBe('Stoke City 1–1 Hull City');
    // The charts' chunk loads lazily (slowly under jsdom).
    expect(
      await screen.findByText('Predictions made per day', {}, { timeout: 20_000 }),
    ).toBeTruthy();
  });

  it('says so when no match is played today', async () => {
    renderDashboard(
      () => new Promise(() => {}),
      async () => ({
        predictionsPerDay: [],
        activePlayersPerWeek: [],
        today: { total: 0, awaitingResult: 0, matches: [] },
      }),
    );
    expect(await screen.findByText('No matches today.')).toBeTruthy();
  });

  it("shows the activity's load failure with the server's message", async () => {
    renderDashboard(
      () => new Promise(() => {}),
      async () => {
        throw { status: 500, body: { message: 'Database unavailable' } };
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard data');
    expect(alert.textContent).toContain('Database unavailable');
  });
});
