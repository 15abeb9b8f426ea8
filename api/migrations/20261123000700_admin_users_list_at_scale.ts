import type { Knex } from 'knex';

/**
 * The admin users list at 100k users (issue 12, point 5): every filter and sort answers from an index.
 *
 * - Search (ILIKE '%text%' over e-mail, team name and "first last"): users.search_text, a stored generated
 *   column holding the three lower-cased and joined by chr(1), with a trigram GIN index (pg_trgm, shipped
 *   with Debian's PostgreSQL 15 and loaded by the embedded PGlite from its contrib). ILIKE lower-cases
 *   both sides character by character, so for a text without chr(1) `search_text LIKE lower('%text%')`
 *   matches exactly the users the OR of three ILIKEs matches; rare texts come from the index, and a text
 *   that matches nearly everyone (which no index narrows) is one plain LIKE per user, not three ILIKEs.
 * - Joined (the default sort) and every other sort break ties on id: (created_at, id) walks in order even
 *   when many users share a created_at (a bulk import), instead of sorting them all.
 * - Predictions count: a maintained users.prediction_count, kept by statement-level triggers on
 *   predictions (one UPDATE per inserting or deleting statement, grouped by user; a row trigger when a
 *   prediction changes owner), with an index on (prediction_count, id). Counting on read means a grouped
 *   scan of every prediction (~3M rows at 100k players: hundreds of ms) to sort by it, and a count per
 *   page row; the column costs one indexed update of the player's row per prediction statement.
 * - Favourite team: (favourite_team_id, id) lets each team's users come out in id order (the list reads a
 *   page team by team, in name order). Team name: (lower(team_name), id). Last login ascending (unset
 *   last): (last_login, id); the descending one and the name one (migration 20261122000400) are remade.
 * - Deep pages (offset 50k) walk the sort's index past the offset: each sort index carries role and
 *   is_active (INCLUDE), and the team-name one team_name too, so that walk, filtered by role or status
 *   or not, is an index-only scan instead of one table read per skipped user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS
      (lower(email || chr(1) || team_name || chr(1) || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) STORED;
    CREATE INDEX users_search_text_trgm_index ON users USING gin (search_text gin_trgm_ops);
    CREATE INDEX users_created_at_id_index ON users (created_at, id) INCLUDE (role, is_active);
    DROP INDEX users_created_at_index;
    CREATE INDEX users_favourite_team_id_index ON users (favourite_team_id, id) INCLUDE (role, is_active);
    DROP INDEX users_favourite_team_index;
    CREATE INDEX users_team_name_lower_id_index ON users (lower(team_name), id) INCLUDE (team_name, role, is_active);
    CREATE INDEX users_last_login_asc_index ON users (last_login, id) INCLUDE (role, is_active);
    DROP INDEX users_last_name_first_name_index, users_last_login_index;
    CREATE INDEX users_last_name_first_name_index ON users (last_name, first_name, id) INCLUDE (role, is_active);
    CREATE INDEX users_last_login_index ON users (last_login DESC NULLS LAST, id DESC) INCLUDE (role, is_active);

    ALTER TABLE users ADD COLUMN prediction_count integer NOT NULL DEFAULT 0;
    UPDATE users u SET prediction_count = c.n
      FROM (SELECT user_id, count(*)::int AS n FROM predictions GROUP BY user_id) c
      WHERE c.user_id = u.id;
    CREATE INDEX users_prediction_count_index ON users (prediction_count, id) INCLUDE (role, is_active);

    CREATE FUNCTION users_count_predictions_added() RETURNS trigger AS $$
    BEGIN
      UPDATE users u SET prediction_count = u.prediction_count + a.n
        FROM (SELECT user_id, count(*)::int AS n FROM added GROUP BY user_id ORDER BY user_id) a
        WHERE u.id = a.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_count_predictions_added AFTER INSERT ON predictions
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION users_count_predictions_added();

    CREATE FUNCTION users_count_predictions_removed() RETURNS trigger AS $$
    BEGIN
      UPDATE users u SET prediction_count = u.prediction_count - r.n
        FROM (SELECT user_id, count(*)::int AS n FROM removed GROUP BY user_id ORDER BY user_id) r
        WHERE u.id = r.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_count_predictions_removed AFTER DELETE ON predictions
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION users_count_predictions_removed();

    CREATE FUNCTION users_count_predictions_moved() RETURNS trigger AS $$
    BEGIN
      UPDATE users SET prediction_count = prediction_count - 1 WHERE id = OLD.user_id;
      UPDATE users SET prediction_count = prediction_count + 1 WHERE id = NEW.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_count_predictions_moved AFTER UPDATE OF user_id ON predictions
      FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
      EXECUTE FUNCTION users_count_predictions_moved();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER users_count_predictions_moved ON predictions;
    DROP FUNCTION users_count_predictions_moved;
    DROP TRIGGER users_count_predictions_removed ON predictions;
    DROP FUNCTION users_count_predictions_removed;
    DROP TRIGGER users_count_predictions_added ON predictions;
    DROP FUNCTION users_count_predictions_added;
    ALTER TABLE users DROP COLUMN prediction_count;
    CREATE INDEX users_favourite_team_index ON users (favourite_team_id);
    DROP INDEX users_favourite_team_id_index;
    CREATE INDEX users_created_at_index ON users (created_at);
    DROP INDEX users_created_at_id_index;
    DROP INDEX users_team_name_lower_id_index, users_last_login_asc_index;
    DROP INDEX users_last_name_first_name_index, users_last_login_index;
    CREATE INDEX users_last_name_first_name_index ON users (last_name, first_name, id);
    CREATE INDEX users_last_login_index ON users (last_login DESC NULLS LAST, id DESC);
    ALTER TABLE users DROP COLUMN search_text;
  `);
}
