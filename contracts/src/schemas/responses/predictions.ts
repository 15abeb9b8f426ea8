import { z } from 'zod';
import { count, id, namedRef } from './common';
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
