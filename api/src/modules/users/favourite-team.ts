import type { Knex } from 'knex';
import type { FavouriteTeam } from './presenter';

export async function loadFavouriteTeam(knex: Knex, teamId: number | null): Promise<FavouriteTeam> {
  if (!teamId) return null;
  const team = await knex('teams')
    .where({ id: teamId })
    .first('id', 'name', 'short_name', 'logo_url', 'country_code');
  return team ?? null;
}
