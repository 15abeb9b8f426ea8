import type { Knex } from 'knex';

/**
 * Each player's personal calendar link (profile: "Calendar"): a random nonce (16+ bytes, base64url)
 * that the link's MAC covers (modules/calendar/token.ts). Null until the player first asks for the
 * link; a reset replaces it, so every link made from the old one stops working at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users ADD COLUMN calendar_nonce text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN calendar_nonce');
}
