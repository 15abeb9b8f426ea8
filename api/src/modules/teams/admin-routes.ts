import Router from '@koa/router';
import { teamSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendAll, sendPage } from '../../lib/simple-rest';
import { parse, parseId } from '../../lib/validate';
import * as teams from './admin-service';

export const teamsAdminRouter = new Router({ prefix: '/admin/teams' });
teamsAdminRouter.use(requireAdmin);

/**
 * GET /admin/teams → AdminTeam[] {id, name, shortName, countryCode, logoUrl, competitionId, competition{name}, createdAt}.
 * simple-REST (filter {q, competitionId, countryCode, id}) answers one page with Content-Range; plainly, every team by name.
 */
teamsAdminRouter.get('/', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: teams.TEAM_SORTABLE,
    defaultSort: ['name', 'ASC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, 'teams', params, await teams.listPage(ctx.deps, params));
  sendAll(ctx, 'teams', await teams.listAll(ctx.deps));
});

/** GET /admin/teams/{id} → AdminTeam */
teamsAdminRouter.get('/:id', async (ctx) => {
  ctx.body = await teams.getOne(ctx.deps, parseId(ctx.params.id));
});

/** POST /admin/teams {name, shortName?, countryCode?, competitionId?} → 201 AdminTeam; 409 when the name is taken */
teamsAdminRouter.post('/', async (ctx) => {
  const input = parse(teamSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await teams.create(ctx.deps, currentUser(ctx).id, input);
});

/** PUT /admin/teams/{id} with the same body, whole or partial (merged over the stored team, then validated) → AdminTeam */
teamsAdminRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  ctx.body = await teams.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
});

/** DELETE /admin/teams/{id} → the deleted AdminTeam; 409 while matches use it */
teamsAdminRouter.delete('/:id', async (ctx) => {
  ctx.body = await teams.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});
