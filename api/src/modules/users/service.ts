// Rows through the User and Team models. closedPredictions reuses the matches list query (knex: the
// same join as flat rows, extended here with the player's predictions), closedPredictionStats
// the one player-stats aggregate of predictions/stats.ts, and closedPredictionForm predictions/form.ts.
import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import {
  USER_MESSAGES,
  type KitInput,
  type PreferencesInput,
  type ProfileDetailsInput,
  type PublicProfile,
} from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { Team, User } from '../../models';
import { assertUniqueIdentity } from '../auth/service';
import { matchesQuery } from '../matches/service';
import type { MatchRow } from '../matches/presenter';
import { deadlinePassedSql } from '../matches/open';
import { presentPrediction } from '../predictions/presenter';
import { predictionStats, type PredictionStats } from '../predictions/stats';
import { playerForm } from '../predictions/form';
import { ownUser, usersWithFavouriteTeam } from './favourite-team';
import { presentKit } from './presenter';

/** An active user's id, or 404 'User not found' (deactivated users are not shown). */
async function assertActiveUser(knex: Knex, id: number) {
  const user = await User.query(knex).modify('active').findById(id).select('users.id');
  if (!user) throw notFound(USER_MESSAGES.notFound);
}

/** GET /users/profile/{id}: what anyone may see of a player (never the e-mail or names). */
export async function publicProfile(deps: AppDeps, id: number): Promise<PublicProfile> {
  const user = await usersWithFavouriteTeam(deps.knex).modify('active').findById(id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  const team = user.favouriteTeam;
  return {
    id: user.id,
    teamName: user.teamName,
    createdAt: user.createdAt.toISOString(),
    ...presentKit(user),
    favouriteTeam: team
      ? { id: team.id, name: team.name, logoUrl: team.logoUrl, countryCode: team.countryCode }
      : null,
  };
}

async function assertTeam(knex: Knex, teamId: number | null | undefined) {
  if (!teamId) return;
  if (!(await Team.query(knex).findById(teamId).select('teams.id'))) {
    throw badRequest(USER_MESSAGES.teamNotFound, { favouriteTeamId: USER_MESSAGES.teamNotFound });
  }
}

async function update(deps: AppDeps, id: number, patch: PartialModelObject<User>) {
  await User.query(deps.knex).patch(patch).findById(id);
  return ownUser(deps.knex, id);
}

/** PUT /users/profile, details: e-mail and team name unique (409), favourite team a team or null. */
export async function updateDetails(deps: AppDeps, id: number, input: ProfileDetailsInput) {
  await assertUniqueIdentity(deps.knex, { email: input.email, teamName: input.teamName }, id);
  await assertTeam(deps.knex, input.favouriteTeamId);
  const { favouriteTeamId, ...fields } = input;
  return update(deps, id, favouriteTeamId === undefined ? fields : { ...fields, favouriteTeamId });
}

/** PUT /users/profile, kit. */
export const updateKit = (deps: AppDeps, id: number, input: KitInput) => update(deps, id, input);

/**
 * PUT /users/profile, preferences: turning notifications on re-subscribes unless told otherwise;
 * the reminder lead time, UK time and each notice's channels change only when given.
 */
export function updatePreferences(deps: AppDeps, id: number, input: PreferencesInput) {
  const { emailNotifications, reminderLeadHours, ukTime, ...channels } = input.preferences;
  return update(deps, id, {
    ...Object.fromEntries(Object.entries(channels).filter(([, on]) => on !== undefined)),
    ...(emailNotifications === undefined
      ? {}
      : { emailNotifications, unsubscribed: input.unsubscribed ?? !emailNotifications }),
    ...(reminderLeadHours === undefined ? {} : { reminderLeadHours }),
    ...(ukTime === undefined ? {} : { ukTime }),
  });
}

/** PUT /users/favourite-team. */
export async function updateFavouriteTeam(
  deps: AppDeps,
  id: number,
  favouriteTeamId: number | null,
) {
  await assertTeam(deps.knex, favouriteTeamId);
  return update(deps, id, { favouriteTeamId });
}

/**
 * GET /users/{id}/predictions: that player's predictions on matches whose predictionsClose has passed,
 * by kick-off. Open predictions never leave the database here, not even for their owner.
 */
export async function closedPredictions(deps: AppDeps, id: number) {
  const now = deps.now();
  await assertActiveUser(deps.knex, id);
  const rows: MatchRow[] = await matchesQuery(deps.knex, id)
    .whereNotNull('up.id')
    .whereRaw(deadlinePassedSql('m', '?'), [now])
    .orderBy('m.matchDate')
    .orderBy('m.id');
  return rows.map((row) => presentPrediction(row, now));
}

/** GET /users/{id}/stats: the prediction stats of predictionStats, over closed predictions only. */
export async function closedPredictionStats(deps: AppDeps, id: number): Promise<PredictionStats> {
  await assertActiveUser(deps.knex, id);
  return predictionStats(deps.knex, id, deps.now());
}

/** GET /users/{id}/form: a public profile's season form, accuracy and banker record, over closed predictions only. */
export async function closedPredictionForm(deps: AppDeps, id: number) {
  await assertActiveUser(deps.knex, id);
  return playerForm(deps.knex, id, deps.now());
}
