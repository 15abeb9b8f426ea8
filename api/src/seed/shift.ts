import type { MatchStatus } from '@predictor/contracts/types';
import type { Fixture } from './fixtures';

/**
 * A day in the real 2025-26 season where every tier of the source still has results (League Two and
 * the National League stop at 29/30 December 2025). The seed shifts the season by the whole number of
 * weeks that brings this day nearest to "now", so today falls mid-season with results behind it in every tier.
 */
export const SHIFT_ANCHOR = new Date('2025-12-20T00:00:00Z');
const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;

/** Whole weeks to add to the real 2025-26 dates (can be negative). */
export function weeksToShift(now: Date): number {
  return Math.round((now.getTime() - SHIFT_ANCHOR.getTime()) / WEEK);
}

/** UK clock offset from UTC in minutes (BST: last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC). */
export function ukOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return last.getTime() - last.getUTCDay() * DAY;
  };
  return utcMs >= lastSunday(2) && utcMs < lastSunday(9) ? 60 : 0;
}

/**
 * The kick-off of a fixture moved by whole weeks, keeping its weekday and its UK wall-clock time
 * (a 15:00 Saturday game stays a 15:00 Saturday game across the clock change). A plain date with no
 * time (a few postponed games) is put at 15:00 UK time.
 */
export function shiftKickOff(sourceDate: string, weeks: number): Date {
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(sourceDate);
  const utc = plain ? null : Date.parse(sourceDate);
  if (!plain && Number.isNaN(utc)) throw new Error(`Bad fixture date ${sourceDate}`);
  // Wall-clock UK time written as if it were UTC.
  const wall = plain
    ? Date.parse(`${sourceDate}T15:00:00Z`)
    : utc! + ukOffsetMinutes(utc!) * 60_000;
  const shiftedWall = wall + weeks * WEEK;
  return new Date(shiftedWall - ukOffsetMinutes(shiftedWall - 3600_000) * 60_000);
}

export type SeededMatchState = {
  status: Exclude<MatchStatus, 'in_progress'>;
  homeGoals: number | null;
  awayGoals: number | null;
};

/**
 * What a shifted fixture looks like at `now`: in the past it keeps its real score (finished), or is
 * postponed/cancelled when the source has none; in the future it is scheduled, whatever the source says.
 */
export function matchState(fixture: Fixture, kickOff: Date, now: Date): SeededMatchState {
  if (kickOff.getTime() >= now.getTime())
    return { status: 'scheduled', homeGoals: null, awayGoals: null };
  if (fixture.homeGoals !== null && fixture.awayGoals !== null) {
    return { status: 'finished', homeGoals: fixture.homeGoals, awayGoals: fixture.awayGoals };
  }
  return {
    status: fixture.status === 'cancelled' ? 'cancelled' : 'postponed',
    homeGoals: null,
    awayGoals: null,
  };
}
