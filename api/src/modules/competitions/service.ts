import type { TransactionOrKnex } from 'objection';
import {
  COMPETITION_MESSAGES,
  competitionSchema,
  type Competition as CompetitionView,
  type CompetitionInput,
} from '@predictor/contracts';
import { Competition, Season } from '../../models';
import { conflict } from '../../lib/errors';
import { escapeLike, filterIds, ownValue, pageOf, type ListParams } from '../../lib/simple-rest';
import type { AppDeps } from '../../lib/context';
import { parseMerged } from '../../lib/validate';
import {
  rowLoader,
  auditedCreate,
  auditedRemove,
  auditedUpdate,
  definedFields,
  type AuditedResource,
} from '../../lib/audited-write';

const FIELDS = ['id', 'name', 'countryCode', 'logoUrl', 'isActive', 'tier', 'createdAt'] as const;

/** API fields a back-office list may sort by (camelCase; the knex mappers make them snake_case). */
export const SORTABLE: Record<string, string> = Object.fromEntries(
  FIELDS.map((field) => [field, `competitions.${field}`]),
);

function present(row: Competition): CompetitionView {
  return {
    id: row.id,
    name: row.name,
    countryCode: row.countryCode,
    logoUrl: row.logoUrl,
    isActive: row.isActive,
    tier: row.tier,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Applies the back-office filter: q (name search), isActive, and id (getMany). */
function filtered(knex: TransactionOrKnex, filter: Record<string, unknown>) {
  const query = Competition.query(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('competitions.id', ids);
  const q = ownValue(filter, 'q');
  if (typeof q === 'string' && q.trim()) {
    query.whereILike('competitions.name', `%${escapeLike(q.trim())}%`);
  }
  const isActive = ownValue(filter, 'isActive');
  if (isActive === true || isActive === 'true') query.where('competitions.isActive', true);
  if (isActive === false || isActive === 'false') query.where('competitions.isActive', false);
  return query;
}

/** One page of competitions for the simple-REST protocol, with the total for Content-Range. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageOf(
    filtered(deps.knex, params.filter),
    params,
    'competitions.id',
  );
  return { rows: rows.map(present), total };
}

/** Every competition, ordered by tier (unset last) then name: the documented plain answer. */
export async function listAll(deps: AppDeps): Promise<CompetitionView[]> {
  const rows = await Competition.query(deps.knex)
    .orderBy('tier', 'asc')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc');
  return rows.map(present);
}

const load = rowLoader((knex) => Competition.query(knex), COMPETITION_MESSAGES.notFound, present);

/** One competition as the back office shows it; 404 with the competitions' message. */
export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const COMPETITIONS: AuditedResource<CompetitionView> = {
  model: Competition,
  resource: 'competitions',
  notFoundMessage: COMPETITION_MESSAGES.notFound,
  load,
};

/** Creates a competition (audited); isActive defaults to true. */
export function create(
  deps: AppDeps,
  actorId: number,
  input: CompetitionInput,
): Promise<CompetitionView> {
  return auditedCreate(deps, COMPETITIONS, actorId, { ...input, isActive: input.isActive ?? true });
}

/**
 * PUT: the body (whole record as read, or only changed fields) merged over the stored competition
 * and validated whole (audited); a field left out of the body stays as it was.
 */
export function update(
  deps: AppDeps,
  actorId: number,
  id: number,
  body: unknown,
): Promise<CompetitionView> {
  return auditedUpdate(deps, COMPETITIONS, actorId, id, (before) =>
    definedFields(parseMerged(competitionSchema, before, body)),
  );
}

/** Deletes a competition (audited) and answers it; refused (409) while it still has seasons. */
export function remove(deps: AppDeps, actorId: number, id: number): Promise<CompetitionView> {
  return auditedRemove(deps, COMPETITIONS, actorId, id, async (trx) => {
    if (await Season.query(trx).select('id').where('competitionId', id).first())
      throw conflict(COMPETITION_MESSAGES.hasSeasons, 'IN_USE');
  });
}
