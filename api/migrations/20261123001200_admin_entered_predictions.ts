import type { Knex } from 'knex';

/**
 * A prediction an admin entered or corrected for a player after the deadline (a "late prediction")
 * keeps who entered it, so the player's and leagues' views can mark it. Cleared when the player
 * edits the prediction again (only possible if the match reopens).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('predictions', (t) => {
    t.integer('entered_by_admin_id')
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('predictions', (t) => {
    t.dropColumn('entered_by_admin_id');
  });
}
