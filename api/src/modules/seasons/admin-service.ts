import type { Presented } from '@predictor/contracts/types';
import type { Knex } from 'knex';
import { ADMIN_MESSAGES, seasonSchema, type SeasonInput } from '@predictor/contracts';
import type { TransactionOrKnex } from 'objection';
import { Competition, League, Match, Season, type User } from '../../models';
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

/** An admin season: the spec's fields plus competition {id, name, country, tier} and the creator's name. */
export type AdminSeason = ReturnType<typeof present>;

function creatorName(creator: User | null | undefined): string | null {
  if (!creator) return null;
  const full = [creator.firstName, creator.lastName].filter(Boolean).join(' ');
  return full || creator.teamName || null;
}

function present(season: Season): Presented<'AdminSeason'> {
  const competition = season.competition as Competition;
  return {
    id: season.id,
    name: season.name,
    description: season.description,
    startDate: season.startDate,
    endDate: season.endDate,
    isActive: season.isActive,
    order: season.order,
    gameType: season.gameType,
    competitionId: season.competitionId,
    competition: {
      id: season.competitionId,
      name: competition.name,
      country: competition.countryCode,
      tier: competition.tier,
    },
    createdBy: season.createdBy,
    creatorName: creatorName(season.creator),
    createdAt: new Date(season.createdAt).toISOString(),
  };
}

/** Seasons with their competition and the creator's names (never the rest of the user row). */
function baseQuery(knex: TransactionOrKnex) {
  return Season.query(knex)
    .withGraphFetched('[competition, creator(names)]')
    .modifiers({
      names: (q) => q.select('users.id', 'users.firstName', 'users.lastName', 'users.teamName'),
    });
}

/** Filters: q (name), competitionId, isActive, id (getMany). */
function filtered(knex: TransactionOrKnex, filter: Record<string, unknown>) {
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
  const { rows, total } = await pageOf(filtered(deps.knex, params.filter), params, 'seasons.id');
  return { rows: rows.map(present), total };
}

/** Every season matching the filter, by order, then newest start first. */
export async function listAll(deps: AppDeps, filter: Record<string, unknown>) {
  const rows = await filtered(deps.knex, filter)
    .orderBy('seasons.order', 'asc')
    .orderBy('seasons.startDate', 'desc')
    .orderBy('seasons.id', 'asc');
  return rows.map(present);
}

const load = rowLoader(baseQuery, ADMIN_MESSAGES.seasonNotFound, present);

/** One season as the back office shows it; 404 'Season not found'. */
export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const SEASONS: AuditedResource<AdminSeason> = {
  model: Season,
  resource: 'seasons',
  notFoundMessage: ADMIN_MESSAGES.seasonNotFound,
  load,
};

async function assertCompetition(trx: Knex.Transaction, competitionId: number) {
  if (!(await Competition.query(trx).findById(competitionId).select('id')))
    throw notFound(ADMIN_MESSAGES.competitionNotFound);
}

/** Creates a season (audited); the caller becomes its creator. */
export function create(deps: AppDeps, actorId: number, input: SeasonInput) {
  const row = {
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    competitionId: input.competitionId,
    isActive: input.isActive ?? true,
    order: input.order ?? 0,
    gameType: input.gameType ?? 'standard',
    createdBy: actorId,
  };
  return auditedCreate(deps, SEASONS, actorId, row, (trx) =>
    assertCompetition(trx, input.competitionId),
  );
}

/** PUT: the body merged over the stored season and validated whole (audited); fields left out stay as they were. */
export function update(deps: AppDeps, actorId: number, id: number, body: unknown) {
  return auditedUpdate(deps, SEASONS, actorId, id, async (before, trx) => {
    const input = parseMerged(seasonSchema, before, body);
    await assertCompetition(trx, input.competitionId);
    return definedFields(input);
  });
}

/**
 * Deletes a season (audited) and answers it. Refused (409) while it has matches, and while it has
 * leagues, since deleting it would silently delete those leagues (their FK cascades).
 */
export function remove(deps: AppDeps, actorId: number, id: number) {
  return auditedRemove(deps, SEASONS, actorId, id, async (trx) => {
    if (await Match.query(trx).select('id').where('seasonId', id).first())
      throw conflict(ADMIN_MESSAGES.seasonHasMatches, 'IN_USE');
    if (await League.query(trx).select('id').where('seasonId', id).first())
      throw conflict(ADMIN_MESSAGES.seasonHasLeagues, 'IN_USE');
  });
}
