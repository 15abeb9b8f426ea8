import type { Knex } from 'knex';

/**
 * A single prediction as cheap as it can be (issue 32 item 5): the per-player prediction count moves
 * out of the users row into a narrow table of its own, user_prediction_counts.
 *
 * users.prediction_count (migration 20261123000700) was kept by a trigger that updated the player's
 * users row on every prediction statement: the count is indexed, so each update was a new row
 * version in every one of the users table's 11 indexes (the search text's trigram GIN index among
 * them, a few dozen entries per version) and a recomputed search_text. The narrow row costs one
 * small row version and two b-tree entries (its key and the admin sort's index).
 *
 * - One row per player, made with the player (statement trigger on users), removed with them
 *   (ON DELETE CASCADE), so the admin list's sort by predictions walks this table's index alone.
 * - role and is_active are copied from users (row trigger, only when they change: staff actions)
 *   and carried by the sort index, so a filtered deep page of that sort stays an index-only walk,
 *   as it was on users_prediction_count_index.
 * - The same three triggers on predictions keep prediction_count (statement-level on insert and
 *   delete, cascades included; row-level when a prediction changes owner), now updating this table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE user_prediction_counts (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      prediction_count integer NOT NULL DEFAULT 0,
      role varchar(10) NOT NULL,
      is_active boolean NOT NULL
    ) WITH (fillfactor = 70);
    INSERT INTO user_prediction_counts (user_id, prediction_count, role, is_active)
      SELECT u.id, coalesce(c.n, 0), u.role, u.is_active
      FROM users u LEFT JOIN (SELECT user_id, count(*)::int AS n FROM predictions GROUP BY user_id) c
        ON c.user_id = u.id
      ORDER BY u.id;
    CREATE INDEX user_prediction_counts_sort_index
      ON user_prediction_counts (prediction_count, user_id) INCLUDE (role, is_active);

    CREATE FUNCTION users_add_prediction_counts() RETURNS trigger AS $$
    BEGIN
      INSERT INTO user_prediction_counts (user_id, role, is_active)
        SELECT id, role, is_active FROM added ORDER BY id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_add_prediction_counts AFTER INSERT ON users
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION users_add_prediction_counts();

    CREATE FUNCTION users_copy_to_prediction_counts() RETURNS trigger AS $$
    BEGIN
      UPDATE user_prediction_counts SET role = NEW.role, is_active = NEW.is_active
        WHERE user_id = NEW.id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_copy_to_prediction_counts AFTER UPDATE OF role, is_active ON users
      FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active)
      EXECUTE FUNCTION users_copy_to_prediction_counts();

    CREATE OR REPLACE FUNCTION users_count_predictions_added() RETURNS trigger AS $$
    BEGIN
      UPDATE user_prediction_counts c SET prediction_count = c.prediction_count + a.n
        FROM (SELECT user_id, count(*)::int AS n FROM added GROUP BY user_id ORDER BY user_id) a
        WHERE c.user_id = a.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    CREATE OR REPLACE FUNCTION users_count_predictions_removed() RETURNS trigger AS $$
    BEGIN
      UPDATE user_prediction_counts c SET prediction_count = c.prediction_count - r.n
        FROM (SELECT user_id, count(*)::int AS n FROM removed GROUP BY user_id ORDER BY user_id) r
        WHERE c.user_id = r.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    CREATE OR REPLACE FUNCTION users_count_predictions_moved() RETURNS trigger AS $$
    BEGIN
      UPDATE user_prediction_counts SET prediction_count = prediction_count - 1 WHERE user_id = OLD.user_id;
      UPDATE user_prediction_counts SET prediction_count = prediction_count + 1 WHERE user_id = NEW.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    ALTER TABLE users DROP COLUMN prediction_count;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users ADD COLUMN prediction_count integer NOT NULL DEFAULT 0;
    UPDATE users u SET prediction_count = c.prediction_count
      FROM user_prediction_counts c WHERE c.user_id = u.id AND c.prediction_count <> 0;
    CREATE INDEX users_prediction_count_index ON users (prediction_count, id) INCLUDE (role, is_active);

    CREATE OR REPLACE FUNCTION users_count_predictions_added() RETURNS trigger AS $$
    BEGIN
      UPDATE users u SET prediction_count = u.prediction_count + a.n
        FROM (SELECT user_id, count(*)::int AS n FROM added GROUP BY user_id ORDER BY user_id) a
        WHERE u.id = a.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    CREATE OR REPLACE FUNCTION users_count_predictions_removed() RETURNS trigger AS $$
    BEGIN
      UPDATE users u SET prediction_count = u.prediction_count - r.n
        FROM (SELECT user_id, count(*)::int AS n FROM removed GROUP BY user_id ORDER BY user_id) r
        WHERE u.id = r.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    CREATE OR REPLACE FUNCTION users_count_predictions_moved() RETURNS trigger AS $$
    BEGIN
      UPDATE users SET prediction_count = prediction_count - 1 WHERE id = OLD.user_id;
      UPDATE users SET prediction_count = prediction_count + 1 WHERE id = NEW.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    DROP TRIGGER users_copy_to_prediction_counts ON users;
    DROP FUNCTION users_copy_to_prediction_counts;
    DROP TRIGGER users_add_prediction_counts ON users;
    DROP FUNCTION users_add_prediction_counts;
    DROP TABLE user_prediction_counts;
  `);
}
