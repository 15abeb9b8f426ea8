import type { Distribution } from '@predictor/contracts/types';

export type SeasonDistribution = Distribution[number];
export type Tone = 'correct' | 'wrong' | 'empty';

/** A match-week tile (admin spec §9): green at the expected count, orange when other and non-zero. */
export function tileTone(matchCount: number, expectedPerWeek: number): Tone {
  if (matchCount === 0) return 'empty';
  return matchCount === expectedPerWeek ? 'correct' : 'wrong';
}

/** A season needs attention when a match has no group or a wrong one, or a week's count is off. */
export function hasIssues(season: SeasonDistribution): boolean {
  return (
    season.matchesWithNoGroup.length > 0 ||
    season.matchesWithWrongGroup.length > 0 ||
    season.matchGroups.some((g) => tileTone(g.matchCount, season.expectedPerWeek) === 'wrong')
  );
}

/** Manage Matches with the match scrolled to and marked (the Fix link). */
export const fixPath = (matchId: number) => `/matches?highlight=${matchId}`;
