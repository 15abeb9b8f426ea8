import type { Knex } from 'knex';

/**
 * A BEFORE UPDATE row trigger makes PostgreSQL lock and re-read every row an UPDATE touches before
 * it checks the trigger's column list, so "BEFORE ... UPDATE OF match_id" cost every score update
 * a tuple lock and a second WAL record per prediction (100k of each for one result). The match
 * group is now copied before an insert, and after an update that moves a prediction to another
 * match (never done by the app, kept for integrity); an AFTER trigger with a column list fires
 * only when that column is in the UPDATE's SET list, so scoring pays nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER predictions_copy_match_group ON predictions;
    CREATE TRIGGER predictions_copy_match_group BEFORE INSERT ON predictions
      FOR EACH ROW EXECUTE FUNCTION predictions_copy_match_group();

    CREATE FUNCTION predictions_follow_match() RETURNS trigger AS $$
    BEGIN
      UPDATE predictions SET match_group_id = (SELECT match_group_id FROM matches WHERE id = NEW.match_id)
      WHERE id = NEW.id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER predictions_follow_match AFTER UPDATE OF match_id ON predictions
      FOR EACH ROW WHEN (OLD.match_id IS DISTINCT FROM NEW.match_id)
      EXECUTE FUNCTION predictions_follow_match();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER predictions_follow_match ON predictions;
    DROP FUNCTION predictions_follow_match;
    DROP TRIGGER predictions_copy_match_group ON predictions;
    CREATE TRIGGER predictions_copy_match_group BEFORE INSERT OR UPDATE OF match_id ON predictions
      FOR EACH ROW EXECUTE FUNCTION predictions_copy_match_group();
  `);
}
