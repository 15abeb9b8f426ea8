import Router from '@koa/router';
import { LEADERBOARD_VIEWS } from '@predictor/contracts';
import { z } from 'zod';
import { parse, parseId } from '../../lib/validate';
import * as leaderboards from './service';

export const leaderboardsRouter = new Router();

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`);

const query = z
  .object({
    season: z
      .string()
      .regex(/^(all|\d{1,9})$/, 'season must be a season id or all')
      .optional()
      .transform((s) => (s === undefined || s === 'all' ? ('all' as const) : Number(s))),
    view: z
      .enum(LEADERBOARD_VIEWS, { error: 'view must be season, monthly or round' })
      .optional()
      .default('season'),
    year: whole('year', 2000, 2100).optional(),
    month: whole('month', 1, 12).optional(),
    round: z
      .string()
      .regex(/^\d{1,9}$/, 'round must be a round id')
      .transform(Number)
      .optional(),
  })
  // A round is one competition's match week: its table is of one season, never of all.
  .refine((q) => q.view !== 'round' || q.season !== 'all', {
    message: 'season must be a season id for the round view',
    path: ['season'],
  });

/**
 * GET /leaderboards?season={id|all}&view=season|monthly|round[&year][&month][&round] → {rows,
 * currentUser, totalUsers}, and the round shown for the round view (its latest with a result by default).
 */
leaderboardsRouter.get('/leaderboards', async (ctx) => {
  ctx.type = 'application/json';
  ctx.body = await leaderboards.leaderboardJson(
    ctx.deps,
    parse(query, ctx.query),
    ctx.state.user?.id ?? null,
  );
});

/** GET /leaderboards/partial?season=&view=[&year&month] → {showPartial, leaderboard: top 10}. */
leaderboardsRouter.get('/leaderboards/partial', async (ctx) => {
  ctx.body = await leaderboards.partialLeaderboard(ctx.deps, parse(query, ctx.query));
});

/** GET /users/{id}/global-rank → {hasRank, rank, isUnranked}; 404 'User not found'. */
leaderboardsRouter.get('/users/:id/global-rank', async (ctx) => {
  ctx.body = await leaderboards.globalRank(ctx.deps, parseId(ctx.params.id));
});
