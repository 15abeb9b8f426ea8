import type { Knex } from 'knex';
import { USER_MESSAGES } from '@predictor/contracts';
import { notFound } from '../../lib/errors';
import { User } from '../../models';
import { presentOwnUser } from './presenter';

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

/** A user's own record as answered; 404 'User not found' when the account is gone. */
export async function ownUser(knex: Knex | Knex.Transaction, id: number) {
  const user = await usersWithFavouriteTeam(knex).findById(id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return presentOwnUser(user);
}
