import type { Match, OwnPrediction, Prediction } from '@predictor/contracts/types';

/** Test data: a match as GET /matches answers it (open, in match week 1, no prediction). */
export function makeMatch(overrides: Partial<Match> & { id: number }): Match {
  const future = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return {
    matchDate: future.toISOString(),
    predictionsClose: new Date(future.getTime() - 60 * 60 * 1000).toISOString(),
    status: 'scheduled',
    isCup: false,
    venue: null,
    homeGoals: null,
    awayGoals: null,
    homeTeam: {
      id: 100 + overrides.id,
      name: `Home ${overrides.id}`,
      shortName: null,
      code: null,
      logoUrl: null,
    },
    awayTeam: {
      id: 200 + overrides.id,
      name: `Away ${overrides.id}`,
      shortName: null,
      code: null,
      logoUrl: null,
    },
    season: { id: 1, name: 'Premier League 2025/26' },
    matchGroup: { id: 11, name: 'Matchweek 1', matchWeek: 1 },
    predictionsOpen: true,
    hasPrediction: false,
    userPrediction: null,
    ...overrides,
  };
}

/** A saved prediction as it sits inside a match. */
export function makeOwn(overrides: Partial<OwnPrediction> & { id: number }): OwnPrediction {
  return {
    homeGoals: 1,
    awayGoals: 0,
    isBanker: false,
    isVoid: false,
    points: 0,
    isScored: false,
    exactScorePoints: 0,
    correctResultPoints: 0,
    pointsBreakdown: { exactScore: 0, correctResult: 0, bankerBonus: 0 },
    enteredByAdmin: false,
    livePoints: null,
    createdAt: '2025-08-01T10:00:00.000Z',
    updatedAt: '2025-08-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A full prediction answer (POST/PUT/batch) for a match and a body. */
export function makePrediction(
  match: Match,
  body: { homeGoals: number; awayGoals: number; isBanker: boolean },
  id = 900 + match.id,
): Prediction {
  return {
    ...makeOwn({ id, ...body }),
    match,
    season: match.season,
    matchGroup: match.matchGroup,
    user: { id: 1 },
  };
}
