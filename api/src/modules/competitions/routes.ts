import Router from '@koa/router';
import { competitionSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendAll, sendPage } from '../../lib/simple-rest';
import { parse, parseId } from '../../lib/validate';
import * as competitions from './service';

export const competitionsRouter = new Router({ prefix: '/admin/competitions' });
competitionsRouter.use(requireAdmin);

/**
 * GET /admin/competitions → Competition[]. With sort/range/filter (simple-REST) one page plus
 * Content-Range; plainly, every competition ordered by tier then name (Content-Range set too).
 */
competitionsRouter.get('/', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: competitions.SORTABLE,
    defaultSort: ['name', 'ASC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, 'competitions', params, await competitions.listPage(ctx.deps, params));
  sendAll(ctx, 'competitions', await competitions.listAll(ctx.deps));
});

/** GET /admin/competitions/{id} → Competition (react-admin getOne) */
competitionsRouter.get('/:id', async (ctx) => {
  ctx.body = await competitions.getOne(ctx.deps, parseId(ctx.params.id));
});

/** POST /admin/competitions {name, countryCode?, logoUrl?, isActive?, tier?} → 201 Competition */
competitionsRouter.post('/', async (ctx) => {
  const input = parse(competitionSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await competitions.create(ctx.deps, currentUser(ctx).id, input);
});

/**
 * PUT /admin/competitions/{id} with the same body, whole or partial (absent fields unchanged,
 * read-only fields ignored; the merged record is validated) → Competition
 */
competitionsRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  ctx.body = await competitions.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
});

/** DELETE /admin/competitions/{id} → the deleted Competition; 409 while it has seasons */
competitionsRouter.delete('/:id', async (ctx) => {
  ctx.body = await competitions.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});
