import { z } from 'zod';
import {
  LEADERBOARD_VIEWS,
  LEAGUE_PREDICTIONS_PAGE_SIZE,
  NEWS_STATUSES,
  STANDINGS_PAGE_SIZE,
} from '@predictor/contracts';

/** Query strings as the routes read them (documentation: each route parses its own query). */
const idText = z.string().regex(/^\d+$/);
const json = (what: string) => z.string().describe(`JSON: ${what}`);

/** ra-data-simple-rest list parameters every admin list accepts. */
export const simpleRestQuery = z.object({
  sort: json('["field","ASC"|"DESC"]').optional(),
  range: json('[first, last]').optional(),
  filter: json('{field: value}').optional(),
});

export const seasonsQuery = z.object({ active: z.enum(['true', 'false']).optional() });
export const matchesQuery = z.object({ season: idText.optional(), matchGroup: idText.optional() });
export const predictionsQuery = z.object({ season: idText.optional(), match: idText.optional() });
export const leaderboardQuery = z.object({
  season: z.union([idText, z.literal('all')]).optional(),
  view: z.enum(LEADERBOARD_VIEWS).optional(),
  year: idText.optional(),
  month: idText.optional(),
  round: idText
    .describe("The round view's match group (default: the latest with a result)")
    .optional(),
});
export const newsQuery = z.object({ limit: idText.optional(), offset: idText.optional() });
export const leaguePredictionsQuery = z.object({
  matchGroupId: idText,
  offset: idText.describe('Members to skip (default 0)').optional(),
  limit: idText
    .describe(`Members in the page: 1 to ${LEAGUE_PREDICTIONS_PAGE_SIZE} (the default)`)
    .optional(),
});
export const standingsQuery = z.object({
  offset: idText.describe('Rows to skip (default 0)').optional(),
  limit: idText.describe(`Rows in the page: 1 to ${STANDINGS_PAGE_SIZE} (the default)`).optional(),
});
export const compareQuery = z.object({
  season: idText
    .describe(
      'The season to compare in; default: the first of `seasons` both players predicted in, else the first of `seasons`',
    )
    .optional(),
});
export const userSearchQuery = z.object({ q: z.string().min(2) });
export const tokenQuery = z.object({ token: z.string() });
export const adminMatchesQuery = simpleRestQuery.extend({
  sort: json(
    '["field","ASC"|"DESC"]; field todayFirst: by kick-off, the server\'s UTC today\'s matches first',
  ).optional(),
  filter: json(
    "{seasonId, status, date, matchGroupId, q, id, currentWeek: true (each active season's, or the chosen season's, current match group by the 36-hour rule), awaitingResult: true (kicked off, not finished, cancelled or postponed)}",
  ).optional(),
  season: idText.optional(),
  status: z.string().optional(),
  date: z.string().describe('YYYY-MM-DD').optional(),
  highlight: idText
    .describe(
      "A match id (needs range): answers the page of the range's size, in the sort asked, holding that match among its season's matches, in place of filter and range; Content-Range gives its offset. 400 when malformed or without range, 404 for an unknown match",
    )
    .optional(),
});
export const adminMatchGroupsQuery = simpleRestQuery.extend({
  season: idText.optional(),
  seasonId: idText.optional(),
});
export const adminNewsQuery = simpleRestQuery.extend({
  limit: idText.optional(),
  status: z.enum(NEWS_STATUSES).optional(),
});
export const adminAwardsQuery = simpleRestQuery.extend({
  page: idText.optional(),
  limit: idText.optional(),
  trophyId: idText.optional(),
});
