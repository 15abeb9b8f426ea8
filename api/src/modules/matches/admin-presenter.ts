import type { Knex } from 'knex';

/** API fields the back office may sort matches by. */
export const MATCH_SORTABLE: Record<string, string> = {
  id: 'm.id',
  matchDate: 'm.matchDate',
  predictionsClose: 'm.predictionsClose',
  status: 'm.status',
  seasonId: 'm.seasonId',
  matchGroupId: 'm.matchGroupId',
  matchWeek: 'm.matchWeek',
  venue: 'm.venue',
  createdAt: 'm.createdAt',
};

export type AdminMatchRow = {
  id: number;
  seasonId: number;
  seasonName: string;
  matchGroupId: number | null;
  matchGroupName: string | null;
  matchGroupMatchWeek: number | null;
  matchGroupSeasonId: number | null;
  matchGroupSeasonName: string | null;
  homeTeamId: number;
  homeTeamName: string;
  homeTeamLogoUrl: string | null;
  awayTeamId: number;
  awayTeamName: string;
  awayTeamLogoUrl: string | null;
  matchDate: Date;
  predictionsClose: Date;
  venue: string | null;
  matchWeek: number | null;
  status: string;
  homeGoals: number | null;
  awayGoals: number | null;
  createdAt: Date;
};

/** Shapes one row of adminMatchQuery. */
export function presentAdminMatch(row: AdminMatchRow) {
  return {
    id: row.id,
    season: { id: row.seasonId, name: row.seasonName },
    matchGroup:
      row.matchGroupId === null
        ? null
        : {
            id: row.matchGroupId,
            name: row.matchGroupName,
            matchWeek: row.matchGroupMatchWeek,
            season: { id: row.matchGroupSeasonId, name: row.matchGroupSeasonName },
          },
    homeTeam: { id: row.homeTeamId, name: row.homeTeamName, logoUrl: row.homeTeamLogoUrl },
    awayTeam: { id: row.awayTeamId, name: row.awayTeamName, logoUrl: row.awayTeamLogoUrl },
    matchDate: new Date(row.matchDate).toISOString(),
    predictionsClose: new Date(row.predictionsClose).toISOString(),
    venue: row.venue,
    matchWeek: row.matchWeek,
    status: row.status,
    homeGoals: row.homeGoals,
    awayGoals: row.awayGoals,
    seasonId: row.seasonId,
    matchGroupId: row.matchGroupId,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
/** A match as the admin API answers it: nested season, group (with its season) and teams, plus the raw ids. */
export type AdminMatch = ReturnType<typeof presentAdminMatch>;

/** Every admin match with its relations in one query (no query per row). */
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

/** The admin records of some matches, in the order of `ids`. */
export async function loadAdminMatches(
  knex: Knex | Knex.Transaction,
  ids: number[],
): Promise<AdminMatch[]> {
  if (ids.length === 0) return [];
  const rows: AdminMatchRow[] = await adminMatchQuery(knex).whereIn('m.id', ids);
  const byId = new Map(rows.map((r) => [r.id, presentAdminMatch(r)]));
  return ids.map((id) => byId.get(id)).filter((m): m is AdminMatch => Boolean(m));
}
