import type { Knex } from 'knex';

/**
 * Leaderboard totals are kept per season only: the all-competitions tables of a year are summed from
 * the season tables when a leaderboard is read (they are ranked in memory anyway), which halves the
 * rows a result writes. (Since 20261122000900 only the month rows of each season are kept.)
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`DELETE FROM leaderboard_totals WHERE scope LIKE 'year:%'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
    SELECT 'year:' || extract(year FROM s.start_date)::int, t.period, t.user_id, sum(t.total_points), sum(t.correct_results),
           sum(t.exact_scores), sum(t.exact_goals), sum(t.total_predictions)
    FROM leaderboard_totals t JOIN seasons s ON t.scope = 'season:' || s.id
    GROUP BY 1, t.period, t.user_id`);
}
