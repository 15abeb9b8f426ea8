import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/http';
import { makeUser } from '../../../test/fixtures';
import type { LeaguePrediction } from '../api';
import { makeLeague, makePermissions, makeStandings } from '../testData';

const me = makeUser({ id: 1 });
const HOUR = 60 * 60 * 1000;
const team = (id: number, name: string) => ({
  id,
  name,
  shortName: null,
  code: null,
  logoUrl: null,
});

/** A league's match as GET /leagues/{id}/predictions answers it. */
function match(id: number, kickOffInHours: number, extra: Partial<LeaguePrediction['match']> = {}) {
  const kickOff = Date.now() + kickOffInHours * HOUR;
  return {
    id,
    matchDate: new Date(kickOff).toISOString(),
    predictionsClose: new Date(kickOff - HOUR).toISOString(),
    status: 'scheduled' as const,
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

function pick(
  id: number,
  userId: number,
  m: LeaguePrediction['match'],
  extra: Partial<LeaguePrediction> = {},
): LeaguePrediction {
  return {
    id,
    user: { id: userId, teamName: `Team ${userId}` },
    match: m,
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

describe('member predictions', () => {
  it('labels each match by phase, hides others’ open picks and colours scored ones with their points', async () => {
    const played = match(1, -48, { status: 'finished', homeGoals: 2, awayGoals: 1 });
    const upcoming = match(2, 48, { predictionsOpen: true });
    const cancelled = match(3, -24, { status: 'cancelled' });
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      'GET /api/leagues/5': { body: { league: makeLeague({ isMember: true, role: 'member' }) } },
      'GET /api/leagues/5/standings?offset=0&limit=100': { body: makeStandings() },
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
      'GET /api/leagues/5/predictions?matchGroupId=7': {
        body: {
          predictions: [
            pick(11, 1, played, { homeGoals: 2, awayGoals: 1, isScored: true, points: 3 }),
            pick(12, 2, played, { homeGoals: 1, awayGoals: 0, isScored: true, points: 1 }),
            pick(13, 3, played, {
              homeGoals: 0,
              awayGoals: 0,
              isScored: true,
              points: -1,
              isBanker: true,
            }),
            pick(14, 1, upcoming, { homeGoals: 3, awayGoals: 3 }),
            pick(15, 2, upcoming, {
              homeGoals: null,
              awayGoals: null,
              isBanker: null,
              hidden: true,
            }),
            pick(16, 1, cancelled),
          ],
        },
      },
    });
    renderApp('/leagues/5', { user: me });

    const playedBlock = await screen.findByRole('article', { name: 'Home 1 v Away 1' });
    expect(within(playedBlock).getByText('Played')).toBeInTheDocument();
    expect(within(playedBlock).getByText('Exact score · 3 pts')).toBeInTheDocument();
    expect(within(playedBlock).getByText('Correct result · 1 pt')).toBeInTheDocument();
    expect(within(playedBlock).getByText('Incorrect · −1 pt')).toBeInTheDocument();

    const upcomingBlock = screen.getByRole('article', { name: 'Home 2 v Away 2' });
    expect(within(upcomingBlock).getByText('Upcoming')).toBeInTheDocument();
    expect(within(upcomingBlock).getByText('3–3')).toBeInTheDocument();
    expect(within(upcomingBlock).getByText('Hidden')).toBeInTheDocument();
    expect(within(upcomingBlock).queryByText(/Exact score|Correct result|Incorrect/)).toBeNull();

    // A cancelled match's predictions are void: no outcome colour, no points.
    const cancelledBlock = screen.getByRole('article', { name: 'Home 3 v Away 3' });
    expect(within(cancelledBlock).getByText('Played')).toBeInTheDocument();
    expect(within(cancelledBlock).queryByText(/pts?$/)).toBeNull();
  });
});
