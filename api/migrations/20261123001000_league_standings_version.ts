import type { Knex } from 'knex';

/**
 * League standings are served from an in-memory snapshot per league (modules/leagues/standings.ts),
 * current while these counters and leaderboard_version (totals, team names and kits) are unchanged:
 *
 * - `league:{id}` changes when a member joins, leaves, is removed or changes role, when the league is
 *   made or moves to another season, and when a member's name, team name or kit changes;
 * - `season:{id}` changes when a match of the season is added, removed, moved to another group or
 *   season, or its status or score changes (results, corrections, cancellations), and when a match
 *   group of the season is added, removed, renamed or renumbered (the last completed week and its
 *   points).
 *
 * Every value comes from one sequence, so a counter never repeats (a league made again under an old
 * id, a row removed, a database restored) and newer is always larger. Scopes are bumped in order (no
 * two bumps lock the same rows in opposite orders); a season bump takes the scoring lock first
 * (SCORING_LOCK in modules/scoring/service.ts), which every result already takes, so the season row is
 * only ever locked under that lock.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE SEQUENCE standings_version_seq;
    CREATE TABLE standings_versions (scope varchar(30) PRIMARY KEY, version bigint NOT NULL);

    CREATE FUNCTION standings_bump(scopes text[]) RETURNS void AS $$
      INSERT INTO standings_versions (scope, version)
      SELECT s, nextval('standings_version_seq')
      FROM (SELECT DISTINCT s FROM unnest(scopes) s WHERE s IS NOT NULL ORDER BY s) x
      ON CONFLICT (scope) DO UPDATE SET version = EXCLUDED.version;
    $$ LANGUAGE sql;

    CREATE FUNCTION league_members_standings_bump() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM standings_bump(ARRAY(SELECT 'league:' || league_id FROM added));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM standings_bump(ARRAY(SELECT 'league:' || league_id FROM removed));
      ELSE
        PERFORM standings_bump(ARRAY(SELECT 'league:' || league_id FROM removed
                                     UNION SELECT 'league:' || league_id FROM added));
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER league_members_standings_insert AFTER INSERT ON league_members
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION league_members_standings_bump();
    CREATE TRIGGER league_members_standings_delete AFTER DELETE ON league_members
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION league_members_standings_bump();
    CREATE TRIGGER league_members_standings_update AFTER UPDATE ON league_members
      REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION league_members_standings_bump();

    CREATE FUNCTION leagues_standings_bump() RETURNS trigger AS $$
    BEGIN
      PERFORM standings_bump(ARRAY['league:' || NEW.id]);
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER leagues_standings_insert AFTER INSERT ON leagues
      FOR EACH ROW EXECUTE FUNCTION leagues_standings_bump();
    CREATE TRIGGER leagues_standings_season AFTER UPDATE OF season_id ON leagues
      FOR EACH ROW WHEN (OLD.season_id IS DISTINCT FROM NEW.season_id) EXECUTE FUNCTION leagues_standings_bump();

    CREATE FUNCTION users_standings_bump() RETURNS trigger AS $$
    BEGIN
      PERFORM standings_bump(ARRAY(SELECT 'league:' || league_id FROM league_members WHERE user_id = NEW.id));
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_standings_bump
      AFTER UPDATE OF first_name, last_name, team_name, kit_style, kit_primary_colour, kit_secondary_colour ON users
      FOR EACH ROW WHEN (
        OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.team_name IS DISTINCT FROM NEW.team_name OR OLD.kit_style IS DISTINCT FROM NEW.kit_style
        OR OLD.kit_primary_colour IS DISTINCT FROM NEW.kit_primary_colour
        OR OLD.kit_secondary_colour IS DISTINCT FROM NEW.kit_secondary_colour)
      EXECUTE FUNCTION users_standings_bump();

    CREATE FUNCTION season_standings_bump() RETURNS trigger AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(720261122);
      IF TG_OP = 'INSERT' THEN
        PERFORM standings_bump(ARRAY['season:' || NEW.season_id]);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM standings_bump(ARRAY['season:' || OLD.season_id]);
      ELSE
        PERFORM standings_bump(ARRAY['season:' || OLD.season_id, 'season:' || NEW.season_id]);
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER matches_standings_bump
      AFTER INSERT OR DELETE OR UPDATE OF status, home_goals, away_goals, match_group_id, season_id ON matches
      FOR EACH ROW EXECUTE FUNCTION season_standings_bump();
    CREATE TRIGGER match_groups_standings_bump
      AFTER INSERT OR DELETE OR UPDATE OF name, match_week, season_id ON match_groups
      FOR EACH ROW EXECUTE FUNCTION season_standings_bump();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER match_groups_standings_bump ON match_groups;
    DROP TRIGGER matches_standings_bump ON matches;
    DROP FUNCTION season_standings_bump;
    DROP TRIGGER users_standings_bump ON users;
    DROP FUNCTION users_standings_bump;
    DROP TRIGGER leagues_standings_season ON leagues;
    DROP TRIGGER leagues_standings_insert ON leagues;
    DROP FUNCTION leagues_standings_bump;
    DROP TRIGGER league_members_standings_update ON league_members;
    DROP TRIGGER league_members_standings_delete ON league_members;
    DROP TRIGGER league_members_standings_insert ON league_members;
    DROP FUNCTION league_members_standings_bump;
    DROP FUNCTION standings_bump;
    DROP TABLE standings_versions;
    DROP SEQUENCE standings_version_seq;
  `);
}
