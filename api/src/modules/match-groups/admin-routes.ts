import Router from '@koa/router';
import type { Context } from 'koa';
import { ADMIN_MESSAGES, matchGroupSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { parseListParams, sendAll, sendPage } from '../../lib/simple-rest';
import { parse, parseId } from '../../lib/validate';
import * as groups from './admin-service';

export const matchGroupsAdminRouter = new Router({ prefix: '/admin' });

/**
 * GET /admin/matchgroups?season={id} → AdminMatchGroup[] {id, name, description, matchWeek, isActive, seasonId,
 * season{id,name}, matchCount, createdAt} by match week. simple-REST (filter {seasonId, isActive, q, id}) pages it.
 * GET /admin/match-groups is the same list under the resource name the write routes use.
 */
async function list(ctx: Context, resource: string) {
  const params = parseListParams(ctx, {
    sortable: groups.MATCH_GROUP_SORTABLE,
    defaultSort: ['matchWeek', 'ASC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, resource, params, await groups.listPage(ctx.deps, params));
  const season = ctx.query.season ?? ctx.query.seasonId;
  sendAll(
    ctx,
    resource,
    await groups.listAll(
      ctx.deps,
      season === undefined || season === '' ? {} : { seasonId: parseId(season, 'season') },
    ),
  );
}

/** The season of a react-admin create (body.seasonId), else 400. */
function bodySeasonId(ctx: Context): number {
  const seasonId = (ctx.request.body as { seasonId?: unknown } | undefined)?.seasonId;
  if (seasonId === undefined || seasonId === null || seasonId === '')
    throw badRequest(ADMIN_MESSAGES.seasonRequired, { seasonId: ADMIN_MESSAGES.seasonRequired });
  return parseId(seasonId, 'seasonId');
}

for (const resource of ['matchgroups', 'match-groups']) {
  matchGroupsAdminRouter.get(`/${resource}`, requireAdmin, (ctx) => list(ctx, resource));

  /** GET /admin/match-groups/{id} → AdminMatchGroup */
  matchGroupsAdminRouter.get(`/${resource}/:id`, requireAdmin, async (ctx) => {
    ctx.body = await groups.getOne(ctx.deps, parseId(ctx.params.id));
  });

  /** POST /admin/match-groups {seasonId, name, description?, matchWeek?, isActive?} → 201 (react-admin create) */
  matchGroupsAdminRouter.post(`/${resource}`, requireAdmin, async (ctx) => {
    const seasonId = bodySeasonId(ctx);
    const input = parse(matchGroupSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await groups.create(ctx.deps, currentUser(ctx).id, seasonId, input);
  });

  /** PUT /admin/match-groups/{id} {name, description, matchWeek, isActive}, whole or partial (merged, then validated) → AdminMatchGroup */
  matchGroupsAdminRouter.put(`/${resource}/:id`, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await groups.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
  });

  /** DELETE /admin/match-groups/{id} → the deleted AdminMatchGroup; 409 while it holds matches */
  matchGroupsAdminRouter.delete(`/${resource}/:id`, requireAdmin, async (ctx) => {
    ctx.body = await groups.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
  });
}

/** POST /admin/seasons/{seasonId}/match-groups {name, description?, matchWeek?} → 201 AdminMatchGroup */
matchGroupsAdminRouter.post('/seasons/:seasonId/match-groups', requireAdmin, async (ctx) => {
  const seasonId = parseId(ctx.params.seasonId, 'seasonId');
  const input = parse(matchGroupSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await groups.create(ctx.deps, currentUser(ctx).id, seasonId, input);
});
