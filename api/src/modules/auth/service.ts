import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  RESET_TOKEN_TTL_MS,
  type ChangePasswordInput,
  type RegisterInput,
} from '@predictor/contracts';
import type { Brand } from '@predictor/contracts';
import { brandedFrom } from '../../lib/brands';
import type { AppDeps } from '../../lib/context';
import { conflict, unauthorized, badRequest } from '../../lib/errors';
import { signSessionToken } from '../../lib/auth';
import { hashPassword, verifyPassword } from './passwords';
import { PasswordResetToken, User } from '../../models';
import { presentOwnUser } from '../users/presenter';
import { ownUser, usersWithFavouriteTeam } from '../users/favourite-team';

// Hash of a random password, checked when the e-mail is unknown so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const sessionToken = (deps: AppDeps, user: Pick<User, 'id' | 'sessionVersion'>) =>
  signSessionToken(user.id, deps.config.jwtSecret, deps.config.jwtExpiresIn, user.sessionVersion);

async function issueSession(deps: AppDeps, user: User) {
  return { token: await sessionToken(deps, user), user: presentOwnUser(user) };
}

/** Unused reset links of a user stop working (their password was just set another way, or by one). */
export function expireResetLinks(deps: AppDeps, trx: Knex.Transaction, userId: number) {
  return PasswordResetToken.query(trx)
    .patch({ usedAt: deps.now() })
    .where('userId', userId)
    .whereNull('usedAt');
}

/** Throws 409 with the right message when an e-mail or team name is already taken by someone else. */
export async function assertUniqueIdentity(
  knex: Knex | Knex.Transaction,
  fields: { email?: string; teamName?: string },
  exceptUserId?: number,
) {
  const takenBy = async (modifier: 'emailIs' | 'teamNameIs', value: string) => {
    const query = User.query(knex).modify(modifier, value).select('users.id').first();
    if (exceptUserId) query.whereNot('users.id', exceptUserId);
    return Boolean(await query);
  };
  if (fields.email && (await takenBy('emailIs', fields.email)))
    throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN', { email: MESSAGES.emailTaken });
  if (fields.teamName && (await takenBy('teamNameIs', fields.teamName)))
    throw conflict(MESSAGES.teamNameTaken, 'TEAM_NAME_TAKEN', {
      teamName: MESSAGES.teamNameTaken,
    });
}

/**
 * POST /auth/register: a new player, signed in, remembering the brand they signed up under (the look
 * of the game's mails to them). The pre-check spares an argon2 hash on a taken name.
 */
export async function register(deps: AppDeps, input: RegisterInput, brandId?: string) {
  await assertUniqueIdentity(deps.knex, input);
  const passwordHash = await hashPassword(input.password);
  const user = await User.query(deps.knex)
    .insert({
      email: input.email,
      passwordHash,
      teamName: input.teamName,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      brand: brandId ?? null,
      lastLogin: deps.now(),
    })
    .returning('*');
  // A new account has no favourite team yet.
  user.favouriteTeam = null;
  return await issueSession(deps, user);
}

/** POST /auth/login: 401 for an unknown e-mail, a wrong password or a deactivated account. */
export async function login(deps: AppDeps, email: string, password: string) {
  const user = await usersWithFavouriteTeam(deps.knex).modify('emailIs', email).first();
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, password)))
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  if (!user.isActive) throw unauthorized(MESSAGES.accountDeactivated, 'ACCOUNT_DEACTIVATED');
  await User.query(deps.knex).patch({ lastLogin: deps.now() }).findById(user.id);
  return issueSession(deps, user);
}

/** GET /auth/me: the signed-in user's own record. */
export async function me(deps: AppDeps, userId: number) {
  return ownUser(deps.knex, userId);
}

/**
 * The work of POST /auth/forgot-password, run after it answered (the answer is the same whether or
 * not the address exists, and so is its timing): mails a one-hour, single-use link when the account
 * exists and is active.
 */
export async function sendResetLink(
  deps: AppDeps,
  email: string,
  brand?: Brand,
  siteUrl = deps.config.publicUrl,
) {
  const user = await User.query(deps.knex)
    .modify('emailIs', email)
    .first()
    .select('users.id', 'users.email', 'users.isActive', 'users.teamName');
  if (user?.isActive) {
    const token = randomBytes(32).toString('base64url');
    await PasswordResetToken.query(deps.knex).insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      from: brandedFrom(deps.config.mailFrom, brand ?? deps.config.brands[0]),
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.teamName},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      html: `<p>Hello ${escapeHtml(user.teamName)},</p><p>Someone asked to reset the password of your account. Open this link within one hour to choose a new one:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    });
  }
}

/** POST /auth/reset-password: a valid, unused, unexpired token sets the password once. */
export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.knex.transaction(async (trx) => {
    // Marking the token used in the same statement that finds it makes it work exactly once.
    const [row] = await PasswordResetToken.query(trx)
      .patch({ usedAt: deps.now() })
      .where('tokenHash', sha256(token))
      .whereNull('usedAt')
      .where('expiresAt', '>', deps.now())
      .returning('userId');
    if (!row) throw badRequest(MESSAGES.resetLinkExpired, undefined, 'RESET_LINK_EXPIRED');
    // The new hash ends every session (trigger users_end_sessions), and other links stop working.
    await User.query(trx).patch({ passwordHash }).findById(row.userId);
    await expireResetLinks(deps, trx, row.userId);
  });
  return { message: MESSAGES.passwordReset };
}

/**
 * POST /auth/change-password: the current password proves it is the player (400 WRONG_PASSWORD, not
 * 401, which would sign this device out); the new one ends every other session, unused reset links
 * stop working, and this device gets a new token, so it stays signed in.
 */
export async function changePassword(deps: AppDeps, userId: number, input: ChangePasswordInput) {
  const user = await User.query(deps.knex).findById(userId).select('users.passwordHash');
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const message = ACCOUNT_MESSAGES.wrongCurrentPassword;
    throw badRequest(message, { currentPassword: message }, 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const changed = await deps.knex.transaction(async (trx) => {
    const [row] = await User.query(trx)
      .patch({ passwordHash })
      .where('id', userId)
      .returning(['id', 'sessionVersion']);
    await expireResetLinks(deps, trx, userId);
    return row;
  });
  return { token: await sessionToken(deps, changed), message: ACCOUNT_MESSAGES.passwordChanged };
}

/** POST /auth/sign-out-everywhere: every session of the player ends, this one included. */
export async function signOutEverywhere(deps: AppDeps, userId: number) {
  await User.query(deps.knex).increment('sessionVersion', 1).where('id', userId);
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
