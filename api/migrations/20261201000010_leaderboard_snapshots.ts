import type { Knex } from 'knex';

/**
 * Saved leaderboard tables (modules/leaderboards/saved.ts): a large table as an instance last read it
 * whole, so an instance starting against a million players moves the saved table on by the change
 * log (seconds) instead of reading it again (tens of seconds for the all-competitions table).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE leaderboard_snapshots (
      table_key varchar(200) PRIMARY KEY,
      version bigint NOT NULL,
      saved_at timestamptz NOT NULL DEFAULT now(),
      data bytea NOT NULL
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE leaderboard_snapshots');
}
