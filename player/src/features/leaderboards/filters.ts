/**
 * The leaderboard filters (written once in contracts/src/rules/leaderboard-filter.ts), and what only
 * the page does with them.
 */
import { readFilter, type LeaderboardFilter } from '@predictor/contracts/rules';

export {
  currentSeasonYear,
  filterParams,
  readFilter,
  seasonYearChoices,
  yearChoices,
  type LeaderboardFilter,
} from '@predictor/contracts/rules';

/** '2025/26 Season'. */
export const seasonYearLabel = (year: number) =>
  `${year}/${String((year + 1) % 100).padStart(2, '0')} Season`;

/** Another competition keeps the view, except the round view for All Competitions (no rounds there). */
export function withSeason(filter: LeaderboardFilter, season: LeaderboardFilter['season']) {
  if (filter.view === 'round')
    return season === 'all'
      ? readFilter(new URLSearchParams(), new Date())
      : { season, view: 'round' as const };
  return { ...filter, season };
}
