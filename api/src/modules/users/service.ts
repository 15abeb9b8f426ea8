import type { Knex } from 'knex';
import {
  USER_MESSAGES,
  type KitInput,
  type PreferencesInput,
  type ProfileDetailsInput,
  type PublicProfile,
} from '@predictor/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { assertUniqueIdentity } from '../auth/service';
import { matchesQuery } from '../matches/service';
import type { MatchRow } from '../matches/presenter';
import { deadlinePassedSql } from '../matches/open';
import { presentPrediction } from '../predictions/presenter';
import { predictionStats, type PredictionStats } from '../predictions/stats';
import { loadFavouriteTeam } from './favourite-team';
import { presentKit, presentOwnUser } from './presenter';

/** An active user's id, or 404 'User not found' (deactivated users are not shown). */
async function assertActiveUser(knex: Knex, id: number) {
  const user = await knex('users').where({ id, isActive: true }).first('id');
  if (!user) throw notFound(USER_MESSAGES.notFound);
}

/** GET /users/profile/{id}: what anyone may see of a player (never the e-mail or names). */
export async function publicProfile(knex: Knex, id: number): Promise<PublicProfile> {
  const user = await knex('users').where({ id, isActive: true }).first();
  if (!user) throw notFound(USER_MESSAGES.notFound);
  const team = await loadFavouriteTeam(knex, user.favouriteTeamId);
  return {
    id: user.id,
    teamName: user.teamName,
    createdAt: user.createdAt,
    ...presentKit(user),
    favouriteTeam: team
      ? { id: team.id, name: team.name, logoUrl: team.logoUrl, countryCode: team.countryCode }
      : null,
  };
}

async function ownUser(knex: Knex, id: number) {
  const user = await knex('users').where({ id }).first();
  return presentOwnUser(user, await loadFavouriteTeam(knex, user.favouriteTeamId));
}

async function assertTeam(knex: Knex, teamId: number | null | undefined) {
  if (!teamId) return;
  if (!(await knex('teams').where({ id: teamId }).first('id'))) {
    throw badRequest(USER_MESSAGES.teamNotFound, { favouriteTeamId: USER_MESSAGES.teamNotFound });
  }
}

async function update(knex: Knex, id: number, patch: Record<string, unknown>) {
  await knex('users')
    .where({ id })
    .update({ ...patch, updatedAt: knex.fn.now() });
  return ownUser(knex, id);
}

/** PUT /users/profile, details: e-mail and team name unique (409), favourite team a team or null. */
export async function updateDetails(knex: Knex, id: number, input: ProfileDetailsInput) {
  await assertUniqueIdentity(knex, { email: input.email, teamName: input.teamName }, id);
  await assertTeam(knex, input.favouriteTeamId);
  const { favouriteTeamId, ...fields } = input;
  return update(knex, id, favouriteTeamId === undefined ? fields : { ...fields, favouriteTeamId });
}

/** PUT /users/profile, kit. */
export const updateKit = (knex: Knex, id: number, input: KitInput) => update(knex, id, input);

/** PUT /users/profile, e-mail preferences: turning notifications on re-subscribes unless told otherwise. */
export function updatePreferences(knex: Knex, id: number, input: PreferencesInput) {
  const { emailNotifications } = input.preferences;
  return update(knex, id, {
    emailNotifications,
    unsubscribed: input.unsubscribed ?? !emailNotifications,
  });
}

/** PUT /users/favourite-team. */
export async function updateFavouriteTeam(knex: Knex, id: number, favouriteTeamId: number | null) {
  await assertTeam(knex, favouriteTeamId);
  return update(knex, id, { favouriteTeamId });
}

/**
 * GET /users/{id}/predictions: that player's predictions on matches whose predictionsClose has passed,
 * by kick-off. Open predictions never leave the database here, not even for their owner.
 */
export async function closedPredictions(knex: Knex, id: number, now: Date) {
  await assertActiveUser(knex, id);
  const rows: MatchRow[] = await matchesQuery(knex, id)
    .whereNotNull('up.id')
    .whereRaw(deadlinePassedSql('m', '?'), [now])
    .orderBy('m.matchDate')
    .orderBy('m.id');
  return rows.map((row) => presentPrediction(row, now));
}

/** GET /users/{id}/stats: the prediction stats of predictionStats, over closed predictions only. */
export async function closedPredictionStats(
  knex: Knex,
  id: number,
  now: Date,
): Promise<PredictionStats> {
  await assertActiveUser(knex, id);
  return predictionStats(knex, id, now);
}
