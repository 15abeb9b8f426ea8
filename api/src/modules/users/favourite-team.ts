import type { Knex } from 'knex';
import { User } from '../../models';

/** Users with the favourite team fields the own-user and profile answers show. */
export function usersWithFavouriteTeam(knex: Knex | Knex.Transaction) {
  return User.query(knex)
    .withGraphFetched('favouriteTeam')
    .modifyGraph('favouriteTeam', (team) =>
      team.select(
        'teams.id',
        'teams.name',
        'teams.shortName',
        'teams.logoUrl',
        'teams.countryCode',
      ),
    );
}
