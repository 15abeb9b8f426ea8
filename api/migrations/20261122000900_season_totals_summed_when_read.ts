import type { Knex } from 'knex';

/**
 * Leaderboard totals are kept per season and month only. A season's table is the sum of its month
 * rows, made when a leaderboard is read (as the all-competitions tables already are), so a result
 * updates one totals row per prediction instead of two: one result for 100k players went from
 * 200k row updates to 100k.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`DELETE FROM leaderboard_totals WHERE period = 'season'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
    SELECT scope, 'season', user_id, sum(total_points), sum(correct_results), sum(exact_scores), sum(exact_goals),
           sum(total_predictions)
    FROM leaderboard_totals GROUP BY scope, user_id`);
}
