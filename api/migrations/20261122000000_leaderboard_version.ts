import type { Knex } from 'knex';

/**
 * One counter that changes whenever anything a leaderboard shows changes (totals, or a player's team
 * name or kit), so every API instance can keep a ranked snapshot in memory and check it is current
 * with one primary-key read per request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE leaderboard_version (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
    INSERT INTO leaderboard_version (id, version) VALUES (1, 1);

    CREATE FUNCTION leaderboard_version_bump() RETURNS trigger AS $$
    BEGIN
      UPDATE leaderboard_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    CREATE TRIGGER leaderboard_totals_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leaderboard_totals
      FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_version_bump();
    CREATE TRIGGER users_leaderboard_bump AFTER UPDATE OF team_name, kit_style, kit_primary_colour, kit_secondary_colour ON users
      FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_version_bump();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER IF EXISTS users_leaderboard_bump ON users;
    DROP TRIGGER IF EXISTS leaderboard_totals_bump ON leaderboard_totals;
    DROP FUNCTION IF EXISTS leaderboard_version_bump;
    DROP TABLE IF EXISTS leaderboard_version;
  `);
}
