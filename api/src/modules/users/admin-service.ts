import type { Presented } from '@predictor/contracts/types';
// Users through the User model. What stays raw SQL inside its queries, and why: the list's ORDER BY
// expressions, shaped to match their indexes (lower(...), migrations 20261122000400 and 20261123000700).
import type { Knex } from 'knex';
import type { PartialModelObject, QueryBuilder } from 'objection';
import {
  ADMIN_MESSAGES,
  ROLES,
  USER_SEARCH_MAX_RESULTS,
  USER_SEARCH_MIN_LENGTH,
  adminUserUpdateSchema,
  type Role,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { parseMerged } from '../../lib/validate';
import { badRequest, notFound } from '../../lib/errors';
import { Team, User } from '../../models';
import {
  escapeLike,
  filterBoolean,
  filterIds,
  filterText,
  type ListParams,
} from '../../lib/simple-rest';
import { assertUniqueIdentity, expireResetLinks } from '../auth/service';
import { hashPassword } from '../auth/passwords';

/**
 * Sortable fields and their ORDER BY (fixed SQL, never client text), each shaped to match an index where one
 * exists: teamName by lower(team_name) (the unique index), name and lastLogin (migration 20261122000400),
 * createdAt and predictions (migration 20261123000700).
 * Favourite team and last login put empty values last both ways.
 */
const SORT_SQL: Record<string, (dir: string) => string> = {
  id: (d) => `u.id ${d}`,
  email: (d) => `lower(u.email) ${d}`,
  name: (d) => `u.last_name ${d}, u.first_name ${d}`,
  teamName: (d) => `lower(u.team_name) ${d}`,
  favouriteTeam: (d) => `t.name ${d} NULLS LAST`,
  predictions: (d) => `u.prediction_count ${d}`,
  lastLogin: (d) => `u.last_login ${d} NULLS LAST`,
  createdAt: (d) => `u.created_at ${d}`,
  role: (d) => `u.role ${d}`,
  isActive: (d) => `u.is_active ${d}`,
};
export const USER_SORTABLE: Record<string, string> = Object.fromEntries(
  Object.keys(SORT_SQL).map((k) => [k, k]),
);

/** A user as the list query selects it: the model plus the joined team and the prediction count. */
type Row = User & {
  favouriteTeamName: string | null;
  favouriteTeamLogoUrl: string | null;
  predictionCount: number;
};

function present(row: Row): Presented<'AdminUser'> {
  return {
    id: row.id,
    email: row.email,
    teamName: row.teamName,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    favouriteTeam:
      row.favouriteTeamName === null
        ? null
        : { name: row.favouriteTeamName, logoUrl: row.favouriteTeamLogoUrl },
    _count: { predictions: Number(row.predictionCount) },
    lastLogin: row.lastLogin ? new Date(row.lastLogin).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
export type AdminUser = ReturnType<typeof present>;

/** Filters: q (e-mail, team name, full name "first last"), role, status (active|inactive) or isActive, id (getMany). */
function applyFilter(query: QueryBuilder<User, User[]>, filter: Record<string, unknown>) {
  const ids = filterIds(filter);
  if (ids) query.whereIn('u.id', ids);
  const q = filterText(filter, 'q');
  if (q) {
    const like = `%${escapeLike(q)}%`;
    // search_text: e-mail, team name and "first last", lower-cased, joined by chr(1) (migration 20261123000700).
    if (!q.includes('\u0001')) query.whereRaw('u.search_text LIKE lower(?)', [like]);
    else
      query.where((w) =>
        w
          .whereILike('u.email', like)
          .orWhereILike('u.teamName', like)
          .orWhereRaw(`(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE ?`, [
            like,
          ]),
      );
  }
  const role = filterText(filter, 'role');
  if (role) {
    if (!(ROLES as readonly string[]).includes(role)) throw badRequest('Invalid role filter');
    query.where('u.role', role);
  }
  const status = filterText(filter, 'status');
  if (status) {
    if (status !== 'active' && status !== 'inactive') throw badRequest('Invalid status filter');
    query.where('u.isActive', status === 'active');
  }
  const isActive = filterBoolean(filter, 'isActive');
  if (isActive !== null) query.where('u.isActive', isActive);
  return query;
}

/**
 * Users with favourite team and prediction count (users.prediction_count, kept by triggers on predictions:
 * migration 20261123000700), so neither a page nor a sort by it counts predictions.
 */
function selectQuery(knex: Knex | Knex.Transaction) {
  return User.query(knex)
    .alias('u')
    .leftJoin('teams as t', 't.id', 'u.favouriteTeamId')
    .select(
      'u.id',
      'u.email',
      'u.teamName',
      'u.firstName',
      'u.lastName',
      'u.role',
      'u.isActive',
      'u.isEmailVerified',
      'u.favouriteTeamId',
      't.name as favouriteTeamName',
      't.logoUrl as favouriteTeamLogoUrl',
      'u.predictionCount',
      'u.lastLogin',
      'u.createdAt',
    );
}

/**
 * One page of users and the filtered total; the total counts users only (no joins). The page is chosen
 * on users alone, walking the sort's index past the offset, and only its rows are then joined and
 * presented. Sorting by favourite team goes team by team instead (favouriteTeamPage).
 */
export async function listPage(deps: AppDeps, params: ListParams) {
  const dir = params.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const order = `${SORT_SQL[params.sortColumn](dir)}, u.id ${dir}`;
  const { ids, total } =
    params.sortColumn === 'favouriteTeam'
      ? await favouriteTeamPage(deps, params, dir)
      : await Promise.all([
          applyFilter(User.query(deps.knex).alias('u').select('u.id'), params.filter)
            .orderByRaw(order)
            .offset(params.offset)
            .limit(params.limit),
          applyFilter(User.query(deps.knex).alias('u'), params.filter).resultSize(),
        ]).then(([page, total]) => ({ ids: page.map((u) => u.id), total }));
  const rows = ids.length
    ? await selectQuery(deps.knex).whereIn('u.id', ids).orderByRaw(order)
    : [];
  return { rows: (rows as Row[]).map(present), total };
}

/**
 * A page sorted by favourite team name (unset last), then id: teams are few, and one team's users come
 * out of the (favourite_team_id, id) index in id order. So the filtered users are counted per team (which
 * also gives the total), the teams put in name order, and the page read from the teams it falls in,
 * instead of joining every user to their team and sorting them all.
 */
async function favouriteTeamPage(deps: AppDeps, params: ListParams, dir: 'ASC' | 'DESC') {
  const counts = (await applyFilter(User.query(deps.knex).alias('u'), params.filter)
    .select('u.favouriteTeamId')
    .count({ n: '*' })
    .groupBy('u.favouriteTeamId')) as unknown as { favouriteTeamId: number | null; n: string }[];
  const byTeam = new Map(counts.map((c) => [c.favouriteTeamId, Number(c.n)]));
  const teams = await Team.query(deps.knex)
    .whereIn(
      'id',
      [...byTeam.keys()].filter((id) => id !== null),
    )
    .orderByRaw(`name ${dir}, id ${dir}`)
    .select('id');
  const segments: [number | null, number][] = teams.map((t) => [t.id, byTeam.get(t.id) ?? 0]);
  if (byTeam.has(null)) segments.push([null, byTeam.get(null)!]);
  const ids: number[] = [];
  let skip = params.offset;
  for (const [teamId, n] of segments) {
    if (ids.length >= params.limit) break;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    const page = await applyFilter(User.query(deps.knex).alias('u').select('u.id'), params.filter)
      .where((w) =>
        teamId === null ? w.whereNull('u.favouriteTeamId') : w.where('u.favouriteTeamId', teamId),
      )
      .orderBy('u.id', dir)
      .offset(skip)
      .limit(params.limit - ids.length);
    ids.push(...page.map((u) => u.id));
    skip = 0;
  }
  return { ids, total: counts.reduce((sum, c) => sum + Number(c.n), 0) };
}

async function load(knex: Knex | Knex.Transaction, id: number) {
  const row = await selectQuery(knex).findById(id);
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  return present(row as Row);
}

/** GET /admin/users/{id}; 404 'User not found'. */
export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

/** Runs an audited change to one user, row locked; `change` gets the user before. */
async function change(
  deps: AppDeps,
  actorId: number,
  id: number,
  action: string,
  apply: (trx: Knex.Transaction, before: AdminUser) => Promise<void>,
  audit: (before: AdminUser, after: AdminUser) => { before: unknown; after: unknown } = (
    before,
    after,
  ) => ({ before, after }),
) {
  return await deps.knex.transaction(async (trx) => {
    if (!(await User.query(trx).findById(id).forUpdate().select('users.id')))
      throw notFound(ADMIN_MESSAGES.userNotFound);
    const before = await load(trx, id);
    await apply(trx, before);
    const after = await load(trx, id);
    await recordAudit(trx, {
      actorId,
      action,
      resource: 'users',
      resourceId: id,
      ...audit(before, after),
    });
    return after;
  });
}

/** PUT /admin/users/{id}: e-mail, team name (unique, 409), names and active flag; an admin cannot deactivate themself. */
export async function update(deps: AppDeps, actorId: number, id: number, body: unknown) {
  return change(deps, actorId, id, 'update', async (trx, before) => {
    // The body, whole or partial, over the user as read (role, counts and dates are read-only here).
    const input = parseMerged(adminUserUpdateSchema, before, body);
    if (id === actorId && input.isActive === false)
      throw badRequest(ADMIN_MESSAGES.cannotDeactivateSelf, undefined, 'CANNOT_CHANGE_OWN_ACCOUNT');
    await assertUniqueIdentity(trx, { email: input.email, teamName: input.teamName }, id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    await User.query(trx)
      .patch(changes as PartialModelObject<User>)
      .findById(id);
  });
}

/** PUT /admin/users/{id}/password: sets a new password (hashed); the user's sessions end and unused reset links stop working. Audited without secrets. */
export async function setPassword(deps: AppDeps, actorId: number, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  return change(
    deps,
    actorId,
    id,
    'reset_password',
    async (trx) => {
      // The new hash ends the user's sessions (trigger users_end_sessions).
      await User.query(trx).patch({ passwordHash }).findById(id);
      await expireResetLinks(deps, trx, id);
    },
    () => ({ before: null, after: { passwordChanged: true } }),
  );
}

/** PUT /admin/users/{id}/role: user or admin; an admin cannot demote themself; a demoted admin's sessions end (trigger users_end_sessions). */
export async function setRole(deps: AppDeps, actorId: number, id: number, role: Role) {
  if (id === actorId && role !== 'admin')
    throw badRequest(ADMIN_MESSAGES.cannotDemoteSelf, undefined, 'CANNOT_CHANGE_OWN_ACCOUNT');
  return change(
    deps,
    actorId,
    id,
    'change_role',
    async (trx) => {
      await User.query(trx).patch({ role }).findById(id);
    },
    (before, after) => ({ before: { role: before.role }, after: { role: after.role } }),
  );
}

/** PUT /admin/users/{id}/toggle-status: flips isActive; a deactivation ends the user's sessions (trigger users_end_sessions), so reactivating them does not revive old tokens. */
export async function toggleStatus(deps: AppDeps, actorId: number, id: number) {
  if (id === actorId)
    throw badRequest(ADMIN_MESSAGES.cannotDeactivateSelf, undefined, 'CANNOT_CHANGE_OWN_ACCOUNT');
  return change(
    deps,
    actorId,
    id,
    'toggle_status',
    async (trx, before) => {
      await User.query(trx).patch({ isActive: !before.isActive }).findById(id);
    },
    (before, after) => ({
      before: { isActive: before.isActive },
      after: { isActive: after.isActive },
    }),
  );
}

/** GET /users/search?q=: at most 10 users whose team name or e-mail contains the text, by team name. */
export async function search(
  deps: AppDeps,
  text: unknown,
): Promise<{ id: number; teamName: string }[]> {
  const q = typeof text === 'string' ? text.trim() : '';
  if (q.length < USER_SEARCH_MIN_LENGTH) throw badRequest(ADMIN_MESSAGES.searchTooShort);
  const like = `%${escapeLike(q)}%`;
  const users = await User.query(deps.knex)
    .where((w) => w.whereILike('users.teamName', like).orWhereILike('users.email', like))
    .orderByRaw('lower(users.team_name) ASC, users.id ASC')
    .limit(USER_SEARCH_MAX_RESULTS)
    .select('users.id', 'users.teamName');
  return users.map((u) => ({ id: u.id, teamName: u.teamName }));
}
