// The admin users list through the User model. What stays raw SQL inside its queries, and why: the
// ORDER BY expressions, shaped to match their indexes (lower(...), migrations 20261122000400 and
// 20261123000700).
import type { QueryBuilder } from 'objection';
import { ROLES } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import {
  escapeLike,
  filterBoolean,
  filterIds,
  filterText,
  type ListParams,
} from '../../lib/simple-rest';
import { Team, User } from '../../models';
import { present, selectQuery } from './admin-presenter';

/**
 * Sortable fields and their ORDER BY (fixed SQL, never client text), each shaped to match an index where one
 * exists: teamName by lower(team_name) (the unique index), name and lastLogin (migration 20261122000400),
 * createdAt (migration 20261123000700), predictions (user_prediction_counts `c`, migration 20261201000100).
 * Favourite team and last login put empty values last both ways.
 */
const SORT_SQL: Record<string, (dir: string) => string> = {
  id: (d) => `u.id ${d}`,
  email: (d) => `lower(u.email) ${d}`,
  name: (d) => `u.last_name ${d}, u.first_name ${d}`,
  teamName: (d) => `lower(u.team_name) ${d}`,
  favouriteTeam: (d) => `t.name ${d} NULLS LAST`,
  predictions: (d) => `c.prediction_count ${d}`,
  lastLogin: (d) => `u.last_login ${d} NULLS LAST`,
  createdAt: (d) => `u.created_at ${d}`,
  role: (d) => `u.role ${d}`,
  isActive: (d) => `u.is_active ${d}`,
};
export const USER_SORTABLE: Record<string, string> = Object.fromEntries(
  Object.keys(SORT_SQL).map((k) => [k, k]),
);

/**
 * Filters: q (e-mail, team name, full name "first last"), role, status (active|inactive) or isActive, id
 * (getMany). `on` names the table the id, role and active filters read: users `u`, or the prediction
 * counts `c`, which carry copies of role and is_active (the predictions sort's page, predictionsPage).
 */
function applyFilter(
  query: QueryBuilder<User, User[]>,
  filter: Record<string, unknown>,
  on: 'u' | 'c' = 'u',
) {
  const [idColumn, roleColumn, activeColumn] =
    on === 'u' ? ['u.id', 'u.role', 'u.isActive'] : ['c.userId', 'c.role', 'c.isActive'];
  const ids = filterIds(filter);
  if (ids) query.whereIn(idColumn, ids);
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
    query.where(roleColumn, role);
  }
  const status = filterText(filter, 'status');
  if (status) {
    if (status !== 'active' && status !== 'inactive') throw badRequest('Invalid status filter');
    query.where(activeColumn, status === 'active');
  }
  const isActive = filterBoolean(filter, 'isActive');
  if (isActive !== null) query.where(activeColumn, isActive);
  return query;
}

/**
 * One page of users and the filtered total; the total counts users only (no joins). The page is chosen
 * on users alone (on the prediction counts for that sort: predictionsPage), walking the sort's index
 * past the offset, and only its rows are then joined and presented. Sorting by favourite team goes
 * team by team instead (favouriteTeamPage).
 */
export async function listPage(deps: AppDeps, params: ListParams) {
  const dir = params.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const order = `${SORT_SQL[params.sortColumn](dir)}, u.id ${dir}`;
  const { ids, total } =
    params.sortColumn === 'favouriteTeam'
      ? await favouriteTeamPage(deps, params, dir)
      : await Promise.all([
          params.sortColumn === 'predictions'
            ? predictionsPage(deps, params, dir)
            : applyFilter(User.query(deps.knex).alias('u').select('u.id'), params.filter)
                .orderByRaw(order)
                .offset(params.offset)
                .limit(params.limit),
          applyFilter(User.query(deps.knex).alias('u'), params.filter).resultSize(),
        ]).then(([page, total]) => ({ ids: page.map((u) => u.id), total }));
  const rows = ids.length
    ? await selectQuery(deps.knex).whereIn('u.id', ids).orderByRaw(order)
    : [];
  return { rows: rows.map(present), total };
}

/**
 * A page sorted by prediction count: user_prediction_counts' sort index, (prediction_count, user_id)
 * carrying role and is_active, walked past the offset on its own (index-only, filtered by role or
 * status or not), as users_prediction_count_index was before the count left the users row. Users
 * are joined only for a text search.
 */
function predictionsPage(deps: AppDeps, params: ListParams, dir: 'ASC' | 'DESC') {
  const query = User.query(deps.knex).from('userPredictionCounts as c').select('c.userId as id');
  if (filterText(params.filter, 'q')) query.join('users as u', 'u.id', 'c.userId');
  return applyFilter(query, params.filter, 'c')
    .orderByRaw(`c.prediction_count ${dir}, c.user_id ${dir}`)
    .offset(params.offset)
    .limit(params.limit);
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
