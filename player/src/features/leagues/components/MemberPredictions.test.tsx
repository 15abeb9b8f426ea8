import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTCOME_COLOURS } from '../../../components/OutcomeChip';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/http';
import { makeUser } from '../../../test/fixtures';
import type { LeaguePrediction, LeaguePredictions } from '../api';
import { makeLeague, makePermissions, makeStandings } from '../testData';

const me = makeUser({ id: 1, teamName: 'Red Rovers' });
const HOUR = 60 * 60 * 1000;
type GridMatch = LeaguePredictions['matches'][number];
const team = (id: number, name: string) => ({
  id,
  name,
  shortName: null,
  code: name.slice(0, 3).toUpperCase(),
  logoUrl: null,
});

/** A week's match as GET /leagues/{id}/predictions answers it. */
function match(id: number, kickOffInHours: number, extra: Partial<GridMatch> = {}): GridMatch {
  const kickOff = Date.now() + kickOffInHours * HOUR;
  return {
    id,
    matchDate: new Date(kickOff).toISOString(),
    predictionsClose: new Date(kickOff - HOUR).toISOString(),
    status: 'scheduled',
    isCup: false,
    venue: null,
    homeGoals: null,
    awayGoals: null,
    homeTeam: team(100 + id, `Home ${id}`),
    awayTeam: team(200 + id, `Away ${id}`),
    season: { id: 3, name: 'Premier League 2025/26' },
    matchGroup: { id: 7, name: 'Matchweek 7', matchWeek: 7 },
    predictionsOpen: false,
    ...extra,
  };
}

const member = (id: number) => ({ id, teamName: id === 1 ? 'Red Rovers' : `Team ${id}` });

function pick(
  id: number,
  userId: number,
  matchId: number,
  extra: Partial<LeaguePrediction> = {},
): LeaguePrediction {
  return {
    id,
    user: member(userId),
    match: { id: matchId },
    homeGoals: 1,
    awayGoals: 0,
    isBanker: false,
    points: 0,
    isScored: false,
    hidden: false,
    enteredByAdmin: false,
    ...extra,
  };
}

const played = match(1, -48, { status: 'finished', homeGoals: 2, awayGoals: 1 });
const upcoming = match(2, 48, { predictionsOpen: true });
const cancelled = match(3, -24, { status: 'cancelled' });

function week(overrides: Partial<LeaguePredictions> = {}): LeaguePredictions {
  return {
    matches: [played, upcoming, cancelled],
    currentUser: member(1),
    members: [member(2), member(3)],
    predictions: [
      pick(11, 1, 1, { homeGoals: 2, awayGoals: 1, isScored: true, points: 6, isBanker: true }),
      pick(12, 2, 1, { homeGoals: 1, awayGoals: 0, isScored: true, points: 1 }),
      pick(13, 3, 1, { homeGoals: 0, awayGoals: 0, isScored: true, points: -1, isBanker: true }),
      pick(14, 1, 2, { homeGoals: 3, awayGoals: 3 }),
      pick(15, 2, 2, { homeGoals: null, awayGoals: null, isBanker: null, hidden: true }),
      pick(16, 1, 3),
    ],
    totalMembers: 2,
    offset: 0,
    limit: 50,
    ...overrides,
  };
}

const PREDICTIONS = 'GET /api/leagues/5/predictions?matchGroupId=7&offset=0&limit=50';

function stub(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/me': { body: { user: me } },
    'GET /api/leagues/5': { body: { league: makeLeague({ isMember: true, role: 'member' }) } },
    'GET /api/leagues/5/standings?offset=0&limit=20': { body: makeStandings() },
    'GET /api/leagues/5/can-edit': { body: makePermissions({ canEdit: false }) },
    'GET /api/leagues/5/match-groups': {
      body: [
        {
          id: 7,
          seasonId: 3,
          name: 'Matchweek 7',
          description: null,
          matchWeek: 7,
          isActive: true,
          startDate: played.matchDate,
          endDate: upcoming.matchDate,
          matchCount: 3,
        },
      ],
    },
    'GET /api/leagues/5/current-match-group': { status: 404, body: {} },
    [PREDICTIONS]: { body: week() },
    ...extra,
  });
}

const cellOf = (row: HTMLElement, label: string) => within(row).getByLabelText(label);

