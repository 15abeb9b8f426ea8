import type { Knex } from 'knex';

/**
 * Live scores (modules/live): every result set or corrected, and every status change of a match,
 * writes a `result` row into live_events in the same transaction (trigger on matches) and notifies
 * channel `live_events` with its id at commit. Each API instance listens, reads the new rows and
 * streams them to its Server-Sent Events clients; a client reconnecting with Last-Event-ID is
 * replayed the rows after it. Rows are kept one day: each insert prunes older ones.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE live_events (
      id bigserial PRIMARY KEY,
      type varchar(30) NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX live_events_created_at ON live_events (created_at);

    CREATE FUNCTION live_event(event_type text, event_payload jsonb) RETURNS void AS $$
    DECLARE
      event_id bigint;
    BEGIN
      DELETE FROM live_events WHERE created_at < now() - interval '1 day';
      INSERT INTO live_events (type, payload) VALUES (event_type, event_payload) RETURNING id INTO event_id;
      PERFORM pg_notify('live_events', event_id::text);
    END $$ LANGUAGE plpgsql;

    CREATE FUNCTION matches_live_event() RETURNS trigger AS $$
    BEGIN
      PERFORM live_event('result', jsonb_build_object(
        'matchId', NEW.id, 'seasonId', NEW.season_id, 'matchGroupId', NEW.match_group_id,
        'status', NEW.status, 'homeGoals', NEW.home_goals, 'awayGoals', NEW.away_goals));
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER matches_live_event AFTER UPDATE OF status, home_goals, away_goals ON matches
      FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.home_goals IS DISTINCT FROM NEW.home_goals
            OR OLD.away_goals IS DISTINCT FROM NEW.away_goals)
      EXECUTE FUNCTION matches_live_event();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER matches_live_event ON matches;
    DROP FUNCTION matches_live_event();
    DROP FUNCTION live_event(text, jsonb);
    DROP TABLE live_events;
  `);
}
