import Router from '@koa/router';
import { z } from 'zod';
import { parse, parseId } from '../../lib/validate';
import { crowdPicks } from './crowd-picks';
import * as matches from './service';

export const matchesRouter = new Router({ prefix: '/matches' });

const id = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n > 0, 'must be a positive whole number');
const listQuery = z
  .object({ season: id.optional(), matchGroup: id.optional() })
  .refine((q) => q.season !== undefined || q.matchGroup !== undefined, {
    message: 'season or matchGroup is required',
    path: ['season'],
  });

/** GET /matches?season={id}[&matchGroup={id}] → Match[] by kick-off, with the caller's own prediction. */
matchesRouter.get('/', async (ctx) => {
  const filter = parse(listQuery, ctx.query);
  ctx.body = await matches.listMatches(ctx.deps, ctx.state.user?.id ?? null, filter);
});

/** GET /matches/dashboard/upcoming → {upcomingMatches, matchesBySeason: [{season, matches}]}. */
matchesRouter.get('/dashboard/upcoming', async (ctx) => {
  ctx.body = await matches.upcomingMatches(ctx.deps, ctx.state.user?.id ?? null);
});

/** GET /matches/{id} → Match; 404 'Match not found'. */
matchesRouter.get('/:id', async (ctx) => {
  ctx.body = await matches.getMatch(ctx.deps, ctx.state.user?.id ?? null, parseId(ctx.params.id));
});

/**
 * GET /matches/{id}/crowd-picks → {matchId, totalPredictions, outcomes: {homeWin, draw, awayWin}: {count, share},
 * topScores: [{homeGoals, awayGoals, count, share}]}; 404 'Match not found', 403 PREDICTIONS_OPEN while open.
 */
matchesRouter.get('/:id/crowd-picks', async (ctx) => {
  ctx.body = await crowdPicks(ctx.deps, parseId(ctx.params.id));
});
