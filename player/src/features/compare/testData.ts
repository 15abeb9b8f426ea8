import type { ComparePick, Comparison, SharedMatch } from './api';

const season = (id: number, name: string, isActive = true) => ({
  id,
  name,
  isActive,
  competition: { id: 1, name: 'Premier League' },
});
export const CURRENT = season(3, 'Premier League 2025/26');
export const OLD = season(2, 'Premier League 2024/25', false);

const team = (id: number, name: string) => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  code: name.slice(0, 3).toUpperCase(),
  logoUrl: null,
});

export const pick = (
  homeGoals: number,
  awayGoals: number,
  overrides: Partial<ComparePick> = {},
): ComparePick => ({
  homeGoals,
  awayGoals,
  isBanker: false,
  points: 0,
  isScored: false,
  hidden: false,
  ...overrides,
});

export const HIDDEN: ComparePick = {
  homeGoals: null,
  awayGoals: null,
  isBanker: null,
  points: null,
  isScored: false,
  hidden: true,
};

/** A shared match of week `week`: finished with `result`, or open for predictions without one. */
export function sharedMatch(
  id: number,
  week: number,
  result: [number, number] | null,
  me: ComparePick,
  them: ComparePick,
): SharedMatch {
  return {
    match: {
      id,
      matchDate: `2025-10-${String(week).padStart(2, '0')}T15:00:00.000Z`,
      predictionsClose: `2025-10-${String(week).padStart(2, '0')}T14:59:00.000Z`,
      status: result ? 'finished' : 'scheduled',
      isCup: false,
      venue: null,
      homeGoals: result?.[0] ?? null,
      awayGoals: result?.[1] ?? null,
      homeTeam: team(10 + id, `Home ${id}`),
      awayTeam: team(50 + id, `Away ${id}`),
      season: { id: CURRENT.id, name: CURRENT.name },
      matchGroup: { id: 100 + week, name: `Matchweek ${week}`, matchWeek: week },
      predictionsOpen: result === null,
    },
    me,
    them,
  };
}

/** A comparison of Red Rovers (1, the caller) with Blue Army (7) in the current season. */
export function makeComparison(overrides: Partial<Comparison> = {}): Comparison {
  return {
    season: CURRENT,
    seasons: [CURRENT, OLD],
    me: {
      user: {
        id: 1,
        teamName: 'Red Rovers',
        kitStyle: null,
        kitPrimaryColour: null,
        kitSecondaryColour: null,
      },
      totals: { points: 9, correctResults: 3, exactScores: 2, exactGoals: 5, scoredPredictions: 4 },
      bankers: { scored: 2, correct: 1, bonusPoints: 2 },
    },
    them: {
      user: {
        id: 7,
        teamName: 'Blue Army',
        kitStyle: 'vertical',
        kitPrimaryColour: '#1d4ed8',
        kitSecondaryColour: '#ffffff',
      },
      totals: { points: 8, correctResults: 3, exactScores: 1, exactGoals: 0, scoredPredictions: 3 },
      bankers: { scored: 1, correct: 1, bonusPoints: 3 },
    },
    leader: 'me',
    rounds: [
      { matchGroup: { id: 101, name: 'Matchweek 1', matchWeek: 1 }, me: 7, them: 7 },
      { matchGroup: { id: 102, name: 'Matchweek 2', matchWeek: 2 }, me: -1, them: 1 },
    ],
    sharedMatches: [
      sharedMatch(3, 3, null, pick(3, 3, { isBanker: true }), HIDDEN),
      sharedMatch(
        2,
        2,
        [3, 1],
        pick(0, 2, { isBanker: true, points: -1, isScored: true }),
        pick(2, 0, { points: 1, isScored: true }),
      ),
      sharedMatch(
        1,
        1,
        [2, 1],
        pick(2, 1, { isBanker: true, points: 6, isScored: true }),
        pick(1, 0, { points: 1, isScored: true }),
      ),
    ],
    ...overrides,
  };
}
