import type { Knex } from 'knex';

/** The trophies that the monthly and end-of-season jobs award. */
const AUTOMATIC_TROPHIES = [
  ['monthly_first', 'Monthly Champion', "Top of a competition's monthly table"],
  ['monthly_second', 'Monthly Runner-up', "Second in a competition's monthly table"],
  ['monthly_third', 'Monthly Third Place', "Third in a competition's monthly table"],
  ['annual_first', 'Annual Champion', "Won a competition's season leaderboard"],
  ['annual_second', 'Annual Runner-up', "Second in a competition's season leaderboard"],
  ['annual_third', 'Annual Third Place', "Third in a competition's season leaderboard"],
  ['league_first', 'League Winner', 'Won a league at the end of its season'],
  ['league_second', 'League Runner-up', 'Second in a league at the end of its season'],
  ['league_third', 'League Third Place', 'Third in a league at the end of its season'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex('trophies').insert(
    AUTOMATIC_TROPHIES.map(([trophyType, name, description]) => ({
      trophy_type: trophyType,
      name,
      description,
      is_active: true,
    })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('trophies')
    .whereIn(
      'trophy_type',
      AUTOMATIC_TROPHIES.map(([type]) => type),
    )
    .delete();
}
