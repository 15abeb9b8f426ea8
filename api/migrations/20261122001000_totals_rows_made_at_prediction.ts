import type { Knex } from 'knex';

/** Zero month rows for the players and matches of predictions in `source`, where missing, in key order. */
const RESERVE_FROM = (source: string) => `
  INSERT INTO leaderboard_totals (scope, period, user_id)
  SELECT DISTINCT 'season:' || m.season_id, to_char(m.match_date AT TIME ZONE 'UTC', 'YYYY-MM'), s.user_id
  FROM ${source} s JOIN matches m ON m.id = s.match_id
  WHERE NOT EXISTS (SELECT 1 FROM leaderboard_totals l
                    WHERE l.scope = 'season:' || m.season_id
                      AND l.period = to_char(m.match_date AT TIME ZONE 'UTC', 'YYYY-MM') AND l.user_id = s.user_id)
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING`;

/**
 * A result used to insert the month row of every player's first counted prediction in a month: for
 * the first result of a month, 100k inserts (heap, two indexes, a foreign key check each), most of
 * the time it took. A player's row for the match's month is now made, all zeros, when the player
 * predicts, so scoring only updates rows in place. Zero rows change no leaderboard (readers skip
 * players with no counted prediction), so inserting them no longer bumps the leaderboard version,
 * which would also have serialised every prediction on that one row.
 * Rows made before a match moves to another month are still inserted by scoring when missing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION predictions_reserve_totals() RETURNS trigger AS $$
    BEGIN
      ${RESERVE_FROM('added')};
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER predictions_reserve_totals AFTER INSERT ON predictions
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION predictions_reserve_totals();

    CREATE FUNCTION leaderboard_totals_inserted() RETURNS trigger AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM added
                 WHERE (total_points, correct_results, exact_scores, exact_goals, total_predictions) <> (0, 0, 0, 0, 0)) THEN
        UPDATE leaderboard_version SET version = version + 1 WHERE id = 1;
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    DROP TRIGGER leaderboard_totals_bump ON leaderboard_totals;
    CREATE TRIGGER leaderboard_totals_bump AFTER UPDATE OR DELETE OR TRUNCATE ON leaderboard_totals
      FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_version_bump();
    CREATE TRIGGER leaderboard_totals_bump_insert AFTER INSERT ON leaderboard_totals
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_totals_inserted();

    ${RESERVE_FROM('predictions')};
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER predictions_reserve_totals ON predictions;
    DROP FUNCTION predictions_reserve_totals;
    DROP TRIGGER leaderboard_totals_bump_insert ON leaderboard_totals;
    DROP TRIGGER leaderboard_totals_bump ON leaderboard_totals;
    DROP FUNCTION leaderboard_totals_inserted;
    CREATE TRIGGER leaderboard_totals_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leaderboard_totals
      FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_version_bump();
  `);
}
