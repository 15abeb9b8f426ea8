import { z } from 'zod';
import { count, dateTime, id, namedRef } from './common';

/** A team a season question may be answered with (the teams playing in the season's matches). */
export const seasonTeamSchema = z.strictObject({
  id,
  name: z.string(),
  shortName: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type SeasonTeam = z.infer<typeof seasonTeamSchema>;

/**
 * One question as a player sees it: `open` until the deadline; the caller's own picks and, once the
 * admin has set the answer, the right teams and the caller's points; others' picks only after the
 * deadline, and only as counts per team (`pickCounts`, null before).
 */
export const seasonQuestionResponseSchema = z.strictObject({
  id,
  seasonId: id,
  text: z.string(),
  deadline: dateTime,
  points: z.number().int(),
  picks: z.number().int(),
  open: z.boolean(),
  answerTeamIds: z.array(id).nullable(),
  myTeamIds: z.array(id).nullable(),
  myPoints: z.number().int().nullable(),
  answers: count,
  pickCounts: z.array(z.strictObject({ teamId: id, count })).nullable(),
});
export type SeasonQuestion = z.infer<typeof seasonQuestionResponseSchema>;

/** GET /seasons/{id}/questions: the season, its teams by name and its questions by deadline. */
export const seasonQuestionsSchema = z.strictObject({
  season: namedRef,
  teams: z.array(seasonTeamSchema),
  questions: z.array(seasonQuestionResponseSchema),
});
export type SeasonQuestions = z.infer<typeof seasonQuestionsSchema>;

/** A question as the back office reads it. */
export const adminSeasonQuestionSchema = z.strictObject({
  id,
  seasonId: id,
  season: namedRef,
  text: z.string(),
  deadline: dateTime,
  points: z.number().int(),
  picks: z.number().int(),
  answerTeamIds: z.array(id).nullable(),
  answeredAt: dateTime.nullable(),
  answerCount: count,
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type AdminSeasonQuestion = z.infer<typeof adminSeasonQuestionSchema>;
