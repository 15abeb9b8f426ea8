import type { Knex } from 'knex';

/**
 * batch_refused(): raises, so that one statement can refuse itself as a whole. POST
 * /predictions/batch writes every row in one INSERT and calls it when fewer rows were written than
 * sent (a match closed, unknown, or a banker without a week): the statement then leaves nothing
 * behind, and the service explains each row (api/src/modules/predictions/batch.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION batch_refused() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      RAISE EXCEPTION 'batch refused' USING ERRCODE = 'P0001', HINT = 'batch_refused';
    END $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION batch_refused()');
}
