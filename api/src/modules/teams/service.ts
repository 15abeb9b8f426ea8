import type { Knex } from 'knex';

type TeamRow = {
  id: number;
  name: string;
  shortName: string | null;
  logoUrl: string | null;
  countryCode: string | null;
  competitionId: number | null;
  competitionName: string | null;
};

/** GET /teams: every team by name, with its competition (or null). */
export async function listTeams(knex: Knex) {
  const rows: TeamRow[] = await knex('teams as t')
    .leftJoin('competitions as c', 'c.id', 't.competitionId')
    .select(
      't.id',
      't.name',
      't.shortName',
      't.logoUrl',
      't.countryCode',
      'c.id as competitionId',
      'c.name as competitionName',
    )
    .orderBy('t.name')
    .orderBy('t.id');
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    shortName: r.shortName,
    logoUrl: r.logoUrl,
    countryCode: r.countryCode,
    competition: r.competitionId === null ? null : { id: r.competitionId, name: r.competitionName },
  }));
}
