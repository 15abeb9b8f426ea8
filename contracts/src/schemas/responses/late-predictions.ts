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
