import { z } from 'zod';
import { count, id } from './common';

/** PUT /admin/matches/{matchId}/predictions/{userId}: the player's prediction as stored, re-scored. */
export const latePredictionResultSchema = z.strictObject({
  created: z.boolean(),
  prediction: z.strictObject({
    id,
    userId: id,
    matchId: id,
    homeGoals: count,
    awayGoals: count,
    isBanker: z.boolean(),
    points: z.number().int(),
    isScored: z.boolean(),
    enteredByAdmin: z.boolean(),
  }),
});
export type LatePredictionResult = z.infer<typeof latePredictionResultSchema>;

/**
 * GET /admin/matches/{matchId}/predictions/{userId}: the player's prediction for the match, or null,
 * shown before a late prediction replaces it.
 */
export const currentPredictionSchema = z.strictObject({
  prediction: z
    .strictObject({
      homeGoals: count,
      awayGoals: count,
      isBanker: z.boolean(),
      enteredByAdmin: z.boolean(),
    })
    .nullable(),
});
export type CurrentPrediction = z.infer<typeof currentPredictionSchema>;
