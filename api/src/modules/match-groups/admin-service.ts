import type { Presented } from '@predictor/contracts/types';
import type { Knex } from 'knex';
import { ADMIN_MESSAGES, type MatchGroupInput } from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import {
  rowLoader,
  auditedRemove,
  auditedUpdate,
  definedFields,
  type AuditedResource,
} from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import {
  escapeLike,
  filterBoolean,
  filterId,
  filterIds,
  filterText,
  pageQuery,
  type ListParams,
} from '../../lib/simple-rest';

/** API fields the back office may sort match groups by. */
export const MATCH_GROUP_SORTABLE: Record<string, string> = {
  id: 'mg.id',
  name: 'mg.name',
  matchWeek: 'mg.matchWeek',
  isActive: 'mg.isActive',
  seasonId: 'mg.seasonId',
  createdAt: 'mg.createdAt',
};

type Row = {
  id: number;
  name: string;
  description: string | null;
  matchWeek: number | null;
  isActive: boolean;
  seasonId: number;
  seasonName: string;
  matchCount: number;
  createdAt: Date;
};

function present(row: Row): Presented<'AdminMatchGroup'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    matchWeek: row.matchWeek,
    isActive: row.isActive,
    seasonId: row.seasonId,
    season: { id: row.seasonId, name: row.seasonName },
    matchCount: Number(row.matchCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
export type AdminMatchGroup = ReturnType<typeof present>;

function baseQuery(knex: Knex | Knex.Transaction) {
  return knex('match_groups as mg')
    .join('seasons as s', 's.id', 'mg.seasonId')
    .select(
      'mg.id',
      'mg.name',
      'mg.description',
      'mg.matchWeek',
      'mg.isActive',
      'mg.seasonId',
      'mg.createdAt',
      's.name as seasonName',
      knex.raw(
        '(SELECT count(*) FROM matches m WHERE m.match_group_id = mg.id)::int AS match_count',
      ),
    );
}

/** Filters: seasonId (or season), isActive, q (name), id (getMany). */
function filtered(knex: Knex, filter: Record<string, unknown>) {
  const query = baseQuery(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('mg.id', ids);
  const seasonId = filterId(filter, 'seasonId') ?? filterId(filter, 'season');
  if (seasonId) query.where('mg.seasonId', seasonId);
  const isActive = filterBoolean(filter, 'isActive');
  if (isActive !== null) query.where('mg.isActive', isActive);
  const q = filterText(filter, 'q');
  if (q) query.whereILike('mg.name', `%${escapeLike(q)}%`);
  return query;
}

/** One page (simple-REST) with the total. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageQuery<Row>(filtered(deps.knex, params.filter), params, 'mg.id');
  return { rows: rows.map(present), total };
}

/** Every group matching the filter, by season, then match week (unset last), then name. */
export async function listAll(deps: AppDeps, filter: Record<string, unknown>) {
  const rows: Row[] = await filtered(deps.knex, filter)
    .orderBy('mg.seasonId', 'asc')
    .orderByRaw('mg.match_week ASC NULLS LAST')
    .orderBy('mg.name', 'asc')
    .orderBy('mg.id', 'asc');
  return rows.map(present);
}

const load = rowLoader(baseQuery, 'mg.id', ADMIN_MESSAGES.matchGroupNotFound, present);

export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const MATCH_GROUPS: AuditedResource<ReturnType<typeof present>> = {
  table: 'match_groups',
  resource: 'matchgroups',
  notFoundMessage: ADMIN_MESSAGES.matchGroupNotFound,
  load,
};

/** Creates a match group in a season (audited). */
export async function create(
  deps: AppDeps,
  actorId: number,
  seasonId: number,
  input: MatchGroupInput,
) {
  return deps.knex.transaction(async (trx) => {
    if (!(await trx('seasons').where({ id: seasonId }).first('id')))
      throw notFound(ADMIN_MESSAGES.seasonNotFound);
    const [{ id }] = await trx('match_groups')
      .insert({
        seasonId,
        name: input.name,
        description: input.description ?? null,
        matchWeek: input.matchWeek ?? null,
        isActive: input.isActive ?? true,
      })
      .returning('id');
    const group = await load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'create',
      resource: 'matchgroups',
      resourceId: id,
      after: group,
    });
    return group;
  });
}

/** Updates name, description, match week and active flag (audited); the season never changes. */
export function update(deps: AppDeps, actorId: number, id: number, input: MatchGroupInput) {
  return auditedUpdate(deps, MATCH_GROUPS, actorId, id, definedFields(input));
}

/**
 * Deletes an empty match group (audited) and answers it. Refused (409) while matches sit in it: the
 * FK would silently leave them (and their bankers) without a group.
 */
export function remove(deps: AppDeps, actorId: number, id: number) {
  return auditedRemove(deps, MATCH_GROUPS, actorId, id, async (trx) => {
    if (await trx('matches').where({ matchGroupId: id }).first('id'))
      throw conflict(ADMIN_MESSAGES.matchGroupHasMatches, 'IN_USE');
  });
}
