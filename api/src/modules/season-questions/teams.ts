import type { Knex } from 'knex';
import type { SeasonTeam } from '@predictor/contracts/types';

/** A season's teams: every team playing in one of its matches, by name (answers are picked from them). */
export function seasonTeams(
  knex: Knex | Knex.Transaction,
  seasonId: number,
): Promise<SeasonTeam[]> {
  return knex('teams as t')
    .whereIn(
      't.id',
      knex
        .select('homeTeamId')
        .from('matches')
        .where({ seasonId })
        .union((u) => u.select('awayTeamId').from('matches').where({ seasonId })),
    )
    .orderBy([{ column: 't.name' }, { column: 't.id' }])
    .select('t.id', 't.name', 't.shortName', 't.logoUrl');
}

/** The ids of `teamIds` that do not play in the season. */
export async function teamsOutsideSeason(
  knex: Knex | Knex.Transaction,
  seasonId: number,
  teamIds: readonly number[],
): Promise<number[]> {
  const inSeason = new Set((await seasonTeams(knex, seasonId)).map((team) => team.id));
  return teamIds.filter((id) => !inSeason.has(id));
}
