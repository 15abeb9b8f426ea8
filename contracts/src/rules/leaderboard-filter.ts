/**
 * The leaderboard filters and their place in the URL (?season=&view=&year=&month=&round=), so back,
 * forward and reload keep them; the same query asks GET /api/leaderboards (the player's page, and the
 * server's page of /leaderboards, which asks for it before the app has loaded). Spec §2, §9: season tabs plus 'all', view season (default) or
 * monthly, monthly years from the current year back over the last 6 years, months January to
 * December. Beyond the spec (issue 31): the round view, one competition's match week (its latest
 * with a result unless a round is picked); All Competitions has no rounds.
 */
import type { LeaderboardView } from '../types';

export interface LeaderboardFilter {
  season: 'all' | number;
  view: LeaderboardView;
  /**
   * Monthly view: the calendar year (always set, defaulting to the current UTC month's). Season view
   * of All Competitions: the season's start year (always set, defaulting to the current season).
   */
  year?: number;
  month?: number;
  /** Round view: the match group picked (none: the API's default, its latest round with a result). */
  round?: number;
}

/** The year choices of the monthly view: this year and the 5 before it (6 years). */
export function yearChoices(now: Date): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 6 }, (_, i) => year - i);
}

/**
 * The start year of the season a date falls in: English seasons start in summer, so from July on a
 * date belongs to the season starting that year (spec §9: the default, 2025, is '2025/26 Season').
 */
export function currentSeasonYear(now: Date): number {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** The season choices of All Competitions: the current season and the 5 before it. */
export function seasonYearChoices(now: Date): number[] {
  const year = currentSeasonYear(now);
  return Array.from({ length: 6 }, (_, i) => year - i);
}

const wholeNumber = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The filter a URL asks for; anything missing or invalid falls back to the defaults. */
export function readFilter(params: URLSearchParams, now: Date): LeaderboardFilter {
  const seasonId = wholeNumber(params.get('season'));
  const season = seasonId !== null && seasonId > 0 ? seasonId : 'all';
  const year = wholeNumber(params.get('year'));
  if (params.get('view') === 'round' && season !== 'all') {
    const round = wholeNumber(params.get('round'));
    return round !== null && round > 0
      ? { season, view: 'round', round }
      : { season, view: 'round' };
  }
  if (params.get('view') !== 'monthly') {
    if (season !== 'all') return { season, view: 'season' };
    const choices = seasonYearChoices(now);
    return {
      season,
      view: 'season',
      year: year !== null && choices.includes(year) ? year : choices[0],
    };
  }
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
  const hasYear = filter.view === 'monthly' || filter.season === 'all';
  if (hasYear && filter.year !== undefined) params.set('year', String(filter.year));
  if (filter.view === 'monthly' && filter.month !== undefined)
    params.set('month', String(filter.month));
  if (filter.view === 'round' && filter.round !== undefined)
    params.set('round', String(filter.round));
  return params;
}
