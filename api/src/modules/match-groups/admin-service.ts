import type { Presented } from '@predictor/contracts/types';
import type { TransactionOrKnex } from 'objection';
import { ADMIN_MESSAGES, matchGroupSchema, type MatchGroupInput } from '@predictor/contracts';
import { Match, MatchGroup, Season } from '../../models';
import {
  auditedCreate,
  rowLoader,
  auditedRemove,
  auditedUpdate,
  definedFields,
  type AuditedResource,
} from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { parseMerged } from '../../lib/validate';
import { conflict, notFound } from '../../lib/errors';
import {
  escapeLike,
  filterBoolean,
  filterId,
  filterIds,
  filterText,
  pageOf,
  type ListParams,
} from '../../lib/simple-rest';

/** API fields the back office may sort match groups by. */
export const MATCH_GROUP_SORTABLE: Record<string, string> = {
  id: 'match_groups.id',
  name: 'match_groups.name',
  matchWeek: 'match_groups.matchWeek',
  isActive: 'match_groups.isActive',
  seasonId: 'match_groups.seasonId',
  createdAt: 'match_groups.createdAt',
};

function present(
  group: MatchGroup & { matchCount?: number | string },
): Presented<'AdminMatchGroup'> {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    matchWeek: group.matchWeek,
    isActive: group.isActive,
    seasonId: group.seasonId,
    season: { id: group.seasonId, name: (group.season as Season).name },
    matchCount: Number(group.matchCount),
    createdAt: new Date(group.createdAt).toISOString(),
  };
}
export type AdminMatchGroup = ReturnType<typeof present>;

/** Groups with their season's name and how many matches they hold. */
function baseQuery(knex: TransactionOrKnex) {
  return MatchGroup.query(knex)
    .select('match_groups.*', MatchGroup.relatedQuery('matches').count().as('matchCount'))
    .withGraphFetched('season(idAndName)')
    .modifiers({ idAndName: (q) => q.select('seasons.id', 'seasons.name') });
}

/** Filters: seasonId (or season), isActive, q (name), id (getMany). */
function filtered(knex: TransactionOrKnex, filter: Record<string, unknown>) {
  const query = baseQuery(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('match_groups.id', ids);
  const seasonId = filterId(filter, 'seasonId') ?? filterId(filter, 'season');
  if (seasonId) query.where('match_groups.seasonId', seasonId);
  const isActive = filterBoolean(filter, 'isActive');
  if (isActive !== null) query.where('match_groups.isActive', isActive);
  const q = filterText(filter, 'q');
  if (q) query.whereILike('match_groups.name', `%${escapeLike(q)}%`);
  return query;
}

/** One page (simple-REST) with the total. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageOf(
    filtered(deps.knex, params.filter),
    params,
    'match_groups.id',
  );
  return { rows: rows.map(present), total };
}

/** Every group matching the filter, by season, then match week (unset last), then name. */
export async function listAll(deps: AppDeps, filter: Record<string, unknown>) {
  const rows = await filtered(deps.knex, filter)
    .orderBy('match_groups.seasonId', 'asc')
    .orderByRaw('match_groups.match_week ASC NULLS LAST')
    .orderBy('match_groups.name', 'asc')
    .orderBy('match_groups.id', 'asc');
  return rows.map(present);
}

const load = rowLoader(baseQuery, ADMIN_MESSAGES.matchGroupNotFound, present);

/** One match group as the back office shows it; 404 'Match group not found'. */
export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const MATCH_GROUPS: AuditedResource<AdminMatchGroup> = {
  model: MatchGroup,
  resource: 'matchgroups',
  notFoundMessage: ADMIN_MESSAGES.matchGroupNotFound,
  load,
};

/** Creates a match group in a season (audited); 404 when the season does not exist. */
export function create(deps: AppDeps, actorId: number, seasonId: number, input: MatchGroupInput) {
  const row = {
    seasonId,
    name: input.name,
    description: input.description ?? null,
    matchWeek: input.matchWeek ?? null,
    isActive: input.isActive ?? true,
  };
  return auditedCreate(deps, MATCH_GROUPS, actorId, row, async (trx) => {
    if (!(await Season.query(trx).findById(seasonId).select('id')))
      throw notFound(ADMIN_MESSAGES.seasonNotFound);
  });
}

/**
 * PUT: name, description, match week and active flag, the body merged over the stored group and
 * validated whole (audited); fields left out stay as they were; the season never changes.
 */
export function update(deps: AppDeps, actorId: number, id: number, body: unknown) {
  return auditedUpdate(deps, MATCH_GROUPS, actorId, id, (before) =>
    definedFields(parseMerged(matchGroupSchema, before, body)),
  );
}

/**
 * Deletes an empty match group (audited) and answers it. Refused (409) while matches sit in it: the
 * FK would silently leave them (and their bankers) without a group.
 */
export function remove(deps: AppDeps, actorId: number, id: number) {
  return auditedRemove(deps, MATCH_GROUPS, actorId, id, async (trx) => {
    if (await Match.query(trx).select('id').where('matchGroupId', id).first())
      throw conflict(ADMIN_MESSAGES.matchGroupHasMatches, 'IN_USE');
  });
}
