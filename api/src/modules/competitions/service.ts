import type { Knex } from 'knex';
import {
  COMPETITION_MESSAGES,
  type Competition,
  type CompetitionInput,
} from '@predictor/contracts';
import { conflict } from '../../lib/errors';
import { escapeLike, filterIds, pageQuery, type ListParams } from '../../lib/simple-rest';
import type { AppDeps } from '../../lib/context';
import {
  rowLoader,
  auditedCreate,
  auditedRemove,
  auditedUpdate,
  definedFields,
  type AuditedResource,
} from '../../lib/audited-write';

const COLUMNS = ['id', 'name', 'countryCode', 'logoUrl', 'isActive', 'tier', 'createdAt'] as const;

/** API fields a back-office list may sort by (camelCase; the knex mappers make them snake_case). */
export const SORTABLE: Record<string, string> = Object.fromEntries(COLUMNS.map((c) => [c, c]));

type Row = Omit<Competition, 'createdAt'> & { createdAt: Date | string };

function present(row: Row): Competition {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** Applies the back-office filter: q (name search), isActive, and id (getMany). */
function filtered(knex: Knex, filter: Record<string, unknown>) {
  const query = knex('competitions').select(...COLUMNS);
  const ids = filterIds(filter);
  if (ids) query.whereIn('id', ids);
  if (typeof filter.q === 'string' && filter.q.trim()) {
    query.whereILike('name', `%${escapeLike(filter.q.trim())}%`);
  }
  if (filter.isActive === true || filter.isActive === 'true') query.where('isActive', true);
  if (filter.isActive === false || filter.isActive === 'false') query.where('isActive', false);
  return query;
}

/** One page of competitions for the simple-REST protocol, with the total for Content-Range. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageQuery<Row>(filtered(deps.knex, params.filter), params);
  return { rows: rows.map(present), total };
}

/** Every competition, ordered by tier (unset last) then name: the documented plain answer. */
export async function listAll(deps: AppDeps): Promise<Competition[]> {
  const rows: Row[] = await deps
    .knex('competitions')
    .select(...COLUMNS)
    .orderBy('tier', 'asc')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc');
  return rows.map(present);
}

const load = rowLoader(
  (knex) => knex('competitions').select(...COLUMNS),
  'id',
  COMPETITION_MESSAGES.notFound,
  present,
);

export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const COMPETITIONS: AuditedResource<Competition> = {
  table: 'competitions',
  resource: 'competitions',
  notFoundMessage: COMPETITION_MESSAGES.notFound,
  load,
};

/** Creates a competition (audited); isActive defaults to true. */
export function create(
  deps: AppDeps,
  actorId: number,
  input: CompetitionInput,
): Promise<Competition> {
  return auditedCreate(deps, COMPETITIONS, actorId, { ...input, isActive: input.isActive ?? true });
}

/** Replaces the given fields (audited); a field left out of the body stays as it was. */
export function update(
  deps: AppDeps,
  actorId: number,
  id: number,
  input: CompetitionInput,
): Promise<Competition> {
  return auditedUpdate(deps, COMPETITIONS, actorId, id, definedFields(input));
}

/** Deletes a competition (audited) and answers it; refused (409) while it still has seasons. */
export function remove(deps: AppDeps, actorId: number, id: number): Promise<Competition> {
  return auditedRemove(deps, COMPETITIONS, actorId, id, async (trx) => {
    if (await trx('seasons').where({ competitionId: id }).first('id'))
      throw conflict(COMPETITION_MESSAGES.hasSeasons, 'IN_USE');
  });
}
