import type { Knex } from 'knex';
import { createMatch, createTeam } from './factories';
import { scoreMatch } from '../src/modules/scoring/service';

/** A match of `week` kicking off at `date`, with two new teams; answers its id. */
export async function matchOf(knex: Knex, seasonId: number, week: { id: number }, date: string) {
  const [home, away] = [await createTeam(knex), await createTeam(knex)];
  const match = await createMatch(knex, {
    seasonId,
    matchGroupId: week.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    matchDate: new Date(date),
  });
  return match.id as number;
}

/**
 * Sets a match's result (null takes it away, 'cancelled' cancels the match) and scores it in one
 * transaction, as the results screen does.
 */
export async function scoreResult(
  knex: Knex,
  matchId: number,
  goals: [number, number] | 'cancelled' | null,
) {
  await knex.transaction(async (trx) => {
    await trx('matches')
      .where({ id: matchId })
      .update(
        goals === 'cancelled'
          ? { status: 'cancelled', homeGoals: null, awayGoals: null }
          : goals
            ? { status: 'finished', homeGoals: goals[0], awayGoals: goals[1] }
            : { status: 'scheduled', homeGoals: null, awayGoals: null },
      );
    await scoreMatch(trx, matchId);
  });
}
