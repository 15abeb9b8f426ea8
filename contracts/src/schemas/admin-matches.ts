import { z } from 'zod';
import { BULK_ROW_STATUSES, VENUE_MAX_LENGTH, MATCH_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { closesBeforeKickOff } from '../rules/close-before-kick-off';
import { scoreRule } from '../rules/live';
import {
  ADMIN_MESSAGES,
  BULK_RESULTS_MAX,
  RESULT_GOALS_MAX,
  SHIFT_MATCHES_MAX,
  SHIFT_MINUTES_MAX,
  isoDateTime,
  matchWeek,
  optionalText,
  requiredId,
} from './admin';

/** Admin match schemas: create, edit, result, bulk results, shift and fixture import. */
const venue = optionalText(VENUE_MAX_LENGTH, ADMIN_MESSAGES.venueTooLong);

/** POST /admin/matches: the spec's field names (season, matchGroup, homeTeam, awayTeam are ids). */
export const createMatchSchema = z
  .object({
    season: requiredId(ADMIN_MESSAGES.seasonRequired),
    matchGroup: requiredId(ADMIN_MESSAGES.matchGroupRequired),
    homeTeam: requiredId(ADMIN_MESSAGES.homeTeamRequired),
    awayTeam: requiredId(ADMIN_MESSAGES.awayTeamRequired),
    matchDate: isoDateTime(ADMIN_MESSAGES.matchDateRequired),
    predictionsClose: isoDateTime(ADMIN_MESSAGES.predictionsCloseRequired),
    venue,
    matchWeek,
  })
  .refine((m) => m.homeTeam !== m.awayTeam, { message: MESSAGES.homeAwaySame, path: ['awayTeam'] })
  .refine(closesBeforeKickOff, { message: MESSAGES.closeBeforeStart, path: ['predictionsClose'] });
export type CreateMatchInput = z.infer<typeof createMatchSchema>;

/** PUT /admin/matches/{id}. */
export const updateMatchSchema = z
  .object({
    matchDate: isoDateTime(ADMIN_MESSAGES.matchDateRequired),
    predictionsClose: isoDateTime(ADMIN_MESSAGES.predictionsCloseRequired),
    matchGroupId: requiredId(ADMIN_MESSAGES.matchGroupRequired),
    venue,
    matchWeek,
    status: z.enum(MATCH_STATUSES, {
      error: (i) =>
        i.input === undefined ? ADMIN_MESSAGES.statusRequired : ADMIN_MESSAGES.statusInvalid,
    }),
  })
  .refine(closesBeforeKickOff, { message: MESSAGES.closeBeforeStart, path: ['predictionsClose'] });
export type UpdateMatchInput = z.infer<typeof updateMatchSchema>;

const goals = z
  .number({
    error: (i) =>
      i.input === undefined || i.input === null
        ? ADMIN_MESSAGES.goalsRequired
        : ADMIN_MESSAGES.goalsInvalid,
  })
  .int(ADMIN_MESSAGES.goalsInvalid)
  .min(0, ADMIN_MESSAGES.goalsInvalid)
  .max(RESULT_GOALS_MAX, ADMIN_MESSAGES.goalsInvalid);

/**
 * Set only to record a result before its match's kick-off (e.g. an awarded match): without it such
 * a result is refused (RESULT_BEFORE_KICK_OFF); when used, the result's audit entry says so.
 */
const beforeKickOff = z.boolean({ error: 'beforeKickOff must be true or false' }).optional();

/**
 * Set to give a match in play its live score (it stays in progress: provisional points only, nothing
 * stored in the totals) instead of finishing it with its result.
 */
const inPlay = z.boolean({ error: 'inPlay must be true or false' }).optional();

/** POST /admin/matches/{id}/result. */
export const matchResultSchema = z.object({
  homeGoals: goals,
  awayGoals: goals,
  beforeKickOff,
  inPlay,
});
export type MatchResultInput = z.infer<typeof matchResultSchema>;

/**
 * One row of POST /admin/matches/results (each row is checked on its own so errors can name it):
 * status defaults to finished, which needs both goal counts; in progress takes a live score (both
 * goal counts) or none; every other status takes none (rules/live.ts scoreRule).
 */
export const bulkResultRowSchema = z
  .object({
    matchId: requiredId(ADMIN_MESSAGES.matchNotFound),
    status: z
      .enum(BULK_ROW_STATUSES, { error: ADMIN_MESSAGES.rowStatusInvalid })
      .default('finished'),
    homeGoals: goals.nullish(),
    awayGoals: goals.nullish(),
    beforeKickOff,
  })
  .superRefine((row, ctx) => {
    const rule = scoreRule(row.status);
    const given = (['homeGoals', 'awayGoals'] as const).filter(
      (key) => row[key] !== undefined && row[key] !== null,
    );
    for (const key of ['homeGoals', 'awayGoals'] as const) {
      const has = given.includes(key);
      const message =
        rule === 'required' && !has
          ? ADMIN_MESSAGES.goalsRequired
          : rule === 'none' && has
            ? ADMIN_MESSAGES.noGoalsUnlessFinished
            : rule === 'optional' && given.length === 1 && !has
              ? ADMIN_MESSAGES.liveScoreBothGoals
              : null;
      if (message) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });
export type BulkResultRow = z.input<typeof bulkResultRowSchema>;
export const bulkResultsSchema = z.object({
  results: z
    .array(z.unknown(), { error: 'results must be a list' })
    .min(1, 'results must not be empty')
    .max(BULK_RESULTS_MAX, `At most ${BULK_RESULTS_MAX} results at once`),
});

/** POST /admin/matches/shift. */
export const shiftMatchesSchema = z.object({
  matchIds: z
    .array(requiredId(ADMIN_MESSAGES.matchIdsRequired), { error: ADMIN_MESSAGES.matchIdsRequired })
    .min(1, ADMIN_MESSAGES.matchIdsRequired)
    .max(SHIFT_MATCHES_MAX),
  minutes: z
    .number({ error: ADMIN_MESSAGES.minutesInvalid })
    .int(ADMIN_MESSAGES.minutesInvalid)
    .min(-SHIFT_MINUTES_MAX, ADMIN_MESSAGES.minutesInvalid)
    .max(SHIFT_MINUTES_MAX, ADMIN_MESSAGES.minutesInvalid),
});

/** POST /admin/seasons/{seasonId}/fixtures/import. */
export const fixtureImportSchema = z.object({
  csv: z.string({ error: ADMIN_MESSAGES.csvRequired }).min(1, ADMIN_MESSAGES.csvRequired),
  confirm: z.boolean().optional().default(false),
});

/** The goals of a result (0 to RESULT_GOALS_MAX), also used by late predictions. */
export { goals as resultGoalsSchema };
