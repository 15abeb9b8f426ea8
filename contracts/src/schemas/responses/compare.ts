import { z } from 'zod';
import { count, id, namedRef } from './common';
import { leagueMatchSchema, matchGroupRefSchema } from './matches';
import { playerFormSchema } from './predictions';
import { publicUserSchema } from './users';

/** A season two players can be compared in: one where either has a prediction the caller may see. */
export const compareSeasonSchema = z.strictObject({
  id,
  name: z.string(),
  isActive: z.boolean(),
  competition: namedRef,
});
export type CompareSeason = z.infer<typeof compareSeasonSchema>;

/** One player's side of a comparison, in the chosen season. */
export const compareSideSchema = z.strictObject({
  /** Team name and kit, as tables and public profiles show them. */
  user: publicUserSchema,
  /** The season's table figures (leaderboard totals: only counted predictions). */
  totals: z.strictObject({
    points: z.number().int(),
    /** Right outcome, exact scores included (as every table counts them). */
    correctResults: count,
    exactScores: count,
    /** Goals in exactly predicted scores: the table's last tie-break. */
    exactGoals: count,
    /** Predictions with a result. */
    scoredPredictions: count,
  }),
  /** Bankers with a result, those right, and what they added beyond their own points (as on a profile's form). */
  bankers: playerFormSchema.shape.bankers,
});
export type CompareSide = z.infer<typeof compareSideSchema>;

/** One round (match group) of the season in which either player has a scored prediction. */
export const compareRoundSchema = z.strictObject({
  matchGroup: matchGroupRefSchema,
  /** The caller's points in the round; null without a scored prediction in it. */
  me: z.number().int().nullable(),
  them: z.number().int().nullable(),
});
export type CompareRound = z.infer<typeof compareRoundSchema>;

/**
 * One player's prediction of a shared match. Another player's goals, banker and points are null
 * (`hidden: true`) until the match's predictionsClose, as everywhere; the caller's own always show.
 */
export const comparePickSchema = z.strictObject({
  homeGoals: count.nullable(),
  awayGoals: count.nullable(),
  isBanker: z.boolean().nullable(),
  /** Null while hidden; 0 until scored. */
  points: z.number().int().nullable(),
  isScored: z.boolean(),
  hidden: z.boolean(),
});
export type ComparePick = z.infer<typeof comparePickSchema>;

/** A match of the season both players predicted (void predictions of cancelled matches left out). */
export const sharedMatchSchema = z.strictObject({
  match: leagueMatchSchema,
  me: comparePickSchema,
  them: comparePickSchema,
});
export type SharedMatch = z.infer<typeof sharedMatchSchema>;

/**
 * GET /users/{id}/compare?season=: the caller (`me`) beside another player (`them`) in one season:
 * totals, banker record, points per round and the matches both predicted, newest first. `seasons`
 * lists the seasons they can be compared in (latest first); `season` is null when there is none.
 */
export const comparisonSchema = z.strictObject({
  season: compareSeasonSchema.nullable(),
  seasons: z.array(compareSeasonSchema),
  me: compareSideSchema,
  them: compareSideSchema,
  /** Who ranks higher on the season's table order (points, correct results, exact scores, exact goals). */
  leader: z.enum(['me', 'them', 'level']),
  /** Oldest first. */
  rounds: z.array(compareRoundSchema),
  /** Newest first. */
  sharedMatches: z.array(sharedMatchSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;
