import type { Knex } from 'knex';
import {
  ADMIN_MESSAGES,
  MATCH_STATUSES,
  MESSAGES,
  type CreateMatchInput,
  type MatchResultInput,
  type UpdateMatchInput,
} from '@predictor/contracts';
import { Prediction } from '../../models';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import {
  escapeLike,
  filterId,
  filterIds,
  filterText,
  pageQuery,
  type ListParams,
} from '../../lib/simple-rest';
import { deleteMatchWithPredictions, scoreMatch } from '../scoring/service';
import {
  adminMatchQuery,
  loadAdminMatches,
  MATCH_SORTABLE,
  presentAdminMatch,
  type AdminMatch,
  type AdminMatchRow,
} from './admin-presenter';

export { MATCH_SORTABLE };

async function load(knex: Knex | Knex.Transaction, id: number): Promise<AdminMatch> {
  const [match] = await loadAdminMatches(knex, [id]);
  if (!match) throw notFound(ADMIN_MESSAGES.matchNotFound);
  return match;
}

/** Filters: seasonId (or season), status, date (YYYY-MM-DD, one UTC day), matchGroupId, q (team name), id (getMany). */
function filtered(knex: Knex, filter: Record<string, unknown>) {
  const query = adminMatchQuery(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('m.id', ids);
  const seasonId = filterId(filter, 'seasonId') ?? filterId(filter, 'season');
  if (seasonId) query.where('m.seasonId', seasonId);
  const matchGroupId = filterId(filter, 'matchGroupId');
  if (matchGroupId) query.where('m.matchGroupId', matchGroupId);
  const status = filterText(filter, 'status');
  if (status) {
    if (!(MATCH_STATUSES as readonly string[]).includes(status))
      throw badRequest('Invalid status filter');
    query.where('m.status', status);
  }
  const date = filterText(filter, 'date');
  if (date) {
    const start = new Date(`${date}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(start.getTime()))
      throw badRequest('Invalid date filter');
    query
      .where('m.matchDate', '>=', start)
      .where('m.matchDate', '<', new Date(start.getTime() + 86_400_000));
  }
  const q = filterText(filter, 'q');
  if (q)
    query.where((w) =>
      w.whereILike('ht.name', `%${escapeLike(q)}%`).orWhereILike('at.name', `%${escapeLike(q)}%`),
    );
  return query;
}

/** One page of matches (simple-REST) with the total. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageQuery<AdminMatchRow>(
    filtered(deps.knex, params.filter),
    params,
    'm.id',
  );
  return { rows: rows.map(presentAdminMatch), total };
}

/** Every match matching the filter, by kick-off. */
export async function listAll(deps: AppDeps, filter: Record<string, unknown>) {
  const rows: AdminMatchRow[] = await filtered(deps.knex, filter)
    .orderBy('m.matchDate', 'asc')
    .orderBy('m.id', 'asc');
  return rows.map(presentAdminMatch);
}

export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

/** 400 unless the group exists and belongs to the season. */
async function assertGroupInSeason(
  trx: Knex.Transaction,
  groupId: number,
  seasonId: number,
  field: string,
) {
  const group = await trx('match_groups').where({ id: groupId }).first('seasonId');
  if (!group)
    throw badRequest(ADMIN_MESSAGES.matchGroupNotFound, {
      [field]: ADMIN_MESSAGES.matchGroupNotFound,
    });
  if (group.seasonId !== seasonId)
    throw badRequest(MESSAGES.groupNotInSeason, { [field]: MESSAGES.groupNotInSeason });
}

/** Creates a match (audited) after checking the season, the teams and that the group is the season's. */
export async function create(deps: AppDeps, actorId: number, input: CreateMatchInput) {
  return deps.knex.transaction(async (trx) => {
    if (!(await trx('seasons').where({ id: input.season }).first('id'))) {
      throw badRequest(ADMIN_MESSAGES.seasonNotFound, { season: ADMIN_MESSAGES.seasonNotFound });
    }
    await assertGroupInSeason(trx, input.matchGroup, input.season, 'matchGroup');
    const teams = await trx('teams').whereIn('id', [input.homeTeam, input.awayTeam]).pluck('id');
    for (const field of ['homeTeam', 'awayTeam'] as const) {
      if (!teams.includes(input[field]))
        throw badRequest(ADMIN_MESSAGES.teamNotFound, { [field]: ADMIN_MESSAGES.teamNotFound });
    }
    const [{ id }] = await trx('matches')
      .insert({
        seasonId: input.season,
        matchGroupId: input.matchGroup,
        homeTeamId: input.homeTeam,
        awayTeamId: input.awayTeam,
        matchDate: input.matchDate,
        predictionsClose: input.predictionsClose,
        venue: input.venue ?? null,
        matchWeek: input.matchWeek ?? null,
        status: 'scheduled',
      })
      .returning('id');
    const match = await load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'create',
      resource: 'matches',
      resourceId: id,
      after: match,
    });
    return match;
  });
}

async function lock(trx: Knex.Transaction, id: number) {
  const row = await trx('matches')
    .where({ id })
    .forUpdate()
    .first('id', 'seasonId', 'matchGroupId');
  if (!row) throw notFound(ADMIN_MESSAGES.matchNotFound);
  return row as { id: number; seasonId: number; matchGroupId: number | null };
}

/**
 * A match moving to another group takes its predictions along (trigger matches_propagate_group): a
 * banker moves with it only when the player has no other banker in the target group; otherwise it
 * is removed here, before the move, so the one-banker-per-week index holds. The caller re-scores.
 */
async function dropBankersTakenInGroup(trx: Knex.Transaction, matchId: number, groupId: number) {
  await Prediction.query(trx)
    .patch({ isBanker: false })
    .where('predictions.matchId', matchId)
    .where('predictions.isBanker', true)
    .where('predictions.isVoid', false)
    .whereExists(
      Prediction.query(trx)
        .alias('other')
        .whereColumn('other.userId', 'predictions.userId')
        .where('other.matchGroupId', groupId)
        .whereNot('other.matchId', matchId)
        .where('other.isBanker', true)
        .where('other.isVoid', false),
    );
}

/**
 * Edits dates, group, venue, week and status (audited), then re-scores in the same transaction:
 * cancelling voids the predictions, leaving 'finished' un-scores them, a postponed match keeps them.
 */
export async function update(deps: AppDeps, actorId: number, id: number, input: UpdateMatchInput) {
  return deps.knex.transaction(async (trx) => {
    const { seasonId, matchGroupId } = await lock(trx, id);
    const before = await load(trx, id);
    await assertGroupInSeason(trx, input.matchGroupId, seasonId, 'matchGroupId');
    if (input.matchGroupId !== matchGroupId)
      await dropBankersTakenInGroup(trx, id, input.matchGroupId);
    const changes: Record<string, unknown> = {
      matchDate: input.matchDate,
      predictionsClose: input.predictionsClose,
      matchGroupId: input.matchGroupId,
      status: input.status,
      updatedAt: deps.now(),
    };
    if (input.venue !== undefined) changes.venue = input.venue;
    if (input.matchWeek !== undefined) changes.matchWeek = input.matchWeek;
    await trx('matches').where({ id }).update(changes);
    await scoreMatch(trx, id);
    const after = await load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'update',
      resource: 'matches',
      resourceId: id,
      before,
      after,
    });
    return after;
  });
}

/** Sets (or corrects) a result inside a transaction that already locked the match: finished, scored, audited. */
export async function applyResult(
  trx: Knex.Transaction,
  deps: AppDeps,
  actorId: number,
  id: number,
  result: MatchResultInput,
) {
  const before = await load(trx, id);
  await trx('matches').where({ id }).update({
    homeGoals: result.homeGoals,
    awayGoals: result.awayGoals,
    status: 'finished',
    updatedAt: deps.now(),
  });
  // Marks the start of scoring inside the transaction: operators see slow results; the fault tests kill here.
  deps.log.debug({ matchId: id }, 'scoring result');
  await scoreMatch(trx, id);
  const after = await load(trx, id);
  await recordAudit(trx, {
    actorId,
    action: 'set_result',
    resource: 'matches',
    resourceId: id,
    before: { status: before.status, homeGoals: before.homeGoals, awayGoals: before.awayGoals },
    after: { status: after.status, homeGoals: after.homeGoals, awayGoals: after.awayGoals },
  });
  return after;
}

/** POST /admin/matches/{id}/result: sets the score, marks the match finished and scores it, in one transaction. */
export async function setResult(
  deps: AppDeps,
  actorId: number,
  id: number,
  result: MatchResultInput,
) {
  return deps.knex.transaction(async (trx) => {
    await lock(trx, id);
    return applyResult(trx, deps, actorId, id, result);
  });
}

/** Deletes a match with its predictions (taken out of every leaderboard total); audited; answers the deleted record. */
export async function remove(deps: AppDeps, actorId: number, id: number) {
  return deps.knex.transaction(async (trx) => {
    await lock(trx, id);
    const before = await load(trx, id);
    await deleteMatchWithPredictions(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'delete',
      resource: 'matches',
      resourceId: id,
      before,
    });
    return before;
  });
}
