import type { Knex } from 'knex';

/** The dashboard's activity charts count predictions by the day they were made: index that day. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('predictions', (t) => {
    t.index(['created_at'], 'predictions_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('predictions', (t) => {
    t.dropIndex(['created_at'], 'predictions_created_at_index');
  });
}
