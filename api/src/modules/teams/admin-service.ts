import type { Presented } from '@predictor/contracts/types';
import type { Knex } from 'knex';
import type { TransactionOrKnex } from 'objection';
import { ADMIN_MESSAGES, teamSchema, type TeamInput } from '@predictor/contracts';
import { Competition, Match, Team } from '../../models';
import {
  rowLoader,
  auditedCreate,
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
  filterId,
  filterIds,
  filterText,
  pageOf,
  type ListParams,
} from '../../lib/simple-rest';

/** API fields the back office may sort teams by. */
export const TEAM_SORTABLE: Record<string, string> = {
  id: 'teams.id',
  name: 'teams.name',
  shortName: 'teams.shortName',
  countryCode: 'teams.countryCode',
  competitionId: 'teams.competitionId',
  createdAt: 'teams.createdAt',
};

function present(team: Team): Presented<'AdminTeam'> {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    countryCode: team.countryCode,
    logoUrl: team.logoUrl,
    competitionId: team.competitionId,
    competition: team.competition ? { name: team.competition.name } : null,
    createdAt: new Date(team.createdAt).toISOString(),
  };
}
export type AdminTeam = ReturnType<typeof present>;

/** Teams with their competition's name (one extra query per page, by id). */
function baseQuery(knex: TransactionOrKnex) {
  return Team.query(knex).withGraphFetched('competition(idAndName)');
}

/** Filters: q (name or short name), competitionId, countryCode, id (getMany). */
function filtered(knex: TransactionOrKnex, filter: Record<string, unknown>) {
  const query = baseQuery(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('teams.id', ids);
  const q = filterText(filter, 'q');
  if (q)
    query.where((w) =>
      w
        .whereILike('teams.name', `%${escapeLike(q)}%`)
        .orWhereILike('teams.shortName', `%${escapeLike(q)}%`),
    );
  const competitionId = filterId(filter, 'competitionId');
  if (competitionId) query.where('teams.competitionId', competitionId);
  const countryCode = filterText(filter, 'countryCode');
  if (countryCode) query.where('teams.countryCode', countryCode.toUpperCase());
  return query;
}

/** One page of teams (simple-REST) with the total. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageOf(filtered(deps.knex, params.filter), params, 'teams.id');
  return { rows: rows.map(present), total };
}

/** Every team, by name. */
export async function listAll(deps: AppDeps) {
  const rows = await baseQuery(deps.knex).orderBy('teams.name', 'asc').orderBy('teams.id', 'asc');
  return rows.map(present);
}

const load = rowLoader(baseQuery, ADMIN_MESSAGES.teamNotFound, present);

/** One team as the back office shows it; 404 'Team not found'. */
export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

/** Teams as an audited admin resource (logo changes too: logo-service.ts). */
export const TEAMS: AuditedResource<AdminTeam> = {
  model: Team,
  resource: 'teams',
  notFoundMessage: ADMIN_MESSAGES.teamNotFound,
  load,
};

/** Names are unique whatever the case, so "arsenal" cannot sit beside "Arsenal". */
async function assertValid(trx: Knex.Transaction, input: TeamInput, exceptId?: number) {
  const same = Team.query(trx).select('id').whereRaw('lower(name) = lower(?)', [input.name]);
  if (exceptId) same.whereNot('id', exceptId);
  if (await same.first()) throw conflict(ADMIN_MESSAGES.teamNameTaken, 'TEAM_NAME_TAKEN');
  if (
    input.competitionId &&
    !(await Competition.query(trx).findById(input.competitionId).select('id'))
  ) {
    throw notFound(ADMIN_MESSAGES.competitionNotFound);
  }
}

/**
 * Creates a team (audited) and answers the whole record; `logoUrl` is its logo, already checked and
 * stored (the caller removes the file when this fails), so the team and its logo are one write.
 */
export function create(deps: AppDeps, actorId: number, input: TeamInput, logoUrl: string | null) {
  const row = {
    name: input.name,
    shortName: input.shortName ?? null,
    countryCode: input.countryCode ?? null,
    competitionId: input.competitionId ?? null,
    logoUrl,
  };
  return auditedCreate(deps, TEAMS, actorId, row, (trx) => assertValid(trx, input));
}

/** A PUT body merged over the stored team and validated whole (400 before anything is stored). */
export const mergedInput = (stored: AdminTeam, body: unknown) =>
  parseMerged(teamSchema, stored, body);

/**
 * PUT: the body merged over the stored team and validated whole (audited); fields left out stay as
 * they were. `logoUrl`, a new logo already checked and stored, replaces the logo in the same write
 * (the caller removes the file when this fails); without it the logo is not touched (logoUrl is
 * read-only in the body). Answers the team and the replaced logo's URL, for the caller to remove
 * once committed.
 */
export async function update(
  deps: AppDeps,
  actorId: number,
  id: number,
  body: unknown,
  logoUrl?: string,
): Promise<{ team: AdminTeam; replacedLogo: string | null }> {
  let storedLogo = null as string | null;
  const team = await auditedUpdate(deps, TEAMS, actorId, id, async (before, trx) => {
    storedLogo = before.logoUrl;
    const input = mergedInput(before, body);
    await assertValid(trx, input, id);
    return definedFields({ ...input, logoUrl });
  });
  return { team, replacedLogo: storedLogo !== team.logoUrl ? storedLogo : null };
}

/** Deletes a team (audited) and its logo file, and answers it; 409 while matches use it. Fans keep their account, without favourite. */
export async function remove(deps: AppDeps, actorId: number, id: number) {
  const team = await auditedRemove(deps, TEAMS, actorId, id, async (trx) => {
    const used = await Match.query(trx)
      .select('id')
      .where((w) => w.where('homeTeamId', id).orWhere('awayTeamId', id))
      .first();
    if (used) throw conflict(ADMIN_MESSAGES.teamInUse, 'IN_USE');
  });
  await deps.storage.remove(team.logoUrl);
  return team;
}
