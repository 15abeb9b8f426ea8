/**
 * The leaderboard filters and their place in the URL (?season=&view=&year=&month=), so back,
 * forward and reload keep them. Spec §2, §9: season tabs plus 'all', view season (default) or
 * monthly, monthly years from the current year back over the last 6 years, months January to
 * December.
 */
import type { LeaderboardView } from '@predictor/contracts/types';

export interface LeaderboardFilter {
  season: 'all' | number;
  view: LeaderboardView;
  /** Monthly view only (always set there, defaulting to the current UTC month). */
  year?: number;
  month?: number;
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The year choices of the monthly view: this year and the 5 before it (6 years). */
export function yearChoices(now: Date): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 6 }, (_, i) => year - i);
}

const wholeNumber = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The filter a URL asks for; anything missing or invalid falls back to the defaults. */
export function readFilter(params: URLSearchParams, now: Date): LeaderboardFilter {
  const seasonId = wholeNumber(params.get('season'));
  const season = seasonId !== null && seasonId > 0 ? seasonId : 'all';
  if (params.get('view') !== 'monthly') return { season, view: 'season' };
  const year = wholeNumber(params.get('year'));
  const month = wholeNumber(params.get('month'));
  return {
    season,
    view: 'monthly',
    year: year !== null && yearChoices(now).includes(year) ? year : now.getUTCFullYear(),
    month: month !== null && month >= 1 && month <= 12 ? month : now.getUTCMonth() + 1,
  };
}

/** The query string of a filter (the page's URL and the API call use the same one). */
export function filterParams(filter: LeaderboardFilter): URLSearchParams {
  const params = new URLSearchParams({ season: String(filter.season), view: filter.view });
  if (filter.view === 'monthly') {
    if (filter.year !== undefined) params.set('year', String(filter.year));
    if (filter.month !== undefined) params.set('month', String(filter.month));
  }
  return params;
}
