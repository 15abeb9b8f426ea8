import type { Knex } from 'knex';
import { ADMIN_MESSAGES, type TeamInput } from '@predictor/contracts';
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
  filterId,
  filterIds,
  filterText,
  pageQuery,
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

type Row = {
  id: number;
  name: string;
  shortName: string | null;
  countryCode: string | null;
  logoUrl: string | null;
  competitionId: number | null;
  competitionName: string | null;
  createdAt: Date;
};

function present(row: Row) {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    countryCode: row.countryCode,
    logoUrl: row.logoUrl,
    competitionId: row.competitionId,
    competition: row.competitionId === null ? null : { name: row.competitionName },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
export type AdminTeam = ReturnType<typeof present>;

function baseQuery(knex: Knex | Knex.Transaction) {
  return knex('teams')
    .leftJoin('competitions', 'competitions.id', 'teams.competitionId')
    .select(
      'teams.id',
      'teams.name',
      'teams.shortName',
      'teams.countryCode',
      'teams.logoUrl',
      'teams.competitionId',
      'teams.createdAt',
      'competitions.name as competitionName',
    );
}

/** Filters: q (name or short name), competitionId, countryCode, id (getMany). */
function filtered(knex: Knex, filter: Record<string, unknown>) {
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
  const { rows, total } = await pageQuery<Row>(
    filtered(deps.knex, params.filter),
    params,
    'teams.id',
  );
  return { rows: rows.map(present), total };
}

/** Every team, by name. */
export async function listAll(deps: AppDeps) {
  const rows: Row[] = await baseQuery(deps.knex)
    .orderBy('teams.name', 'asc')
    .orderBy('teams.id', 'asc');
  return rows.map(present);
}

const load = rowLoader(baseQuery, 'teams.id', ADMIN_MESSAGES.teamNotFound, present);

export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const TEAMS: AuditedResource<ReturnType<typeof present>> = {
  table: 'teams',
  resource: 'teams',
  notFoundMessage: ADMIN_MESSAGES.teamNotFound,
  load,
};

/** Names are unique whatever the case, so "arsenal" cannot sit beside "Arsenal". */
async function assertValid(trx: Knex.Transaction, input: TeamInput, exceptId?: number) {
  const same = trx('teams').whereRaw('lower(name) = lower(?)', [input.name]);
  if (exceptId) same.whereNot('id', exceptId);
  if (await same.first('id')) throw conflict(ADMIN_MESSAGES.teamNameTaken, 'TEAM_NAME_TAKEN');
  if (
    input.competitionId &&
    !(await trx('competitions').where({ id: input.competitionId }).first('id'))
  ) {
    throw notFound(ADMIN_MESSAGES.competitionNotFound);
  }
}

/** Creates a team (audited) and answers the whole record. */
export async function create(deps: AppDeps, actorId: number, input: TeamInput) {
  return deps.knex.transaction(async (trx) => {
    await assertValid(trx, input);
    const [{ id }] = await trx('teams')
      .insert({
        name: input.name,
        shortName: input.shortName ?? null,
        countryCode: input.countryCode ?? null,
        competitionId: input.competitionId ?? null,
      })
      .returning('id');
    const team = await load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'create',
      resource: 'teams',
      resourceId: id,
      after: team,
    });
    return team;
  });
}

/** Updates a team (audited); optional fields left out stay as they were. The logo is not touched here. */
export function update(deps: AppDeps, actorId: number, id: number, input: TeamInput) {
  return auditedUpdate(deps, TEAMS, actorId, id, definedFields(input), (trx) =>
    assertValid(trx, input, id),
  );
}

/** Deletes a team (audited) and its logo file, and answers it; 409 while matches use it. Fans keep their account, without favourite. */
export async function remove(deps: AppDeps, actorId: number, id: number) {
  const team = await auditedRemove(deps, TEAMS, actorId, id, async (trx) => {
    const used = await trx('matches')
      .where((w) => w.where('homeTeamId', id).orWhere('awayTeamId', id))
      .first('id');
    if (used) throw conflict(ADMIN_MESSAGES.teamInUse, 'IN_USE');
  });
  await deps.storage.remove(team.logoUrl);
  return team;
}
