import type { Knex } from 'knex';

/**
 * Round winners (issue 31 item 2): the 'round_winner' trophy that the round-winners job awards to
 * the first of a round's table once all its results are in, and the rounds that job has settled
 * (one row per match group, so each round is decided once however often the job runs).
 */
const TYPES_BEFORE = `'custom', 'monthly_first', 'monthly_second', 'monthly_third', 'annual_first',
  'annual_second', 'annual_third', 'league_first', 'league_second', 'league_third'`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE trophies DROP CONSTRAINT trophies_type_check;
    ALTER TABLE trophies ADD CONSTRAINT trophies_type_check
      CHECK (trophy_type IN (${TYPES_BEFORE}, 'round_winner'));
    CREATE TABLE round_winner_checks (
      match_group_id integer PRIMARY KEY REFERENCES match_groups(id) ON DELETE CASCADE,
      checked_at timestamptz NOT NULL
    );
  `);
  await knex('trophies').insert({
    trophy_type: 'round_winner',
    name: 'Round Winner',
    description: "Top of a competition's table for one round, once all its results were in",
    is_active: true,
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('trophies').where({ trophy_type: 'round_winner' }).delete();
  await knex.raw(`
    DROP TABLE round_winner_checks;
    ALTER TABLE trophies DROP CONSTRAINT trophies_type_check;
    ALTER TABLE trophies ADD CONSTRAINT trophies_type_check CHECK (trophy_type IN (${TYPES_BEFORE}));
  `);
}
