import type { Knex } from 'knex';

/**
 * Live scores (issue 31 item 1): every leaderboard and standings request asks which matches are in
 * play with a live score (leaderboards/live.ts); this partial index keeps that a few index entries.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX matches_live ON matches (id)
      WHERE status = 'in_progress' AND home_goals IS NOT NULL AND away_goals IS NOT NULL
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX matches_live');
}
