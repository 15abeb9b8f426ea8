import type { Knex } from 'knex';

/**
 * A league's standings read each member's season totals (SEASON_TOTALS_OF: the rows of one user and
 * one season scope). Through an index on user_id alone that read visited every row of the member's
 * (all their seasons' months) and threw the other seasons' away: about half of a 10,000-member
 * league's table read (npm run bench, section f). (user_id, scope) finds only the season's rows and
 * serves every use of the old index (a player's rows, the cascade of an account deleted), so it
 * replaces it: no more indexes to keep up on the table every result writes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX leaderboard_totals_user_scope ON leaderboard_totals (user_id, scope)',
  );
  await knex.raw('DROP INDEX leaderboard_totals_user');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX leaderboard_totals_user ON leaderboard_totals (user_id)');
  await knex.raw('DROP INDEX leaderboard_totals_user_scope');
}
