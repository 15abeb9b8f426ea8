import { z } from 'zod';
import { count, dateTime, id, namedRef } from './common';
import { matchGroupRefSchema, matchSchema, pointsBreakdownSchema } from './matches';

/** GET /predictions, POST /predictions, PUT /predictions/{id}, GET /users/{id}/predictions. */
export const predictionSchema = z.strictObject({
  id,
  match: matchSchema,
  homeGoals: count,
  awayGoals: count,
  isBanker: z.boolean(),
  isVoid: z.boolean(),
  points: z.number().int(),
  isScored: z.boolean(),
  exactScorePoints: z.number().int(),
  correctResultPoints: z.number().int(),
  pointsBreakdown: pointsBreakdownSchema,
  season: namedRef,
  matchGroup: matchGroupRefSchema.nullable(),
  user: z.strictObject({ id }),
  createdAt: dateTime,
  updatedAt: dateTime,
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
