import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import type { Distribution } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { MatchDistributionPage } from './MatchDistributionPage';

afterEach(cleanup);

type Season = Distribution[number];
type Listed = Season['matchesWithNoGroup'][number];

const team = (id: number, name: string) => ({ id, name, logoUrl: null });
function listedMatch(id: number, problem: string | null, group: Listed['matchGroup']): Listed {
  return {
    id,
    season: { id: 1, name: 'Championship 2025/26' },
    matchGroup: group,
    homeTeam: team(10, 'Leeds United'),
    awayTeam: team(11, 'Hull City'),
    matchDate: '2026-03-14T15:00:00.000Z',
    predictionsClose: '2026-03-14T14:00:00.000Z',
    venue: null,
    matchWeek: 3,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    seasonId: 1,
    matchGroupId: group?.id ?? null,
    homeTeamId: 10,
    awayTeamId: 11,
    createdAt: '2025-06-01T00:00:00.000Z',
    problem,
  };
}

function season(overrides: Partial<Season> = {}): Season {
  return {
    id: 1,
    name: 'Championship 2025/26',
    expectedPerWeek: 12,
    totalMatches: 25,
    matchGroups: [
      { id: 1, name: 'Week 1', matchWeek: 1, matchCount: 12 },
      { id: 2, name: 'Week 2', matchWeek: 2, matchCount: 13 },
      { id: 3, name: 'Week 3', matchWeek: 3, matchCount: 0 },
    ],
    matchesWithNoGroup: [],
    matchesWithWrongGroup: [],
    ...overrides,
  };
}

function renderPage(getMatchDistribution: () => Promise<Distribution>) {
  const dataProvider = { getMatchDistribution } as unknown as DataProvider;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <MatchDistributionPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Match Distribution', () => {
  it('colours each week: green at the expected count, orange when other, neutral when empty', async () => {
    renderPage(async () => [season()]);
    const weeks = await screen.findByRole('list', {
      name: 'Championship 2025/26: Matches per match week',
    });
    const tone = (name: string) =>
      within(weeks).getByRole('listitem', { name: new RegExp(`^${name}:`) }).dataset.tone;
    expect(tone('Week 1')).toBe('correct');
    expect(tone('Week 2')).toBe('wrong');
    expect(tone('Week 3')).toBe('empty');
    expect(screen.getByText('Expected 12 matches per match week')).toBeTruthy();
    expect(screen.getByText('25 matches')).toBeTruthy();
  });

  it('flags issues and links each misplaced match to Manage Matches with highlight', async () => {
    renderPage(async () => [
      season({
        matchGroups: [{ id: 1, name: 'Week 1', matchWeek: 1, matchCount: 12 }],
        matchesWithNoGroup: [listedMatch(41, null, null)],
        matchesWithWrongGroup: [
          listedMatch(42, 'Match week 3 but in Week 1', {
            id: 1,
            name: 'Week 1',
            matchWeek: 1,
            season: { id: 1, name: 'Championship 2025/26' },
          }),
        ],
      }),
    ]);
    expect(await screen.findByText('Issues Detected')).toBeTruthy();
    const noGroup = screen.getByRole('region', { name: 'Matches with no group' });
    expect(within(noGroup).getByText('No group')).toBeTruthy();
    expect(
      within(noGroup)
        .getByRole('link', { name: 'Fix Leeds United v Hull City in Manage Matches' })
        .getAttribute('href'),
    ).toBe('/matches?highlight=41');
    const wrong = screen.getByRole('region', { name: 'Matches with an incorrect group' });
    expect(within(wrong).getByText('Match week 3 but in Week 1')).toBeTruthy();
    expect(within(wrong).getByRole('link', { name: /^Fix/ }).getAttribute('href')).toBe(
      '/matches?highlight=42',
    );
    expect(screen.queryByText(/is in the right match week/)).toBeNull();
  });

  it('shows the green message and no badge when every week is right', async () => {
    renderPage(async () => [
      season({ matchGroups: [{ id: 1, name: 'Week 1', matchWeek: 1, matchCount: 12 }] }),
    ]);
    expect(
      await screen.findByText('Every match of Championship 2025/26 is in the right match week.'),
    ).toBeTruthy();
    expect(screen.queryByText('Issues Detected')).toBeNull();
  });

  it('starts with every season expanded', async () => {
    renderPage(async () => [season(), season({ id: 2, name: 'League One 2025/26' })]);
    const toggles = await screen.findAllByRole('button', { expanded: true });
    expect(toggles).toHaveLength(2);
  });

  it('says when no season is active', async () => {
    renderPage(async () => []);
    expect(await screen.findByText('No active seasons.')).toBeTruthy();
  });

  it("shows the spec's load failure with the server's message, and retries", async () => {
    const load = vi
      .fn<() => Promise<Distribution>>()
      .mockRejectedValueOnce({ status: 500, body: { message: 'Database unavailable' } })
      .mockResolvedValueOnce([season()]);
    renderPage(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load match distribution');
    expect(alert.textContent).toContain('Database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('25 matches')).toBeTruthy();
  });
});
