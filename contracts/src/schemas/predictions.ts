import { z } from 'zod';
import { SCORE_MAX, SCORE_MIN } from '../constants';

export const PREDICTION_MESSAGES = {
  matchRequired: 'Match is required',
  scoreRange: `Scores must be whole numbers from ${SCORE_MIN} to ${SCORE_MAX}`,
  bankerBoolean: 'Banker must be true or false',
  alreadyPredicted: 'You have already predicted this match',
  bankerTaken: 'You already have a banker for this match week',
  bankerNeedsGroup: 'A banker can only be placed on a match in a match week',
  notFound: 'Prediction not found',
  matchNotFound: 'Match not found',
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

/** GET /leaderboards and /leaderboards/partial query. */
export const LEADERBOARD_VIEWS = ['season', 'monthly'] as const;
export type LeaderboardView = (typeof LEADERBOARD_VIEWS)[number];
