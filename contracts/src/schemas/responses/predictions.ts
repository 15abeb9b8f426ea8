import { z } from 'zod';
import { CROWD_TOP_SCORES, FORM_ROUNDS } from '../../constants';
import { count, dateTime, id, namedRef } from './common';
import { matchGroupRefSchema, matchSchema, ownPredictionSchema } from './matches';

/** GET /predictions, POST /predictions, PUT /predictions/{id}, GET /users/{id}/predictions. */
export const predictionSchema = ownPredictionSchema.extend({
  match: matchSchema,
  season: namedRef,
  matchGroup: matchGroupRefSchema.nullable(),
  user: z.strictObject({ id }),
});
export type Prediction = z.infer<typeof predictionSchema>;
export const predictionListSchema = z.array(predictionSchema);

/** GET /predictions/stats and /users/{id}/stats. Accuracy is a whole percentage. */
export const predictionStatsSchema = z.strictObject({
  totalPredictions: count,
  totalPoints: z.number().int(),
  scoredPredictions: count,
  bankerPredictions: count,
  exactScores: count,
  correctResults: count,
  correctBanks: count,
  predictionAccuracy: z.number().int().min(0).max(100),
});
export type PredictionStats = z.infer<typeof predictionStatsSchema>;

/** One round of a player's form: a match week in which they have predictions whose deadline has passed. */
export const formRoundSchema = z.strictObject({
  season: namedRef,
  matchGroup: matchGroupRefSchema,
  /** Points of the round's scored predictions (the banker's effect included). */
  points: z.number().int(),
  predictions: count,
  /** Of them, those with a result; fewer than `predictions` while the round is in play. */
  scoredPredictions: count,
});
export type FormRound = z.infer<typeof formRoundSchema>;

/**
 * GET /users/{id}/form: a public profile's season form (the latest FORM_ROUNDS rounds, oldest
 * first), accuracy and banker record, over predictions whose deadline has passed only.
 */
export const playerFormSchema = z.strictObject({
  rounds: z.array(formRoundSchema).max(FORM_ROUNDS),
  accuracy: z.strictObject({
    /** correctResults / scoredPredictions × 100, rounded (0 with nothing scored). */
    percent: z.number().int().min(0).max(100),
    correctResults: count,
    scoredPredictions: count,
  }),
  bankers: z.strictObject({
    /** Bankers with a result. */
    scored: count,
    correct: count,
    /** What the bankers added beyond their own points: doubled points, less 1 for each wrong one. */
    bonusPoints: z.number().int(),
  }),
});
export type PlayerForm = z.infer<typeof playerFormSchema>;

/** POST /predictions/batch: every saved prediction in request order, each as POST /predictions answers it. */
export const predictionBatchResponseSchema = z.strictObject({
  predictions: z.array(predictionSchema),
});
export type PredictionBatchResponse = z.infer<typeof predictionBatchResponseSchema>;

const share = z
  .number()
  .int()
  .min(0)
  .max(100)
  .describe('count / totalPredictions as a whole percentage, rounded (0 when there are none)');
const tally = z.strictObject({ count, share });

/**
 * GET /matches/{id}/crowd-picks (once predictions close): how everyone predicted the match. Shares
 * are whole percentages, each rounded on its own (so they need not add up to exactly 100).
 */
export const crowdPicksSchema = z.strictObject({
  matchId: id,
  totalPredictions: count,
  outcomes: z.strictObject({ homeWin: tally, draw: tally, awayWin: tally }),
  topScores: z
    .array(z.strictObject({ homeGoals: count, awayGoals: count, count, share }))
    .max(CROWD_TOP_SCORES)
    .describe('The five most predicted scores: by count (most first), then homeGoals, awayGoals'),
});
export type CrowdPicks = z.infer<typeof crowdPicksSchema>;

/**
 * One item of GET /predictions/this-round: in an active season the caller follows (has predicted in,
 * or their favourite team's competition, else the top flight, first), the match group of the
 * season's next open match, with the caller's progress on it.
 */
export const thisRoundItemSchema = z.strictObject({
  season: namedRef,
  matchGroup: z.strictObject({ id, name: z.string(), matchWeek: z.number().int().nullable() }),
  deadline: dateTime.describe("The earliest predictionsClose among the group's open matches"),
  matchCount: count,
  openCount: count,
  predictedCount: count.describe('Matches of the group the caller has predicted'),
  bankerPlaced: z.boolean(),
});
export type ThisRoundItem = z.infer<typeof thisRoundItemSchema>;
export const thisRoundSchema = z.array(thisRoundItemSchema);
