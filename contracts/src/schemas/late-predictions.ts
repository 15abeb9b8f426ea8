import { z } from 'zod';
import { LATE_PREDICTION_MESSAGES as M, LATE_PREDICTION_REASON_MAX_LENGTH } from '../admin';
import { resultGoalsSchema } from './admin-matches';

/** PUT /admin/matches/{matchId}/predictions/{userId}: a player's prediction entered by an admin. */
export const latePredictionSchema = z.object({
  homeGoals: resultGoalsSchema,
  awayGoals: resultGoalsSchema,
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(LATE_PREDICTION_REASON_MAX_LENGTH, M.reasonTooLong),
});
export type LatePredictionInput = z.infer<typeof latePredictionSchema>;
export { LATE_PREDICTION_MESSAGES, LATE_PREDICTION_REASON_MAX_LENGTH } from '../admin';
