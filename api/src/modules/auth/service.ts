import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { MESSAGES, RESET_TOKEN_TTL_MS, type RegisterInput } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { conflict, unauthorized, badRequest } from '../../lib/errors';
import { signToken } from '../../lib/auth';
import { hashPassword, verifyPassword } from './passwords';
import { presentOwnUser } from '../users/presenter';
import { loadFavouriteTeam } from '../users/favourite-team';

// Hash of a random password, checked when the e-mail is unknown so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function issueSession(deps: AppDeps, user: Parameters<typeof presentOwnUser>[0]) {
  const token = await signToken(user.id, deps.config.jwtSecret, deps.config.jwtExpiresIn);
  return {
    token,
    user: presentOwnUser(user, await loadFavouriteTeam(deps.knex, user.favouriteTeamId)),
  };
}

/** Throws 409 with the right message when an e-mail or team name is already taken by someone else. */
export async function assertUniqueIdentity(
  knex: Knex,
  fields: { email?: string; teamName?: string },
  exceptUserId?: number,
) {
  if (fields.email) {
    const q = knex('users').whereRaw('lower(email) = lower(?)', [fields.email]);
    if (exceptUserId) q.whereNot('id', exceptUserId);
    if (await q.first('id')) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
  }
  if (fields.teamName) {
    const q = knex('users').whereRaw('lower(team_name) = lower(?)', [fields.teamName]);
    if (exceptUserId) q.whereNot('id', exceptUserId);
    if (await q.first('id')) throw conflict(MESSAGES.teamNameTaken, 'TEAM_NAME_TAKEN');
  }
}

export async function register(deps: AppDeps, input: RegisterInput) {
  await assertUniqueIdentity(deps.knex, input);
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps
    .knex('users')
    .insert({
      email: input.email,
      passwordHash,
      teamName: input.teamName,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      lastLogin: deps.now(),
    })
    .returning('*');
  return await issueSession(deps, user);
}

export async function login(deps: AppDeps, email: string, password: string) {
  const user = await deps.knex('users').whereRaw('lower(email) = lower(?)', [email]).first();
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, password)))
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  if (!user.isActive) throw unauthorized(MESSAGES.accountDeactivated, 'ACCOUNT_DEACTIVATED');
  await deps.knex('users').where({ id: user.id }).update({ lastLogin: deps.now() });
  return issueSession(deps, user);
}

export async function me(deps: AppDeps, userId: number) {
  const user = await deps.knex('users').where({ id: userId }).first();
  return presentOwnUser(user, await loadFavouriteTeam(deps.knex, user.favouriteTeamId));
}

/** Always answers the same; mails a one-hour, single-use link when the account exists and is active. */
export async function forgotPassword(deps: AppDeps, email: string) {
  const user = await deps
    .knex('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .first('id', 'email', 'is_active', 'team_name');
  if (user?.isActive) {
    const token = randomBytes(32).toString('base64url');
    await deps.knex('password_reset_tokens').insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.teamName},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      html: `<p>Hello ${escapeHtml(user.teamName)},</p><p>Someone asked to reset the password of your account. Open this link within one hour to choose a new one:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    });
  }
  return { message: MESSAGES.resetEmailSent };
}

export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.knex.transaction(async (trx) => {
    // Marking the token used in the same statement that finds it makes it work exactly once.
    const [row] = await trx('password_reset_tokens')
      .where({ tokenHash: sha256(token) })
      .whereNull('usedAt')
      .where('expiresAt', '>', deps.now())
      .update({ usedAt: deps.now() })
      .returning('userId');
    if (!row) throw badRequest(MESSAGES.resetLinkExpired, undefined, 'RESET_LINK_EXPIRED');
    await trx('users').where({ id: row.userId }).update({ passwordHash, updatedAt: deps.now() });
  });
  return { message: MESSAGES.passwordReset };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
