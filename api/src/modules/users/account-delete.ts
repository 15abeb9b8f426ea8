import type { Knex } from 'knex';
import {
  ACCOUNT_DATA_MESSAGES,
  ADMIN_ONLY_LEAGUE_TYPES,
  USER_MESSAGES,
  type DeleteAccountInput,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { League, LeagueMember, User } from '../../models';
import { verifyPassword } from '../auth/passwords';
import { SCORING_LOCK } from '../scoring/service';
import { scrubPersonalData } from './account-scrub';

/** An admin may leave only while another active admin remains to run the game (409 LAST_ADMIN). */
async function assertNotLastAdmin(trx: Knex.Transaction, userId: number) {
  // Every admin row locked: a demotion or deactivation of the other admin waits for this decision.
  const admins = await User.query(trx)
    .where('users.role', 'admin')
    .forUpdate()
    .select('users.id', 'users.isActive');
  if (!admins.some((admin) => admin.id !== userId && admin.isActive))
    throw conflict(ACCOUNT_DATA_MESSAGES.lastAdmin, 'LAST_ADMIN');
}

/**
 * The leagues the player created (by `created_by` or the creator role) pass to the next member: the
 * longest-standing league admin, else the earliest-joined member, who becomes creator; a league with
 * no other member is deleted. Official and fan leagues belong to the site: they stay, run by the
 * site admins, whoever is left in them.
 */
async function passOnLeagues(trx: Knex.Transaction, userId: number) {
  const leagues = await League.query(trx)
    .where('leagues.createdBy', userId)
    .orWhereExists(
      LeagueMember.query(trx)
        .whereColumn('league_members.leagueId', 'leagues.id')
        .where({ 'league_members.userId': userId, 'league_members.role': 'creator' }),
    )
    .orderBy('leagues.id')
    .forUpdate()
    .select('leagues.id', 'leagues.type');
  const outcome = { passedOn: 0, deleted: 0 };
  for (const league of leagues) {
    if (ADMIN_ONLY_LEAGUE_TYPES.includes(league.type)) continue;
    const next = await LeagueMember.query(trx)
      .where('leagueId', league.id)
      .whereNot('userId', userId)
      .orderByRaw(`role = 'creator' DESC, role = 'admin' DESC, joined_at, id`)
      .first()
      .select('id', 'userId');
    if (next) {
      await LeagueMember.query(trx).patch({ role: 'creator' }).findById(next.id);
      await League.query(trx).patch({ createdBy: next.userId }).findById(league.id);
      outcome.passedOn += 1;
    } else {
      await League.query(trx).deleteById(league.id);
      outcome.deleted += 1;
    }
  }
  return outcome;
}

/**
 * DELETE /users/me: erases the signed-in player's account at once, in one transaction. The password
 * (400 WRONG_PASSWORD) and the typed confirmation (checked by the schema) guard it. Under the scoring
 * lock, as every writer of totals: the player's predictions, leaderboard totals, memberships,
 * trophies, reset links and mail records go with the users row (ON DELETE CASCADE), which changes no
 * other player's total and bumps every leaderboard and standings version it touches (triggers).
 * Their leagues pass on, their personal data leaves the audit trail, newsletter lists and rate-limit
 * counters, and one audit entry without personal data records the deletion. Their sessions end with
 * the row: the auth middleware reads it on every request.
 */
export async function deleteAccount(deps: AppDeps, userId: number, input: DeleteAccountInput) {
  const user = await User.query(deps.knex).findById(userId).select('id', 'passwordHash');
  if (!user) throw notFound(USER_MESSAGES.notFound);
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw badRequest(
      ACCOUNT_DATA_MESSAGES.wrongPassword,
      { password: ACCOUNT_DATA_MESSAGES.wrongPassword },
      'WRONG_PASSWORD',
    );
  await deps.knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SCORING_LOCK]);
    // Locked first: nothing new can refer to the player (a prediction, a league, a membership) meanwhile.
    const person = await User.query(trx)
      .findById(userId)
      .forUpdate()
      .select('id', 'email', 'teamName', 'firstName', 'lastName', 'role');
    if (!person) throw notFound(USER_MESSAGES.notFound);
    if (person.role === 'admin') await assertNotLastAdmin(trx, userId);
    const leagues = await passOnLeagues(trx, userId);
    await scrubPersonalData(trx, person);
    await User.query(trx).deleteById(userId);
    await recordAudit(trx, {
      actorId: null,
      action: 'account_deleted',
      resource: 'users',
      resourceId: userId,
      after: { leaguesPassedOn: leagues.passedOn, leaguesDeleted: leagues.deleted },
    });
  });
}
