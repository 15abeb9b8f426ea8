import { formatMonthYear } from '../../lib/dates';

/** 'Est. August 2025': when a team joined, from the user's createdAt (UTC). */
export function establishedLabel(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `Est. ${formatMonthYear(date)}`;
}

/** The first year the home leaderboard widget offers (spec §9). */
export const FIRST_POSITION_YEAR = 2020;

/** Year choices of the leaderboard-position widget: the current year back to 2020. */
export function positionYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_POSITION_YEAR; y--) years.push(y);
  return years;
}
