import type { Knex } from 'knex';

/**
 * Makes setting a result cheap: the rows a result changes (a match's predictions, and four
 * leaderboard_totals rows per prediction) get free room on their pages and no index on the changed
 * columns, so PostgreSQL updates them in place (HOT) without touching any index. The ranking index
 * is no longer read: leaderboards rank a (scope, period) in memory (modules/leaderboards/snapshot.ts),
 * and the primary key serves every lookup by (scope, period[, user]).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX IF EXISTS leaderboard_totals_ranking;
    ALTER TABLE leaderboard_totals SET (fillfactor = 70);
    ALTER TABLE predictions SET (fillfactor = 85);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE predictions RESET (fillfactor);
    ALTER TABLE leaderboard_totals RESET (fillfactor);
    CREATE INDEX leaderboard_totals_ranking ON leaderboard_totals
      (scope, period, total_points DESC, correct_results DESC, exact_scores DESC, exact_goals DESC, user_id);
  `);
}
