import type { Presented } from '@predictor/contracts/types';
import type { Knex } from 'knex';
import { ADMIN_MESSAGES, type SeasonInput } from '@predictor/contracts';
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

/** API fields the back office may sort seasons by. */
export const SEASON_SORTABLE: Record<string, string> = {
  id: 'seasons.id',
  name: 'seasons.name',
  startDate: 'seasons.startDate',
  endDate: 'seasons.endDate',
  isActive: 'seasons.isActive',
  order: 'seasons.order',
  gameType: 'seasons.gameType',
  competitionId: 'seasons.competitionId',
  createdAt: 'seasons.createdAt',
};

type Row = {
  id: number;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  isActive: boolean;
  order: number;
  gameType: string;
  competitionId: number;
  createdBy: number | null;
  createdAt: Date;
  competitionName: string;
  competitionCountryCode: string | null;
  competitionTier: number | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorTeamName: string | null;
};

/** An admin season: the spec's fields plus competition {id, name, country, tier} and the creator's name. */
export type AdminSeason = ReturnType<typeof present>;

function creatorName(row: Row): string | null {
  const full = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ');
  return full || row.creatorTeamName || null;
}

function present(row: Row): Presented<'AdminSeason'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    order: row.order,
    gameType: row.gameType,
    competitionId: row.competitionId,
    competition: {
      id: row.competitionId,
      name: row.competitionName,
      country: row.competitionCountryCode,
      tier: row.competitionTier,
    },
    createdBy: row.createdBy,
    creatorName: creatorName(row),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function baseQuery(knex: Knex | Knex.Transaction) {
  return knex('seasons')
    .join('competitions', 'competitions.id', 'seasons.competitionId')
    .leftJoin('users as creator', 'creator.id', 'seasons.createdBy')
    .select(
      'seasons.id',
      'seasons.name',
      'seasons.description',
      'seasons.startDate',
      'seasons.endDate',
      'seasons.isActive',
      'seasons.order',
      'seasons.gameType',
      'seasons.competitionId',
      'seasons.createdBy',
      'seasons.createdAt',
      'competitions.name as competitionName',
      'competitions.countryCode as competitionCountryCode',
      'competitions.tier as competitionTier',
      'creator.firstName as creatorFirstName',
      'creator.lastName as creatorLastName',
      'creator.teamName as creatorTeamName',
    );
}

/** Filters: q (name), competitionId, isActive, id (getMany). */
function filtered(knex: Knex, filter: Record<string, unknown>) {
  const query = baseQuery(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('seasons.id', ids);
  const q = filterText(filter, 'q');
  if (q) query.whereILike('seasons.name', `%${escapeLike(q)}%`);
  const competitionId = filterId(filter, 'competitionId');
  if (competitionId) query.where('seasons.competitionId', competitionId);
  const isActive = filterBoolean(filter, 'isActive');
  if (isActive !== null) query.where('seasons.isActive', isActive);
  return query;
}

/** One page of seasons (simple-REST) with the total. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageQuery<Row>(
    filtered(deps.knex, params.filter),
    params,
    'seasons.id',
  );
  return { rows: rows.map(present), total };
}

/** Every season matching the filter, by order, then newest start first. */
export async function listAll(deps: AppDeps, filter: Record<string, unknown>) {
  const rows: Row[] = await filtered(deps.knex, filter)
    .orderBy('seasons.order', 'asc')
    .orderBy('seasons.startDate', 'desc')
    .orderBy('seasons.id', 'asc');
  return rows.map(present);
}

const load = rowLoader(baseQuery, 'seasons.id', ADMIN_MESSAGES.seasonNotFound, present);

export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const SEASONS: AuditedResource<ReturnType<typeof present>> = {
  table: 'seasons',
  resource: 'seasons',
  notFoundMessage: ADMIN_MESSAGES.seasonNotFound,
  load,
};

async function assertCompetition(trx: Knex.Transaction, competitionId: number) {
  if (!(await trx('competitions').where({ id: competitionId }).first('id')))
    throw notFound(ADMIN_MESSAGES.competitionNotFound);
}

/** Creates a season (audited); the caller becomes its creator. */
export async function create(deps: AppDeps, actorId: number, input: SeasonInput) {
  return deps.knex.transaction(async (trx) => {
    await assertCompetition(trx, input.competitionId);
    const [{ id }] = await trx('seasons')
      .insert({
        name: input.name,
        description: input.description ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        competitionId: input.competitionId,
        isActive: input.isActive ?? true,
        order: input.order ?? 0,
        gameType: input.gameType ?? 'standard',
        createdBy: actorId,
      })
      .returning('id');
    const season = await load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'create',
      resource: 'seasons',
      resourceId: id,
      after: season,
    });
    return season;
  });
}

/** Updates a season (audited); fields left out stay as they were. */
export function update(deps: AppDeps, actorId: number, id: number, input: SeasonInput) {
  return auditedUpdate(deps, SEASONS, actorId, id, definedFields(input), (trx) =>
    assertCompetition(trx, input.competitionId),
  );
}

/**
 * Deletes a season (audited) and answers it. Refused (409) while it has matches, and while it has
 * leagues, since deleting it would silently delete those leagues (their FK cascades).
 */
export function remove(deps: AppDeps, actorId: number, id: number) {
  return auditedRemove(deps, SEASONS, actorId, id, async (trx) => {
    if (await trx('matches').where({ seasonId: id }).first('id'))
      throw conflict(ADMIN_MESSAGES.seasonHasMatches, 'IN_USE');
    if (await trx('leagues').where({ seasonId: id }).first('id'))
      throw conflict(ADMIN_MESSAGES.seasonHasLeagues, 'IN_USE');
  });
}
