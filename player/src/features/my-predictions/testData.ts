import type { Prediction } from '../predictions';

type Overrides = Partial<Omit<Prediction, 'match'>> & {
  match?: Partial<Prediction['match']>;
};

/** An own prediction as GET /predictions answers it (tests only). */
export function makePrediction(overrides: Overrides = {}): Prediction {
  const { match, ...rest } = overrides;
  const id = rest.id ?? 1;
  const season = rest.season ?? { id: 7, name: 'Premier League 2025/26' };
  const matchGroup =
    rest.matchGroup === undefined ? { id: 70, name: 'Matchweek 1', matchWeek: 1 } : rest.matchGroup;
  return {
    id,
    homeGoals: 2,
    awayGoals: 1,
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
    user: { id: 1 },
    ...rest,
    season,
    matchGroup,
    match: {
      id: 100 + id,
      matchDate: '2025-08-16T14:00:00.000Z',
      predictionsClose: '2025-08-16T13:00:00.000Z',
      status: 'scheduled',
      isCup: false,
      venue: null,
      homeGoals: null,
      awayGoals: null,
      homeTeam: { id: 1, name: 'Arsenal', shortName: 'ARS', code: 'ARS', logoUrl: null },
      awayTeam: { id: 2, name: 'Chelsea', shortName: 'CHE', code: 'CHE', logoUrl: null },
      season,
      matchGroup,
      predictionsOpen: false,
      hasPrediction: true,
      userPrediction: null,
      ...match,
    },
  };
}

/** A guess against the 2–1 result of `scored`, for each outcome. */
const GUESS = {
  exact: { homeGoals: 2, awayGoals: 1 },
  correct: { homeGoals: 3, awayGoals: 0 },
  incorrect: { homeGoals: 0, awayGoals: 1 },
} as const;

/**
 * A scored prediction against a 2–1 result: exact (3), correct result (1) or wrong (0), doubled /
 * -1 as a banker; its goals match the outcome unless given.
 */
export function scored(
  kind: 'exact' | 'correct' | 'incorrect',
  overrides: Overrides = {},
): Prediction {
  const banker = overrides.isBanker ?? false;
  const base = kind === 'exact' ? 3 : kind === 'correct' ? 1 : 0;
  const bonus = banker ? (base > 0 ? base : -1) : 0;
  return makePrediction({
    ...GUESS[kind],
    isScored: true,
    points: base + bonus,
    exactScorePoints: kind === 'exact' ? 3 : 0,
    correctResultPoints: kind === 'correct' ? 1 : 0,
    pointsBreakdown: {
      exactScore: kind === 'exact' ? 3 : 0,
      correctResult: kind === 'correct' ? 1 : 0,
      bankerBonus: bonus,
    },
    ...overrides,
    match: { status: 'finished', homeGoals: 2, awayGoals: 1, ...overrides.match },
  });
}
