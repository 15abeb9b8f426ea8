import type { QueryBuilder } from 'objection';
import { ADMIN_MESSAGES, MATCH_STATUSES } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import {
  escapeLike,
  filterBoolean,
  filterId,
  filterIds,
  filterText,
  type ListParams,
} from '../../lib/simple-rest';
import { Match, Season } from '../../models';
import { currentMatchGroup } from '../seasons/service';
import {
  adminMatches,
  loadAdminGraphs,
  presentAdminMatchGraph,
  TODAY_FIRST,
  type AdminMatchGraph,
} from './admin-presenter';

const DAY_MS = 86_400_000;
/** Statuses that need no result (the dashboard's "awaiting result" leaves them out too). */
const RESULT_NOT_AWAITED = ['finished', 'cancelled', 'postponed'];

/** The UTC day holding `at`: [its midnight, the next midnight). */
function utcDay(at: Date): [Date, Date] {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return [start, new Date(start.getTime() + DAY_MS)];
}

/**
 * The current match group (the 36-hour rule, as the player site picks its week) of the filtered
 * season, or of every active season when no season is chosen.
 */
async function currentGroupIds(deps: AppDeps, filter: Record<string, unknown>) {
  if (!filterBoolean(filter, 'currentWeek')) return null;
  const seasonId = filterId(filter, 'seasonId') ?? filterId(filter, 'season');
  const seasonIds = seasonId
    ? [seasonId]
    : (await Season.query(deps.knex).where('isActive', true).select('id')).map((s) => s.id);
  const groups = await Promise.all(seasonIds.map((id) => currentMatchGroup(deps, id)));
  return groups.flatMap((group) => (group ? [group.id] : []));
}

/**
 * Filters: seasonId (or season), status, date (YYYY-MM-DD, one UTC day), matchGroupId, q (team
 * name), id (getMany), currentWeek (each season's current match group), awaitingResult (kicked off
 * on the server's clock, not finished, cancelled or postponed). `query` joins homeTeam and awayTeam.
 * Async, as currentWeek reads the seasons' groups first; so it never returns the (thenable) builder.
 */
async function applyFilter(
  deps: AppDeps,
  query: QueryBuilder<Match, Match[]>,
  filter: Record<string, unknown>,
) {
  const currentGroups = await currentGroupIds(deps, filter);
  const ids = filterIds(filter);
  if (ids) query.whereIn('matches.id', ids);
  const seasonId = filterId(filter, 'seasonId') ?? filterId(filter, 'season');
  if (seasonId) query.where('matches.seasonId', seasonId);
  const matchGroupId = filterId(filter, 'matchGroupId');
  if (matchGroupId) query.where('matches.matchGroupId', matchGroupId);
  const status = filterText(filter, 'status');
  if (status) {
    if (!(MATCH_STATUSES as readonly string[]).includes(status))
      throw badRequest('Invalid status filter');
    query.where('matches.status', status);
  }
  const date = filterText(filter, 'date');
  if (date) {
    const start = new Date(`${date}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(start.getTime()))
      throw badRequest('Invalid date filter');
    query
      .where('matches.matchDate', '>=', start)
      .where('matches.matchDate', '<', new Date(start.getTime() + DAY_MS));
  }
  const q = filterText(filter, 'q');
  if (q)
    query.where((w) =>
      w
        .whereILike('homeTeam.name', `%${escapeLike(q)}%`)
        .orWhereILike('awayTeam.name', `%${escapeLike(q)}%`),
    );
  if (currentGroups) query.whereIn('matches.matchGroupId', currentGroups);
  if (filterBoolean(filter, 'awaitingResult'))
    query
      .where('matches.matchDate', '<=', deps.now())
      .whereNotIn('matches.status', RESULT_NOT_AWAITED);
}

/** The client's order, then id; `todayFirst` is kick-off with the server's UTC today's matches first. */
function ordered<Q extends QueryBuilder<Match, Match[]>>(
  deps: AppDeps,
  query: Q,
  params: ListParams,
) {
  if (params.sortColumn === TODAY_FIRST) {
    query.orderByRaw(
      'CASE WHEN matches.match_date >= ? AND matches.match_date < ? THEN 0 ELSE 1 END',
      utcDay(deps.now()),
    );
  }
  const column = params.sortColumn === TODAY_FIRST ? 'matches.matchDate' : params.sortColumn;
  return query.orderBy(column, params.sortOrder).orderBy('matches.id', params.sortOrder);
}

/** One page of matches (simple-REST) with the total. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const query = adminMatches(deps.knex);
  await applyFilter(deps, query, params.filter);
  const { results, total } = await ordered(deps, query, params).range(
    params.offset,
    params.offset + params.limit - 1,
  );
  return { rows: (results as AdminMatchGraph[]).map(presentAdminMatchGraph), total };
}

/** Every match matching the filter, by kick-off. */
export async function listAll(deps: AppDeps, filter: Record<string, unknown>) {
  const query = adminMatches(deps.knex);
  await applyFilter(deps, query, filter);
  const matches = await loadAdminGraphs(
    query.orderBy('matches.matchDate', 'asc').orderBy('matches.id', 'asc'),
  );
  return matches.map(presentAdminMatchGraph);
}

/**
 * ?highlight={id}: the page (of the request's size and order) holding that match among its season's
 * matches, in place of the request's filter and range. Answers the rows, the total and the page's
 * offset (the client's page is offset / limit + 1, its filter {seasonId} of the match); 404 for an
 * unknown match.
 */
export async function highlightPage(deps: AppDeps, params: ListParams, matchId: number) {
  const match = await Match.query(deps.knex).findById(matchId).select('id', 'seasonId');
  if (!match) throw notFound(ADMIN_MESSAGES.matchNotFound);
  const filter = { seasonId: match.seasonId };
  const ids = await ordered(
    deps,
    Match.query(deps.knex).where('matches.seasonId', match.seasonId).select('matches.id'),
    params,
  );
  const index = ids.findIndex((row) => row.id === matchId);
  const offset = Math.floor(index / params.limit) * params.limit;
  const page = await listPage(deps, { ...params, filter, offset });
  return { ...page, params: { ...params, filter, offset } };
}
