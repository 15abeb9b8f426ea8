import { z } from 'zod';
import { PREDICTION_BATCH_MAX, SCORE_MAX, SCORE_MIN } from '../constants';

export const PREDICTION_MESSAGES = {
  matchRequired: 'Match is required',
  scoreRange: `Scores must be whole numbers from ${SCORE_MIN} to ${SCORE_MAX}`,
  bankerBoolean: 'Banker must be true or false',
  alreadyPredicted: 'You have already predicted this match',
  bankerTaken: 'You already have a banker for this match week',
  bankerNeedsGroup: 'A banker can only be placed on a match in a match week',
  notFound: 'Prediction not found',
  matchNotFound: 'Match not found',
  batchSize: `Send from 1 to ${PREDICTION_BATCH_MAX} predictions`,
  duplicateMatch: 'This match appears more than once in the batch',
  batchRefused: 'Some predictions could not be saved',
  crowdPicksOpen: 'Crowd picks are shown once predictions close',
} as const;

const goals = z
  .number({ error: PREDICTION_MESSAGES.scoreRange })
  .int(PREDICTION_MESSAGES.scoreRange)
  .min(SCORE_MIN, PREDICTION_MESSAGES.scoreRange)
  .max(SCORE_MAX, PREDICTION_MESSAGES.scoreRange);

/** POST /predictions and PUT /predictions/{id} body. On PUT, match may be omitted (it cannot change). */
export const predictionInputSchema = z.object({
  match: z
    .number({ error: PREDICTION_MESSAGES.matchRequired })
    .int(PREDICTION_MESSAGES.matchRequired)
    .positive(PREDICTION_MESSAGES.matchRequired),
  homeGoals: goals,
  awayGoals: goals,
  isBanker: z.boolean({ error: PREDICTION_MESSAGES.bankerBoolean }).optional().default(false),
});
export type PredictionInput = z.infer<typeof predictionInputSchema>;

export const predictionUpdateSchema = predictionInputSchema.extend({
  match: predictionInputSchema.shape.match.optional(),
});
export type PredictionUpdate = z.infer<typeof predictionUpdateSchema>;

/**
 * POST /predictions/batch body: the desired state of the caller's prediction for each match (created
 * or updated), 1 to PREDICTION_BATCH_MAX rows, each match once (a repeat is refused at
 * `predictions.<index>.match`).
 */
export const predictionBatchSchema = z.object({
  predictions: z
    .array(predictionInputSchema, { error: PREDICTION_MESSAGES.batchSize })
    .min(1, PREDICTION_MESSAGES.batchSize)
    .max(PREDICTION_BATCH_MAX, PREDICTION_MESSAGES.batchSize)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((row, index) => {
        if (seen.has(row.match))
          ctx.addIssue({
            code: 'custom',
            message: PREDICTION_MESSAGES.duplicateMatch,
            path: [index, 'match'],
          });
        seen.add(row.match);
      });
    }),
});
export type PredictionBatch = z.infer<typeof predictionBatchSchema>;

/** GET /leaderboards and /leaderboards/partial query. */
export const LEADERBOARD_VIEWS = ['season', 'monthly', 'round'] as const;
export type LeaderboardView = (typeof LEADERBOARD_VIEWS)[number];
