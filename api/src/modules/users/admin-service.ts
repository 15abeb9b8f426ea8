import {
  ADMIN_MESSAGES,
  USER_SEARCH_MAX_RESULTS,
  USER_SEARCH_MIN_LENGTH,
  adminUserUpdateSchema,
  type Role,
} from '@predictor/contracts';
import {
  auditedChange,
  auditedUpdate,
  definedFields,
  rowLoader,
  type AuditedResource,
  type RowChange,
} from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { parseMerged } from '../../lib/validate';
import { badRequest } from '../../lib/errors';
import { escapeLike } from '../../lib/simple-rest';
import { User } from '../../models';
import { assertUniqueIdentity, expireResetLinks } from '../auth/service';
import { hashPassword } from '../auth/passwords';
import { present, selectQuery, type AdminUser } from './admin-presenter';

const load = rowLoader(selectQuery, ADMIN_MESSAGES.userNotFound, present);

/** GET /admin/users/{id}; 404 'User not found'. */
export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const USERS: AuditedResource<AdminUser> = {
  model: User,
  resource: 'users',
  notFoundMessage: ADMIN_MESSAGES.userNotFound,
  load,
};

/** An audited change to one user, row locked (lib/audited-write.ts). */
const change = (deps: AppDeps, actorId: number, id: number, what: RowChange<AdminUser>) =>
  auditedChange(deps, USERS, actorId, id, what);

/** PUT /admin/users/{id}: e-mail, team name (unique, 409), names and active flag; an admin cannot deactivate themself. */
export function update(deps: AppDeps, actorId: number, id: number, body: unknown) {
  return auditedUpdate(deps, USERS, actorId, id, async (before, trx) => {
    // The body, whole or partial, over the user as read (role, counts and dates are read-only here).
    const input = parseMerged(adminUserUpdateSchema, before, body);
    if (id === actorId && input.isActive === false)
      throw badRequest(ADMIN_MESSAGES.cannotDeactivateSelf, undefined, 'CANNOT_CHANGE_OWN_ACCOUNT');
    await assertUniqueIdentity(trx, { email: input.email, teamName: input.teamName }, id);
    return definedFields(input);
  });
}

/** PUT /admin/users/{id}/password: sets a new password (hashed); the user's sessions end and unused reset links stop working. Audited without secrets. */
export async function setPassword(deps: AppDeps, actorId: number, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  return change(deps, actorId, id, {
    action: 'reset_password',
    apply: async (trx) => {
      // The new hash ends the user's sessions (trigger users_end_sessions).
      await User.query(trx).patch({ passwordHash }).findById(id);
      await expireResetLinks(deps, trx, id);
    },
    audit: () => ({ before: null, after: { passwordChanged: true } }),
  });
}

/** PUT /admin/users/{id}/role: user or admin; an admin cannot demote themself; a demoted admin's sessions end (trigger users_end_sessions). */
export async function setRole(deps: AppDeps, actorId: number, id: number, role: Role) {
  if (id === actorId && role !== 'admin')
    throw badRequest(ADMIN_MESSAGES.cannotDemoteSelf, undefined, 'CANNOT_CHANGE_OWN_ACCOUNT');
  return change(deps, actorId, id, {
    action: 'change_role',
    apply: async (trx) => {
      await User.query(trx).patch({ role }).findById(id);
    },
    audit: (before, after) => ({ before: { role: before.role }, after: { role: after.role } }),
  });
}

/** PUT /admin/users/{id}/toggle-status: flips isActive; a deactivation ends the user's sessions (trigger users_end_sessions), so reactivating them does not revive old tokens. */
export async function toggleStatus(deps: AppDeps, actorId: number, id: number) {
  if (id === actorId)
    throw badRequest(ADMIN_MESSAGES.cannotDeactivateSelf, undefined, 'CANNOT_CHANGE_OWN_ACCOUNT');
  return change(deps, actorId, id, {
    action: 'toggle_status',
    apply: async (trx, before) => {
      await User.query(trx).patch({ isActive: !before.isActive }).findById(id);
    },
    audit: (before, after) => ({
      before: { isActive: before.isActive },
      after: { isActive: after.isActive },
    }),
  });
}

/** GET /users/search?q=: at most 10 users whose team name or e-mail contains the text, by team name. */
export async function search(
  deps: AppDeps,
  text: unknown,
): Promise<{ id: number; teamName: string; email: string }[]> {
  const q = typeof text === 'string' ? text.trim() : '';
  if (q.length < USER_SEARCH_MIN_LENGTH) throw badRequest(ADMIN_MESSAGES.searchTooShort);
  const like = `%${escapeLike(q)}%`;
  const users = await User.query(deps.knex)
    .where((w) => w.whereILike('users.teamName', like).orWhereILike('users.email', like))
    .orderByRaw('lower(users.team_name) ASC, users.id ASC')
    .limit(USER_SEARCH_MAX_RESULTS)
    .select('users.id', 'users.teamName', 'users.email');
  // Whitelisted: an admin picking a player tells same-named teams apart by e-mail.
  return users.map((u) => ({ id: u.id, teamName: u.teamName, email: u.email }));
}
