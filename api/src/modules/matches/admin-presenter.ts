import { ADMIN_MESSAGES } from '@predictor/contracts';
import type { Presented } from '@predictor/contracts/types';
import type { Knex } from 'knex';
import { notFound } from '../../lib/errors';
import { Match } from '../../models';

/** The sort `todayFirst`: by kick-off, the server's UTC today's matches first (admin-list.ts). */
export const TODAY_FIRST = 'todayFirst';

/** API fields the back office may sort matches by. */
export const MATCH_SORTABLE: Record<string, string> = {
  todayFirst: TODAY_FIRST,
  id: 'matches.id',
  matchDate: 'matches.matchDate',
  predictionsClose: 'matches.predictionsClose',
  status: 'matches.status',
  seasonId: 'matches.seasonId',
  matchGroupId: 'matches.matchGroupId',
  matchWeek: 'matches.matchWeek',
  venue: 'matches.venue',
  createdAt: 'matches.createdAt',
};

type Named = { id: number; name: string };
type TeamRef = Named & { logoUrl: string | null };

/** A match with its season, group (with the group's season) and teams, as adminMatches loads it. */
export type AdminMatchGraph = Pick<
  Match,
  | 'id'
  | 'seasonId'
  | 'matchGroupId'
  | 'homeTeamId'
  | 'awayTeamId'
  | 'matchDate'
  | 'predictionsClose'
  | 'venue'
  | 'matchWeek'
  | 'status'
  | 'homeGoals'
  | 'awayGoals'
  | 'createdAt'
> & {
  season: Named;
  matchGroup: (Named & { matchWeek: number | null; season: Named }) | null;
  homeTeam: TeamRef;
  awayTeam: TeamRef;
};

/** Matches with every relation the admin answer shows, joined in one query (no query per row). */
export const adminMatches = (knex: Knex | Knex.Transaction) =>
  Match.query(knex).withGraphJoined('[season, homeTeam, awayTeam, matchGroup.season]');

/** Runs an adminMatches query: every relation of the graph is loaded. */
export const loadAdminGraphs = async (query: ReturnType<typeof adminMatches>) =>
  (await query) as AdminMatchGraph[];

const presentTeam = (t: TeamRef) => ({ id: t.id, name: t.name, logoUrl: t.logoUrl });

/** A match as the admin API answers it: nested season, group (with its season) and teams, plus the raw ids. */
export function presentAdminMatchGraph(match: AdminMatchGraph): Presented<'AdminMatch'> {
  const group = match.matchGroup;
  return {
    id: match.id,
    season: { id: match.season.id, name: match.season.name },
    matchGroup: group && {
      id: group.id,
      name: group.name,
      matchWeek: group.matchWeek,
      season: { id: group.season.id, name: group.season.name },
    },
    homeTeam: presentTeam(match.homeTeam),
    awayTeam: presentTeam(match.awayTeam),
    matchDate: new Date(match.matchDate).toISOString(),
    predictionsClose: new Date(match.predictionsClose).toISOString(),
    venue: match.venue,
    matchWeek: match.matchWeek,
    status: match.status,
    homeGoals: match.homeGoals,
    awayGoals: match.awayGoals,
    seasonId: match.seasonId,
    matchGroupId: match.matchGroupId,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    createdAt: new Date(match.createdAt).toISOString(),
  };
}
export type AdminMatch = ReturnType<typeof presentAdminMatchGraph>;

/** The admin records of some matches, in the order of `ids`. */
export async function loadAdminMatches(
  knex: Knex | Knex.Transaction,
  ids: number[],
): Promise<AdminMatch[]> {
  if (ids.length === 0) return [];
  const matches = await loadAdminGraphs(adminMatches(knex).whereIn('matches.id', ids));
  const byId = new Map(matches.map((m) => [m.id, presentAdminMatchGraph(m)]));
  return ids.map((id) => byId.get(id)).filter((m): m is AdminMatch => Boolean(m));
}

/** One match's admin record; 404 'Match not found'. */
export async function loadAdminMatch(knex: Knex | Knex.Transaction, id: number) {
  const [match] = await loadAdminMatches(knex, [id]);
  if (!match) throw notFound(ADMIN_MESSAGES.matchNotFound);
  return match;
}

/** One flat row of adminMatchQuery. */
export type AdminMatchRow = Omit<
  AdminMatchGraph,
  'season' | 'matchGroup' | 'homeTeam' | 'awayTeam'
> & {
  seasonName: string;
  matchGroupName: string | null;
  matchGroupMatchWeek: number | null;
  matchGroupSeasonId: number | null;
  matchGroupSeasonName: string | null;
  homeTeamName: string;
  homeTeamLogoUrl: string | null;
  awayTeamName: string;
  awayTeamLogoUrl: string | null;
};

/**
 * The same matches as flat rows aliased m, s, ht, at, mg, gs, for queries that filter on their own
 * SQL conditions (the analytics distribution card); presentAdminMatch shapes its rows.
 */
export function adminMatchQuery(knex: Knex | Knex.Transaction) {
  return knex('matches as m')
    .join('seasons as s', 's.id', 'm.seasonId')
    .join('teams as ht', 'ht.id', 'm.homeTeamId')
    .join('teams as at', 'at.id', 'm.awayTeamId')
    .leftJoin('match_groups as mg', 'mg.id', 'm.matchGroupId')
    .leftJoin('seasons as gs', 'gs.id', 'mg.seasonId')
    .select(
      'm.id',
      'm.seasonId',
      's.name as seasonName',
      'm.matchGroupId',
      'mg.name as matchGroupName',
      'mg.matchWeek as matchGroupMatchWeek',
      'mg.seasonId as matchGroupSeasonId',
      'gs.name as matchGroupSeasonName',
      'm.homeTeamId',
      'ht.name as homeTeamName',
      'ht.logoUrl as homeTeamLogoUrl',
      'm.awayTeamId',
      'at.name as awayTeamName',
      'at.logoUrl as awayTeamLogoUrl',
      'm.matchDate',
      'm.predictionsClose',
      'm.venue',
      'm.matchWeek',
      'm.status',
      'm.homeGoals',
      'm.awayGoals',
      'm.createdAt',
    );
}

/** presentAdminMatchGraph over one flat row of adminMatchQuery. */
export function presentAdminMatch(row: AdminMatchRow): AdminMatch {
  return presentAdminMatchGraph({
    ...row,
    season: { id: row.seasonId, name: row.seasonName },
    matchGroup:
      row.matchGroupId === null
        ? null
        : {
            id: row.matchGroupId,
            name: row.matchGroupName!,
            matchWeek: row.matchGroupMatchWeek,
            season: { id: row.matchGroupSeasonId!, name: row.matchGroupSeasonName! },
          },
    homeTeam: { id: row.homeTeamId, name: row.homeTeamName, logoUrl: row.homeTeamLogoUrl },
    awayTeam: { id: row.awayTeamId, name: row.awayTeamName, logoUrl: row.awayTeamLogoUrl },
  });
}
