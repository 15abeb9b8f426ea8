import Router from '@koa/router';
import { createLeagueSchema, joinByCodeSchema, updateLeagueSchema } from '@predictor/contracts';
import { currentUser, requireUser } from '../../lib/auth';
import { parse, parseId } from '../../lib/validate';
import { callerOf } from './access';
import * as joins from './join';
import {
  presentFanLeague,
  presentLeague,
  presentMembership,
  presentPermissions,
} from './presenter';
import * as queries from './queries';
import * as reads from './reads';
import * as leagues from './service';
import * as standings from './standings';
import { predictionsPageQuery, standingsQuery } from './page-query';

export const leaguesRouter = new Router({ prefix: '/leagues' });

// Fixed paths first: @koa/router matches in order, and '/:id' would swallow them.

/** GET /leagues → {leagues}; invite-only leagues only to members (and to site admins, flagged visibleAsAdmin) */
leaguesRouter.get('/', async (ctx) => {
  const caller = callerOf(ctx);
  const found = await reads.listLeagues(ctx.deps, caller);
  ctx.body = { leagues: found.map((league) => presentLeague(league, caller)) };
});

/** GET /leagues/my → {memberships:[{id, role, totalPoints, league:{id, name, type, season}}]} */
leaguesRouter.get('/my', requireUser, async (ctx) => {
  ctx.body = { memberships: await reads.myMemberships(ctx.deps, currentUser(ctx)) };
});

/** GET /leagues/by-groupname/{groupname} → {id, name, groupname, description, season, isMember}; 404 'Fan league not found' */
leaguesRouter.get('/by-groupname/:groupname', async (ctx) => {
  ctx.body = presentFanLeague(
    await reads.fanLeagueByGroupname(ctx.deps, callerOf(ctx), ctx.params.groupname),
  );
});

/** POST /leagues {name, description, season, type, maxMembers, groupname} → 201 {league} */
leaguesRouter.post('/', requireUser, async (ctx) => {
  const input = parse(createLeagueSchema, ctx.request.body ?? {});
  const caller = currentUser(ctx);
  const league = await leagues.createLeague(ctx.deps, caller, input);
  ctx.status = 201;
  ctx.body = { league: presentLeague(league, caller) };
});

/** POST /leagues/join-by-code {inviteCode} → 201 {membership:{id, leagueId, userId, role, joinedAt}} */
leaguesRouter.post('/join-by-code', requireUser, async (ctx) => {
  const { inviteCode } = parse(joinByCodeSchema, ctx.request.body ?? {});
  const { member } = await joins.joinByCode(ctx.deps, currentUser(ctx), inviteCode);
  ctx.status = 201;
  ctx.body = { membership: presentMembership(member) };
});

/** POST /leagues/join-fanleague/{groupname} → {league:{id}, membership, joined}; a member gets the same answer (joined false) */
leaguesRouter.post('/join-fanleague/:groupname', requireUser, async (ctx) => {
  const { member, joined } = await joins.joinFanLeague(
    ctx.deps,
    currentUser(ctx),
    ctx.params.groupname,
  );
  ctx.status = joined ? 201 : 200;
  ctx.body = { league: { id: member.leagueId }, membership: presentMembership(member), joined };
});

/** GET /leagues/{id} → {league}; an invite-only league to an outsider as a preview (name, season, type, member count); 404 'League not found' */
leaguesRouter.get('/:id', async (ctx) => {
  const caller = callerOf(ctx);
  const league = await reads.getLeagueByLink(ctx.deps, caller, parseId(ctx.params.id));
  ctx.body = { league: presentLeague(league, caller) };
});

/** GET /leagues/{id}/standings[?offset&limit] → {rows, currentUser, totalMembers, offset, limit, lastCompletedMatchGroup} */
leaguesRouter.get('/:id/standings', async (ctx) => {
  const id = parseId(ctx.params.id);
  const page = parse(standingsQuery, ctx.query);
  ctx.type = 'application/json';
  ctx.body = await standings.standingsJson(ctx.deps, callerOf(ctx), id, page);
});

/** GET /leagues/{id}/standings.csv → every member ranked, as a CSV download; members and site admins */
leaguesRouter.get('/:id/standings.csv', requireUser, async (ctx) => {
  const id = parseId(ctx.params.id);
  const { fileName, body } = await standings.standingsCsv(ctx.deps, currentUser(ctx), id);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
});

/** GET /leagues/{id}/match-groups → the league season's groups, as GET /seasons/{id}/match-groups */
leaguesRouter.get('/:id/match-groups', async (ctx) => {
  ctx.body = await reads.leagueMatchGroups(ctx.deps, callerOf(ctx), parseId(ctx.params.id));
});

/** GET /leagues/{id}/current-match-group → the season's current group (36-hour rule), as GET /seasons/{id}/current-match-group; 404 without groups */
leaguesRouter.get('/:id/current-match-group', async (ctx) => {
  ctx.body = await reads.leagueCurrentMatchGroup(ctx.deps, callerOf(ctx), parseId(ctx.params.id));
});

/** GET /leagues/{id}/can-edit → {canEdit, canChangeName, canChangeDescription, canChangeSeason, canChangeType, canDelete, isAdmin, memberCount} */
leaguesRouter.get('/:id/can-edit', async (ctx) => {
  const caller = callerOf(ctx);
  const league = await reads.getLeague(ctx.deps, caller, parseId(ctx.params.id));
  ctx.body = presentPermissions(league, caller);
});

/** GET /leagues/{id}/predictions?matchGroupId=[&offset&limit] → {matches, currentUser, members, predictions, totalMembers, offset, limit}; members and site admins; others' scores hidden until close */
leaguesRouter.get('/:id/predictions', requireUser, async (ctx) => {
  const id = parseId(ctx.params.id);
  const matchGroupId = parseId(ctx.query.matchGroupId, 'matchGroupId');
  const page = parse(predictionsPageQuery, ctx.query);
  ctx.body = await queries.leaguePredictions(ctx.deps, currentUser(ctx), id, matchGroupId, page);
});

/** PUT /leagues/{id} {name, description, season, type, maxMembers, groupname} → {league} */
leaguesRouter.put('/:id', requireUser, async (ctx) => {
  const id = parseId(ctx.params.id);
  const input = parse(updateLeagueSchema, ctx.request.body ?? {});
  const caller = currentUser(ctx);
  ctx.body = {
    league: presentLeague(await leagues.updateLeague(ctx.deps, caller, id, input), caller),
  };
});

/** DELETE /leagues/{id} → 204; creator or site admin */
leaguesRouter.delete('/:id', requireUser, async (ctx) => {
  await leagues.deleteLeague(ctx.deps, currentUser(ctx), parseId(ctx.params.id));
  ctx.status = 204;
});

/** DELETE /leagues/{id}/members/{userId} → 204; creator, league admins and site admins; never the creator */
leaguesRouter.delete('/:id/members/:userId', requireUser, async (ctx) => {
  await leagues.removeMember(
    ctx.deps,
    currentUser(ctx),
    parseId(ctx.params.id),
    parseId(ctx.params.userId, 'userId'),
  );
  ctx.status = 204;
});

/** POST /leagues/{id}/join → 201 {membership}; invite-only 403, member 409, full 409 'League is full' */
leaguesRouter.post('/:id/join', requireUser, async (ctx) => {
  const { member } = await joins.joinLeague(ctx.deps, currentUser(ctx), parseId(ctx.params.id));
  ctx.status = 201;
  ctx.body = { membership: presentMembership(member) };
});
