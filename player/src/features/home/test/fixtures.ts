import type { Match, PredictionStats, User } from '@predictor/contracts/types';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/http';
import { renderApp } from '../../../test/render';
import type { Reply } from '../../../test/http';
import type { Award, MyMembership, ThisRoundItem } from '../api';

type Handler = Reply | ((init: RequestInit) => Reply | Promise<Reply>);

/** A reply that never comes: the section stays loading. */
export const pending: Handler = () => new Promise<Reply>(() => {});

export const HOUR = 3600_000;

export function makeMatch(id: number, matchDate: string, overrides: Partial<Match> = {}): Match {
  return {
    id,
    matchDate,
    predictionsClose: matchDate,
    status: 'scheduled',
    isCup: false,
    venue: null,
    homeGoals: null,
    awayGoals: null,
    homeTeam: { id: 100 + id, name: `Home ${id}`, shortName: null, code: null, logoUrl: null },
    awayTeam: { id: 200 + id, name: `Away ${id}`, shortName: null, code: null, logoUrl: null },
    season: { id: 1, name: 'Premier League 2026/27' },
    matchGroup: { id: 17, name: 'Matchweek 17', matchWeek: 17 },
    predictionsOpen: true,
    hasPrediction: false,
    userPrediction: null,
    ...overrides,
  };
}

export function makeStats(overrides: Partial<PredictionStats> = {}): PredictionStats {
  return {
    totalPredictions: 42,
    totalPoints: 57,
    scoredPredictions: 40,
    bankerPredictions: 8,
    exactScores: 9,
    correctResults: 22,
    correctBanks: 5,
    predictionAccuracy: 55,
    ...overrides,
  };
}

export function makeAward(id: number, overrides: Partial<Award['trophy']> = {}): Award {
  return {
    id,
    trophy: {
      id,
      name: `Trophy ${id}`,
      description: 'Well played',
      imageUrl: null,
      trophyType: 'monthly_first',
      ...overrides,
    },
    reason: null,
    awardedAt: '2026-10-01T00:00:00.000Z',
  };
}

export function makeMembership(id: number, overrides: Partial<MyMembership> = {}): MyMembership {
  return {
    id,
    role: 'member',
    totalPoints: 10 + id,
    position: id,
    tied: false,
    league: {
      id: 500 + id,
      name: `League ${id}`,
      type: 'public',
      season: { id: 1, name: 'Premier League 2026/27' },
      currentMembers: 12,
    },
    ...overrides,
  };
}

export function makeRound(overrides: Partial<ThisRoundItem> = {}): ThisRoundItem {
  return {
    season: { id: 1, name: 'Premier League 2026/27' },
    matchGroup: { id: 17, name: 'Matchweek 17', matchWeek: 17 },
    deadline: new Date(Date.now() + 2 * 24 * HOUR + 4 * HOUR + 30 * 60_000).toISOString(),
    matchCount: 10,
    openCount: 10,
    predictedCount: 6,
    bankerPlaced: true,
    ...overrides,
  };
}

/** Every call of the signed-in home answered empty (sections hidden), overridable one by one. */
export function signedInApi(user: User, overrides: Record<string, Handler> = {}) {
  return {
    'GET /api/auth/me': { body: { user } },
    'GET /api/seasons?active=true': { body: [] },
    'GET /api/predictions/this-round': { body: [] },
    'GET /api/news/latest/preview': { status: 404, body: { message: 'No news' } },
    'GET /api/predictions/stats': { body: makeStats({ totalPredictions: 0 }) },
    'GET /api/matches/dashboard/upcoming': { body: { upcomingMatches: [], matchesBySeason: [] } },
    'GET /api/trophies/user/featured': { body: { awards: [] } },
    'GET /api/leagues/my': { body: { memberships: [] } },
    [`GET /api/users/${user.id}/global-rank`]: {
      body: { hasRank: false, rank: null, isUnranked: false },
    },
    'GET /api/leaderboards/partial?season=all&view=season': {
      body: { showPartial: false, leaderboard: [] },
    },
    ...overrides,
  } satisfies Record<string, Handler>;
}

/** Renders / for a signed-in user once the session check is through; the main landmark to query. */
export async function renderHome(user: User, overrides: Record<string, Handler> = {}) {
  const fetchMock = mockApi(signedInApi(user, overrides));
  const view = renderApp('/', { user });
  await screen.findByRole('heading', {
    level: 1,
    name: new RegExp(`^Welcome.*${user.teamName}!$`),
  });
  // The dashboard is a lazy chunk of its own: wait for it (its scoring guide is always shown).
  await screen.findByRole('heading', { name: 'How Scoring Works' });
  return { ...view, fetchMock, main: within(screen.getByRole('main')) };
}
