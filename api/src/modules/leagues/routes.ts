import Router from '@koa/router';
import { createLeagueSchema, joinByCodeSchema, updateLeagueSchema } from '@predictor/contracts';
import { currentUser, requireUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { parse, parseId } from '../../lib/validate';
import { currentMatchGroup, listMatchGroups } from '../seasons/service';
import { callerOf, loadVisibleLeague } from './access';
import { permissionsFor, presentLeague } from './presenter';
import * as queries from './queries';
import * as leagues from './service';

export const leaguesRouter = new Router({ prefix: '/leagues' });

// Fixed paths first: @koa/router matches in order, and '/:id' would swallow them.

/** GET /leagues → {leagues}; invite-only leagues only to members (and to site admins, flagged visibleAsAdmin) */
leaguesRouter.get('/', async (ctx) => {
  ctx.body = { leagues: await queries.listLeagues(ctx.deps.knex, callerOf(ctx)) };
});

/** GET /leagues/my → {memberships:[{id, role, totalPoints, league:{id, name, type, season}}]} */
leaguesRouter.get('/my', requireUser, async (ctx) => {
  ctx.body = { memberships: await queries.myMemberships(ctx.deps.knex, currentUser(ctx).id) };
});

/** GET /leagues/by-groupname/{groupname} → {id, name, groupname, description, season, isMember}; 404 'Fan league not found' */
leaguesRouter.get('/by-groupname/:groupname', async (ctx) => {
  ctx.body = await queries.fanLeagueByGroupname(ctx.deps.knex, ctx.params.groupname, callerOf(ctx));
});

/** POST /leagues {name, description, season, type, maxMembers, groupname} → 201 {league} */
leaguesRouter.post('/', requireUser, async (ctx) => {
  const input = parse(createLeagueSchema, ctx.request.body ?? {});
  ctx.status = 201;
  ctx.body = { league: await leagues.createLeague(ctx.deps.knex, currentUser(ctx), input) };
});

/** POST /leagues/join-by-code {inviteCode} → 201 {membership:{id, leagueId, userId, role, joinedAt}} */
leaguesRouter.post('/join-by-code', requireUser, async (ctx) => {
  const { inviteCode } = parse(joinByCodeSchema, ctx.request.body ?? {});
  const { membership } = await leagues.joinByCode(ctx.deps.knex, currentUser(ctx), inviteCode);
  ctx.status = 201;
  ctx.body = { membership };
});

/** POST /leagues/join-fanleague/{groupname} → {league:{id}, membership, joined}; a member gets the same answer (joined false) */
leaguesRouter.post('/join-fanleague/:groupname', requireUser, async (ctx) => {
  const { membership, joined } = await leagues.joinFanLeague(
    ctx.deps.knex,
    currentUser(ctx),
    ctx.params.groupname,
  );
  ctx.status = joined ? 201 : 200;
  ctx.body = { league: { id: membership.leagueId }, membership, joined };
});

/** GET /leagues/{id} → {league}; 404 'League not found' (also for an invite-only league the caller may not see) */
leaguesRouter.get('/:id', async (ctx) => {
  const caller = callerOf(ctx);
  ctx.body = {
    league: presentLeague(
      await loadVisibleLeague(ctx.deps.knex, parseId(ctx.params.id), caller),
      caller,
    ),
  };
});

/** GET /leagues/{id}/standings → {rows:[{id, role, totalPoints, correctPredictions, exactScoreCount, predictionCount, position, user}]} */
leaguesRouter.get('/:id/standings', async (ctx) => {
  const caller = callerOf(ctx);
  const league = await loadVisibleLeague(ctx.deps.knex, parseId(ctx.params.id), caller);
  ctx.body = { rows: await queries.standings(ctx.deps.knex, league, caller) };
});

/** GET /leagues/{id}/match-groups → the league season's groups, as GET /seasons/{id}/match-groups */
leaguesRouter.get('/:id/match-groups', async (ctx) => {
  const league = await loadVisibleLeague(ctx.deps.knex, parseId(ctx.params.id), callerOf(ctx));
  ctx.body = await listMatchGroups(ctx.deps, league.seasonId);
});

/** GET /leagues/{id}/current-match-group → the season's current group (36-hour rule), as GET /seasons/{id}/current-match-group; 404 without groups */
leaguesRouter.get('/:id/current-match-group', async (ctx) => {
  const league = await loadVisibleLeague(ctx.deps.knex, parseId(ctx.params.id), callerOf(ctx));
  const group = await currentMatchGroup(ctx.deps, league.seasonId);
  if (!group) throw notFound('This season has no match groups');
  ctx.body = group;
});

/** GET /leagues/{id}/can-edit → {canEdit, canChangeName, canChangeDescription, canChangeSeason, canChangeType, canDelete, isAdmin, memberCount} */
leaguesRouter.get('/:id/can-edit', async (ctx) => {
  const caller = callerOf(ctx);
  ctx.body = permissionsFor(
    await loadVisibleLeague(ctx.deps.knex, parseId(ctx.params.id), caller),
    caller,
  );
});

/** GET /leagues/{id}/predictions?matchGroupId= → {predictions}; members and site admins; others' scores hidden until close */
leaguesRouter.get('/:id/predictions', requireUser, async (ctx) => {
  const caller = callerOf(ctx);
  const league = await loadVisibleLeague(ctx.deps.knex, parseId(ctx.params.id), caller);
  const matchGroupId = parseId(ctx.query.matchGroupId, 'matchGroupId');
  ctx.body = {
    predictions: await queries.leaguePredictions(
      ctx.deps.knex,
      league,
      caller,
      matchGroupId,
      ctx.deps.now(),
    ),
  };
});

/** PUT /leagues/{id} {name, description, season, type, maxMembers, groupname} → {league} */
leaguesRouter.put('/:id', requireUser, async (ctx) => {
  const id = parseId(ctx.params.id);
  const input = parse(updateLeagueSchema, ctx.request.body ?? {});
  ctx.body = { league: await leagues.updateLeague(ctx.deps.knex, id, currentUser(ctx), input) };
});

/** DELETE /leagues/{id} → 204; creator or site admin */
leaguesRouter.delete('/:id', requireUser, async (ctx) => {
  await leagues.deleteLeague(ctx.deps.knex, parseId(ctx.params.id), currentUser(ctx));
  ctx.status = 204;
});

/** DELETE /leagues/{id}/members/{userId} → 204; creator, league admins and site admins; never the creator */
leaguesRouter.delete('/:id/members/:userId', requireUser, async (ctx) => {
  await leagues.removeMember(
    ctx.deps.knex,
    parseId(ctx.params.id),
    currentUser(ctx),
    parseId(ctx.params.userId, 'userId'),
  );
  ctx.status = 204;
});

/** POST /leagues/{id}/join → 201 {membership}; invite-only 403, member 409, full 409 'League is full' */
leaguesRouter.post('/:id/join', requireUser, async (ctx) => {
  const { membership } = await leagues.joinLeague(
    ctx.deps.knex,
    currentUser(ctx),
    parseId(ctx.params.id),
  );
  ctx.status = 201;
  ctx.body = { membership };
});
