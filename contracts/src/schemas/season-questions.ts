import { z } from 'zod';
import {
  SEASON_QUESTION_LIMITS as LIMITS,
  SEASON_QUESTION_MESSAGES as M,
} from '../rules/season-questions';
import { ADMIN_MESSAGES, isoDateTime, requiredId } from './admin';

/** Season predictions (issue 31 item 4): the requests of the admin's questions and the players' answers. */

const points = z
  .number({ error: M.pointsRange })
  .int(M.pointsRange)
  .min(LIMITS.pointsMin, M.pointsRange)
  .max(LIMITS.pointsMax, M.pointsRange);
const picks = z
  .number({ error: M.picksRange })
  .int(M.picksRange)
  .min(LIMITS.picksMin, M.picksRange)
  .max(LIMITS.picksMax, M.picksRange);

/** A list of distinct team ids, one to `picksMax`. */
export const teamIdsSchema = z
  .array(z.number({ error: M.teamsRequired }).int(M.teamsRequired).positive(M.teamsRequired), {
    error: M.teamsRequired,
  })
  .min(1, M.teamsRequired)
  .max(LIMITS.picksMax, M.teamsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, M.teamsDistinct);

/**
 * PUT /admin/season-questions/{id}: the question's words, deadline, points per correct team and
 * how many teams a player picks (merged over the stored question, then validated whole).
 */
export const seasonQuestionSchema = z.object({
  text: z
    .string({ error: M.textRequired })
    .trim()
    .min(1, M.textRequired)
    .max(LIMITS.textMax, M.textTooLong),
  deadline: isoDateTime(M.deadlineRequired),
  points,
  picks,
});
export type SeasonQuestionInput = z.infer<typeof seasonQuestionSchema>;

/**
 * POST /admin/season-questions: a question of a season; without a deadline it locks before the
 * season (at its first kick-off, else at the start of its start date, UTC).
 */
export const createSeasonQuestionSchema = seasonQuestionSchema.extend({
  seasonId: requiredId(ADMIN_MESSAGES.seasonRequired),
  deadline: isoDateTime(M.deadlineRequired).optional(),
});
export type CreateSeasonQuestionInput = z.infer<typeof createSeasonQuestionSchema>;

/** POST /admin/season-questions/{id}/answer: the right teams (null takes the answer back). */
export const seasonQuestionAnswerSchema = z.strictObject({
  teamIds: teamIdsSchema.nullable(),
});
export type SeasonQuestionAnswerInput = z.infer<typeof seasonQuestionAnswerSchema>;

/** PUT /seasons/{id}/questions/{questionId}/answer: the caller's picks. */
export const seasonAnswerSchema = z.strictObject({ teamIds: teamIdsSchema });
export type SeasonAnswerInput = z.infer<typeof seasonAnswerSchema>;
