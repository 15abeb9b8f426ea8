import Router from '@koa/router';
import { seasonSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendAll, sendPage } from '../../lib/simple-rest';
import { parse, parseId } from '../../lib/validate';
import * as seasons from './admin-service';

export const seasonsAdminRouter = new Router({ prefix: '/admin/seasons' });
seasonsAdminRouter.use(requireAdmin);

/**
 * GET /admin/seasons → AdminSeason[]. simple-REST (sort/range/filter {q, competitionId, isActive, id})
 * answers one page with Content-Range; plainly, every season by order then newest start.
 */
seasonsAdminRouter.get('/', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: seasons.SEASON_SORTABLE,
    defaultSort: ['startDate', 'DESC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, 'seasons', params, await seasons.listPage(ctx.deps, params));
  sendAll(ctx, 'seasons', await seasons.listAll(ctx.deps, {}));
});

/** GET /admin/seasons/{id} → AdminSeason */
seasonsAdminRouter.get('/:id', async (ctx) => {
  ctx.body = await seasons.getOne(ctx.deps, parseId(ctx.params.id));
});

/** POST /admin/seasons {name, description?, startDate, endDate, competitionId, isActive?, order?, gameType?} → 201 AdminSeason */
seasonsAdminRouter.post('/', async (ctx) => {
  const input = parse(seasonSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await seasons.create(ctx.deps, currentUser(ctx).id, input);
});

/** PUT /admin/seasons/{id} with the same body, whole or partial (merged over the stored season, then validated) → AdminSeason */
seasonsAdminRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  ctx.body = await seasons.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
});

/** DELETE /admin/seasons/{id} → the deleted AdminSeason; 409 while it has matches or leagues */
seasonsAdminRouter.delete('/:id', async (ctx) => {
  ctx.body = await seasons.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});
