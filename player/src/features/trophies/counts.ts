import { formatLongDate } from '../../lib/dates';

/** The tallies above a trophy room (spec §2): gold, silver and bronze read from the trophy type. */
export interface TrophyCounts {
  total: number;
  gold: number;
  silver: number;
  bronze: number;
}

/**
 * Counts a room's awards: every award in total; gold when its type contains 'first', silver
 * 'second', bronze 'third' (custom trophies count only in the total).
 */
export function trophyCounts(awards: readonly { trophy: { trophyType: string } }[]): TrophyCounts {
  const counts: TrophyCounts = { total: awards.length, gold: 0, silver: 0, bronze: 0 };
  for (const { trophy } of awards) {
    const type = trophy.trophyType.toLowerCase();
    if (type.includes('first')) counts.gold += 1;
    else if (type.includes('second')) counts.silver += 1;
    else if (type.includes('third')) counts.bronze += 1;
  }
  return counts;
}

/** 'Earned 3 March 2026' (en-GB long date). */
export function earnedLabel(awardedAt: string): string {
  return `Earned ${formatLongDate(awardedAt)}`;
}
