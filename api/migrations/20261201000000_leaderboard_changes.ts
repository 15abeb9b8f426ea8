import type { Knex } from 'knex';

/**
 * The leaderboard change log (issue 32): what each version of leaderboard_version changed, so every
 * API instance brings its in-memory tables forward by the changes instead of rebuilding them
 * (modules/leaderboards/changes.ts reads it, advance.ts applies it).
 *
 * One version has one or more rows:
 * - kind 'totals': per player, what a statement added to the month rows of (scope, period), packed
 *   as 14 bytes per player (user id int4, then the five total columns int2, big-endian: a month's
 *   totals stay far below 32,768); group_id is the
 *   match group of the match it scored (null when not from a match: a deleted account, a bonus row)
 *   and latest_group_id the season's latest match week with a counted result after it;
 * - kind 'players': the user ids (4 bytes each) whose team name or kit changed.
 *
 * Writers that log their own changes (scoring's totalsMoves) bump the version themselves and set
 * predictor.leaderboard_logged for the statement, so the triggers below neither bump nor log it
 * again. A bump without log rows (a bonus rescore, recomputeAll) is a gap: instances rebuild.
 * Rows older than LEADERBOARD_CHANGES_KEPT are pruned by the writers; an instance further behind
 * rebuilds too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE leaderboard_changes (
      version bigint NOT NULL,
      made_at timestamptz NOT NULL DEFAULT now(),
      kind varchar(10) NOT NULL CHECK (kind IN ('totals', 'players')),
      scope varchar(30),
      period varchar(10),
      group_id integer,
      latest_group_id integer,
      entries bytea NOT NULL
    );
    CREATE INDEX leaderboard_changes_version_index ON leaderboard_changes (version);

    CREATE FUNCTION leaderboard_logged() RETURNS boolean AS $$
      SELECT coalesce(current_setting('predictor.leaderboard_logged', true), '') = 'on';
    $$ LANGUAGE sql STABLE;

    CREATE OR REPLACE FUNCTION leaderboard_version_bump() RETURNS trigger AS $$
    BEGIN
      IF NOT leaderboard_logged() THEN
        UPDATE leaderboard_version SET version = version + 1 WHERE id = 1;
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    CREATE OR REPLACE FUNCTION leaderboard_totals_inserted() RETURNS trigger AS $$
    BEGIN
      IF NOT leaderboard_logged() AND EXISTS (SELECT 1 FROM added
                 WHERE (total_points, correct_results, exact_scores, exact_goals, total_predictions) <> (0, 0, 0, 0, 0)) THEN
        UPDATE leaderboard_version SET version = version + 1 WHERE id = 1;
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    -- Deleted rows (a deleted account's, a bonus row no answer calls for) are logged as what they took away.
    CREATE FUNCTION leaderboard_totals_deleted() RETURNS trigger AS $$
    DECLARE
      next_version bigint;
    BEGIN
      IF leaderboard_logged() OR NOT EXISTS (SELECT 1 FROM removed
                 WHERE (total_points, correct_results, exact_scores, exact_goals, total_predictions) <> (0, 0, 0, 0, 0)) THEN
        RETURN NULL;
      END IF;
      UPDATE leaderboard_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
      INSERT INTO leaderboard_changes (version, kind, scope, period, entries)
      SELECT next_version, 'totals', r.scope, r.period,
             string_agg(int4send(r.user_id) || int2send((-r.total_points)::int2) || int2send((-r.correct_results)::int2)
                        || int2send((-r.exact_scores)::int2) || int2send((-r.exact_goals)::int2)
                        || int2send((-r.total_predictions)::int2), ''::bytea)
      FROM removed r
      WHERE (r.total_points, r.correct_results, r.exact_scores, r.exact_goals, r.total_predictions) <> (0, 0, 0, 0, 0)
      GROUP BY r.scope, r.period;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;

    DROP TRIGGER leaderboard_totals_bump ON leaderboard_totals;
    CREATE TRIGGER leaderboard_totals_bump AFTER UPDATE OR TRUNCATE ON leaderboard_totals
      FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_version_bump();
    CREATE TRIGGER leaderboard_totals_bump_delete AFTER DELETE ON leaderboard_totals
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_totals_deleted();

    -- A player's new team name or kit: one version naming the player.
    CREATE FUNCTION users_leaderboard_logged() RETURNS trigger AS $$
    DECLARE
      next_version bigint;
    BEGIN
      UPDATE leaderboard_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
      INSERT INTO leaderboard_changes (version, kind, entries) VALUES (next_version, 'players', int4send(NEW.id));
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    DROP TRIGGER users_leaderboard_bump ON users;
    CREATE TRIGGER users_leaderboard_bump
      AFTER UPDATE OF team_name, kit_style, kit_primary_colour, kit_secondary_colour ON users
      FOR EACH ROW WHEN (
        OLD.team_name IS DISTINCT FROM NEW.team_name OR OLD.kit_style IS DISTINCT FROM NEW.kit_style
        OR OLD.kit_primary_colour IS DISTINCT FROM NEW.kit_primary_colour
        OR OLD.kit_secondary_colour IS DISTINCT FROM NEW.kit_secondary_colour)
      EXECUTE FUNCTION users_leaderboard_logged();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER users_leaderboard_bump ON users;
    DROP FUNCTION users_leaderboard_logged;
    CREATE TRIGGER users_leaderboard_bump AFTER UPDATE OF team_name, kit_style, kit_primary_colour, kit_secondary_colour ON users
      FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_version_bump();
    DROP TRIGGER leaderboard_totals_bump_delete ON leaderboard_totals;
    DROP FUNCTION leaderboard_totals_deleted;
    DROP TRIGGER leaderboard_totals_bump ON leaderboard_totals;
    CREATE TRIGGER leaderboard_totals_bump AFTER UPDATE OR DELETE OR TRUNCATE ON leaderboard_totals
      FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_version_bump();
    CREATE OR REPLACE FUNCTION leaderboard_totals_inserted() RETURNS trigger AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM added
                 WHERE (total_points, correct_results, exact_scores, exact_goals, total_predictions) <> (0, 0, 0, 0, 0)) THEN
        UPDATE leaderboard_version SET version = version + 1 WHERE id = 1;
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE OR REPLACE FUNCTION leaderboard_version_bump() RETURNS trigger AS $$
    BEGIN
      UPDATE leaderboard_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    DROP FUNCTION leaderboard_logged;
    DROP TABLE leaderboard_changes;
  `);
}