describe('member predictions grid', () => {
  it('shows members × matches: my row first, others hidden until close, scored picks in colour with a mark and words', async () => {
    stub();
    renderApp('/leagues/5', { user: me });
    const grid = await screen.findByRole('table', { name: 'Member predictions, Matchweek 7' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('aria-label') ?? h.textContent),
    ).toEqual([
      'Member',
      'Home 1 v Away 1: Played',
      'Home 2 v Away 2: Upcoming',
      'Home 3 v Away 3: Played',
      'Week pts',
    ]);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Red Rovers (you)',
      'Team 2',
      'Team 3',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');

    const exact = cellOf(rows[0], '2–1, banker, Exact score · 6 pts');
    expect(exact).toHaveTextContent('2–1★✔✔');
    expect(exact).toHaveStyle({ backgroundColor: OUTCOME_COLOURS.exact.bg });
    expect(cellOf(rows[1], '1–0, Correct result · 1 pt')).toHaveTextContent('✔');
    expect(cellOf(rows[2], '0–0, banker, Incorrect · −1 pt')).toHaveTextContent('✘');
    expect(cellOf(rows[0], '3–3')).toBeInTheDocument();
    expect(cellOf(rows[1], 'Hidden until predictions close')).toHaveTextContent('Hidden');
    expect(
      within(rows[2])
        .getAllByLabelText('No prediction')
        .map((c) => c.textContent),
    ).toEqual(['–', '–']);
    // A cancelled match's pick is void: no colour, no points.
    expect(cellOf(rows[0], '1–0, void (match cancelled)')).toBeInTheDocument();
    // The week's points per row: scored picks only.
    expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['6 pts', '1 pt', '−1 pt']);
    // The key says what each colour and mark means.
    const key = screen.getByRole('list', { name: 'Key' });
    expect(within(key).getByText('Exact score')).toBeInTheDocument();
    expect(within(key).getByText('★ Banker')).toBeInTheDocument();
  });

  it('pages the members, keeping my row on every page', async () => {
    const fetchMock = stub({
      [PREDICTIONS]: { body: week({ totalMembers: 120 }) },
      'GET /api/leagues/5/predictions?matchGroupId=7&offset=50&limit=50': {
        body: week({ members: [member(60)], offset: 50, totalMembers: 120, predictions: [] }),
      },
    });
    renderApp('/leagues/5', { user: me });
    await screen.findByRole('table', { name: 'Member predictions, Matchweek 7' });
    expect(screen.getByText('1–2 of 120 members')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next 50 members' }));
    expect(await screen.findByText('51–51 of 120 members')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Member predictions, Matchweek 7' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Red Rovers (you)', 'Team 60']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leagues/5/predictions?matchGroupId=7&offset=50&limit=50',
      expect.anything(),
    );
  });

  it("says 'No predictions found for this matchweek' when nobody predicted", async () => {
    stub({
      [PREDICTIONS]: {
        body: week({ currentUser: member(1), members: [], predictions: [], totalMembers: 0 }),
      },
    });
    renderApp('/leagues/5', { user: me });
    expect(await screen.findByText('No predictions found for this matchweek')).toBeInTheDocument();
  });

  it("asks for the current week's grid as soon as that week is known, before the match weeks answer", async () => {
    const fetchMock = stub({
      'GET /api/leagues/5/match-groups': () => new Promise(() => {}),
      'GET /api/leagues/5/current-match-group': {
        body: { id: 7, seasonId: 3, name: 'Matchweek 7', matchWeek: 7 },
      },
    });
    renderApp('/leagues/5', { user: me });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        PREDICTIONS.replace('GET ', ''),
      ),
    );
  });

  it("asks a non-member for no one's predictions", async () => {
    const fetchMock = stub({
      'GET /api/leagues/5': { body: { league: makeLeague({ isMember: false }) } },
      'GET /api/leagues/5/current-match-group': {
        body: { id: 7, seasonId: 3, name: 'Matchweek 7', matchWeek: 7 },
      },
    });
    renderApp('/leagues/5', { user: me });
    expect(
      await screen.findByText("Join this league to see its members' predictions."),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Office League standings' });
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => /predictions|current-match-group/.test(url))).toEqual([]);
  });
});
