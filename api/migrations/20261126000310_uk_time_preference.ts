import type { Knex } from 'knex';

/**
 * Each player's choice of how times read (profile: "Show times in UK time"): false shows them in UTC
 * as the players' spec prints them, labelled UTC; true in UK time (Europe/London), BST or GMT named.
 * The player site and the reminder and recap e-mails follow it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users ADD COLUMN uk_time boolean NOT NULL DEFAULT false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN uk_time');
}
