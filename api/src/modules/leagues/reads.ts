import { LEAGUE_MESSAGES } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { League, LeagueMember } from '../../models';
import { currentMatchGroup, listMatchGroups } from '../seasons/service';
import { leaguesQuery, loadLeague, loadVisibleLeague, type CallerLeague } from './access';
import { leaguePolicy, type Caller } from './policy';
import { seasonPoints } from './queries';
import { callerPositions } from './standings';

const TYPE_ORDER = `CASE leagues.type WHEN 'official' THEN 0 WHEN 'fanleague' THEN 1 WHEN 'public' THEN 2 ELSE 3 END`;

/**
 * GET /leagues: public, official and fan leagues for everyone; invite-only leagues for their members,
 * and for site admins also those they are not in (flagged visibleAsAdmin). Official first, then by name.
 */
export async function listLeagues(deps: AppDeps, caller: Caller) {
  const query = leaguesQuery(deps.knex, caller).orderByRaw(
    `${TYPE_ORDER}, lower(leagues.name), leagues.id`,
  );
  // Narrows in SQL what the policy would drop anyway, so players never load every private league.
  if (caller?.role !== 'admin')
    query.where((w) =>
      w
        .whereNot('leagues.type', 'invite_only')
        .orWhereExists(League.relatedQuery('members').where('members.userId', caller?.id ?? 0)),
    );
  const leagues = (await query) as CallerLeague[];
  return leagues.filter((league) => leaguePolicy(league, caller).canSee);
}

/** GET /leagues/{id}/can-edit: 404 'League not found' (also for an invite-only league the caller may not see). */
export const getLeague = (deps: AppDeps, caller: Caller, id: number) =>
  loadVisibleLeague(deps.knex, caller, id);

/**
 * GET /leagues/{id}: any league by its link, 404 'League not found' only when there is none; an
 * invite-only league the caller may not see is presented as a preview (presentLeague).
 */
export const getLeagueByLink = (deps: AppDeps, caller: Caller, id: number) =>
  loadLeague(deps.knex, caller, id);

/**
 * GET /leagues/my: the caller's memberships with their points in each league's season and their
 * position in its standings (out of how many members), by league name.
 */
export async function myMemberships(deps: AppDeps, caller: NonNullable<Caller>) {
  const members = await LeagueMember.query(deps.knex)
    .where('league_members.userId', caller.id)
    .withGraphJoined('league.season')
    .orderByRaw('lower(league.name), league.id');
  const points = await seasonPoints(
    deps.knex,
    caller.id,
    members.map((m) => m.league!.seasonId),
  );
  const places = await callerPositions(
    deps.knex,
    caller,
    members.map((m) => m.leagueId),
  );
  return members.flatMap((m) => {
    const league = m.league!;
    const place = places.get(league.id);
    // Left (or the league deleted) between the two reads: no longer theirs.
    if (place?.position === undefined) return [];
    return {
      id: m.id,
      role: m.role,
      totalPoints: points.get(league.seasonId) ?? 0,
      position: place.position,
      tied: place.tied,
      league: {
        id: league.id,
        name: league.name,
        type: league.type,
        season: { id: league.season!.id, name: league.season!.name },
        currentMembers: place.of,
      },
    };
  });
}

/** GET /leagues/by-groupname/{groupname}: the fan league, or 404 'Fan league not found'. */
export async function fanLeagueByGroupname(deps: AppDeps, caller: Caller, groupname: string) {
  const league = (await leaguesQuery(deps.knex, caller)
    .where('leagues.type', 'fanleague')
    .where('leagues.groupname', groupname.trim().toLowerCase())
    .first()) as CallerLeague | undefined;
  if (!league) throw notFound(LEAGUE_MESSAGES.fanLeagueNotFound);
  return league;
}

/** GET /leagues/{id}/match-groups: the league season's groups, as GET /seasons/{id}/match-groups. */
export async function leagueMatchGroups(deps: AppDeps, caller: Caller, id: number) {
  const league = await loadVisibleLeague(deps.knex, caller, id);
  return listMatchGroups(deps, league.seasonId);
}

/** GET /leagues/{id}/current-match-group: the season's current group (36-hour rule); 404 without groups. */
export async function leagueCurrentMatchGroup(deps: AppDeps, caller: Caller, id: number) {
  const league = await loadVisibleLeague(deps.knex, caller, id);
  const group = await currentMatchGroup(deps, league.seasonId);
  if (!group) throw notFound('This season has no match groups');
  return group;
}
