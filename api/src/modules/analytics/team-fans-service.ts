import type { AppDeps } from '../../lib/context';

export type TeamFans = {
  id: number;
  name: string;
  shortName: string | null;
  logoUrl: string | null;
  countryCode: string | null;
  competition: { name: string } | null;
  fanCount: number;
};

/** GET /admin/team-fans: every team with how many users chose it as favourite, most fans first (one grouped query). */
export async function teamFans(deps: AppDeps): Promise<TeamFans[]> {
  const { knex } = deps;
  const rows: (Omit<TeamFans, 'competition'> & {
    competitionId: number | null;
    competitionName: string | null;
  })[] = await knex('teams as t')
    .leftJoin('competitions as c', 'c.id', 't.competitionId')
    .leftJoin('users as u', 'u.favouriteTeamId', 't.id')
    .groupBy('t.id', 'c.id')
    .orderByRaw('count(u.id) DESC, t.name ASC, t.id ASC')
    .select(
      't.id',
      't.name',
      't.shortName',
      't.logoUrl',
      't.countryCode',
      't.competitionId',
      'c.name as competitionName',
      knex.raw('count(u.id)::int AS fan_count'),
    );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    shortName: r.shortName,
    logoUrl: r.logoUrl,
    countryCode: r.countryCode,
    competition: r.competitionId === null ? null : { name: r.competitionName as string },
    fanCount: Number(r.fanCount),
  }));
}
