import { z } from 'zod';
import { count, id } from './common';
import { publicUserSchema } from './users';

/**
 * One ranked player; equal players share a position (1, 2, 2, 4), and `tied` says so ('=2').
 * `previousPosition`: where the player stood before the latest match week's results (the movement
 * ▲3, ▼1, –); null when they were not ranked then or that week added nothing to this table.
 */
export const leaderboardRowSchema = z.strictObject({
  position: z.number().int().positive(),
  tied: z.boolean(),
  previousPosition: z.number().int().positive().nullable(),
  user: publicUserSchema,
  totalPoints: z.number().int(),
  correctResultCount: count,
  exactScoreCount: count,
  totalPredictions: count,
  /** In a table as it stands (`live` below): the points the player's live predictions add now. */
  livePoints: z.number().int().optional(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** A match in play counted as it stands, with its live score. */
export const liveMatchSchema = z.strictObject({
  id,
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeGoals: count,
  awayGoals: count,
});
/** Present while matches a table counts are in play with a live score: the table is as it stands. */
export const liveTableSchema = z.strictObject({ matches: z.array(liveMatchSchema).min(1) });
export type LiveTable = z.infer<typeof liveTableSchema>;

/**
 * GET /leaderboards: the top 100, the caller's own row (null when anonymous or unranked), ranked
 * players; the round view also says which round it shows (null: the season has no rounds) and
 * whether all its results are in.
 */
export const leaderboardSchema = z.strictObject({
  rows: z.array(leaderboardRowSchema),
  currentUser: leaderboardRowSchema.nullable(),
  totalUsers: count,
  round: z
    .strictObject({
      id,
      name: z.string(),
      matchWeek: z.number().int().nullable(),
      complete: z.boolean(),
    })
    .nullable()
    .optional(),
  /** Provisional: matches are in play; positions and totals include their live scores (never stored). */
  live: liveTableSchema.optional(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET /leaderboards/partial: the top 10. */
export const leaderboardPartialSchema = z.strictObject({
  showPartial: z.boolean(),
  leaderboard: z.array(leaderboardRowSchema),
});
export type LeaderboardPartial = z.infer<typeof leaderboardPartialSchema>;

/** GET /users/{id}/global-rank: beyond 1000 the rank is null and isUnranked true. */
export const globalRankSchema = z.strictObject({
  hasRank: z.boolean(),
  rank: z.number().int().positive().nullable(),
  isUnranked: z.boolean(),
});
export type GlobalRank = z.infer<typeof globalRankSchema>;
