import Router from '@koa/router';
import {
  predictionBatchSchema,
  predictionInputSchema,
  predictionUpdateSchema,
} from '@predictor/contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth';
import { parse, parseId } from '../../lib/validate';
import { savePredictionBatch } from './batch';
import * as predictions from './service';
import { thisRound } from './this-round';

export const predictionsRouter = new Router({ prefix: '/predictions' });
predictionsRouter.use(requireUser);

const id = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n > 0, 'must be a positive whole number');
const listQuery = z.object({ season: id.optional(), match: id.optional() });

/** GET /predictions[?season={id}|?match={id}] → the caller's own Prediction[] by kick-off. */
predictionsRouter.get('/', async (ctx) => {
  const filter = parse(listQuery, ctx.query);
  ctx.body = await predictions.listOwnPredictions(ctx.deps, currentUser(ctx).id, filter);
});

/** GET /predictions/stats → {totalPredictions, totalPoints, scoredPredictions, bankerPredictions, exactScores, correctResults, correctBanks, predictionAccuracy}. */
predictionsRouter.get('/stats', async (ctx) => {
  ctx.body = await predictions.predictionStats(ctx.deps.knex, currentUser(ctx).id);
});

/**
 * GET /predictions/this-round → per active season the caller follows (predicted in, or their favourite
 * team's competition, else the top flight, listed first), the match group of its next open match:
 * {season, matchGroup, deadline, matchCount, openCount, predictedCount, bankerPlaced}[].
 */
predictionsRouter.get('/this-round', async (ctx) => {
  ctx.body = await thisRound(ctx.deps, currentUser(ctx).id);
});

/**
 * POST /predictions/batch {predictions: [{match, homeGoals, awayGoals, isBanker}]} (1..100 rows, each
 * match once) → 200 {predictions: Prediction[]} in request order: each row created or updated. All or
 * nothing: any refused row answers 400 BATCH_REFUSED with `errors['predictions.<index>']` per row.
 */
predictionsRouter.post('/batch', async (ctx) => {
  const input = parse(predictionBatchSchema, ctx.request.body);
  ctx.body = await savePredictionBatch(ctx.deps, currentUser(ctx).id, input);
});

/**
 * POST /predictions {match, homeGoals, awayGoals, isBanker} → 201 Prediction. 400 closed or goals
 * outside 0..9, 404 unknown match, 409 second prediction of the match or second banker of the week.
 */
predictionsRouter.post('/', async (ctx) => {
  const input = parse(predictionInputSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await predictions.createPrediction(ctx.deps, currentUser(ctx).id, input);
});

/** PUT /predictions/{id} same body → Prediction; someone else's prediction answers 404 (existence not revealed). */
predictionsRouter.put('/:id', async (ctx) => {
  const predictionId = parseId(ctx.params.id);
  const input = parse(predictionUpdateSchema, ctx.request.body);
  ctx.body = await predictions.updatePrediction(ctx.deps, currentUser(ctx).id, predictionId, input);
});
