import type { Knex } from 'knex';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  type CreateMatchInput,
  updateMatchSchema,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { parseMerged } from '../../lib/validate';
import { badRequest, notFound } from '../../lib/errors';
import { Match, MatchGroup, Prediction, Season, Team } from '../../models';
import { deleteMatchWithPredictions, recountingPredictions, scoreMatch } from '../scoring/service';
import { resultsChanged } from './results-service';
import { loadAdminMatch } from './admin-presenter';

export const getOne = (deps: AppDeps, id: number) => loadAdminMatch(deps.knex, id);

/** 400 unless the group exists and belongs to the season. */
async function assertGroupInSeason(
  trx: Knex.Transaction,
  groupId: number,
  seasonId: number,
  field: string,
) {
  const group = await MatchGroup.query(trx).findById(groupId).select('seasonId');
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
    if (!(await Season.query(trx).findById(input.season).select('id'))) {
      throw badRequest(ADMIN_MESSAGES.seasonNotFound, { season: ADMIN_MESSAGES.seasonNotFound });
    }
    await assertGroupInSeason(trx, input.matchGroup, input.season, 'matchGroup');
    const teams = (await Team.query(trx).findByIds([input.homeTeam, input.awayTeam])).map(
      (team) => team.id,
    );
    for (const field of ['homeTeam', 'awayTeam'] as const) {
      if (!teams.includes(input[field]))
        throw badRequest(ADMIN_MESSAGES.teamNotFound, { [field]: ADMIN_MESSAGES.teamNotFound });
    }
    const { id } = await Match.query(trx).insert({
      seasonId: input.season,
      matchGroupId: input.matchGroup,
      homeTeamId: input.homeTeam,
      awayTeamId: input.awayTeam,
      matchDate: input.matchDate,
      predictionsClose: input.predictionsClose,
      venue: input.venue ?? null,
      matchWeek: input.matchWeek ?? null,
      status: 'scheduled',
    });
    const match = await loadAdminMatch(trx, id);
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
  const match = await Match.query(trx)
    .findById(id)
    .forUpdate()
    .select('id', 'seasonId', 'matchGroupId');
  if (!match) throw notFound(ADMIN_MESSAGES.matchNotFound);
  return match;
}

/**
 * A match moving to another group takes its predictions along (trigger matches_propagate_group): a
 * banker moves with it only when the player has no other banker in the target group; otherwise it
 * is removed here, before the move, so the one-banker-per-week index holds; on a counted match, its
 * player's totals lose the banker's share. The caller then re-scores the match.
 */
async function dropBankersTakenInGroup(trx: Knex.Transaction, matchId: number, groupId: number) {
  const taken = () =>
    Prediction.query(trx)
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
  const users = (await taken().select('predictions.userId')).map((p) => p.userId);
  await recountingPredictions(trx, matchId, users, async () => {
    await taken().patch({ isBanker: false });
  });
}

/**
 * Edits dates, group, venue, week and status (audited), then re-scores in the same transaction:
 * cancelling voids the predictions, leaving 'finished' clears the score (a result exists only for a
 * finished match) and takes its points out of the totals, a postponed match keeps them.
 */
export async function update(deps: AppDeps, actorId: number, id: number, body: unknown) {
  const { before, after } = await deps.knex.transaction(async (trx) => {
    const { seasonId, matchGroupId } = await lock(trx, id);
    const before = await loadAdminMatch(trx, id);
    // The body, whole or partial, over the match as read: every rule holds on the merged record.
    const input = parseMerged(updateMatchSchema, before, body);
    await assertGroupInSeason(trx, input.matchGroupId, seasonId, 'matchGroupId');
    if (input.matchGroupId !== matchGroupId)
      await dropBankersTakenInGroup(trx, id, input.matchGroupId);
    await Match.query(trx)
      .findById(id)
      .patch({
        matchDate: input.matchDate,
        predictionsClose: input.predictionsClose,
        matchGroupId: input.matchGroupId,
        status: input.status,
        ...(input.status !== 'finished' && { homeGoals: null, awayGoals: null }),
        ...(input.venue !== undefined && { venue: input.venue }),
        ...(input.matchWeek !== undefined && { matchWeek: input.matchWeek }),
      });
    await scoreMatch(trx, id);
    const after = await loadAdminMatch(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'update',
      resource: 'matches',
      resourceId: id,
      before,
      after,
    });
    return { before, after };
  });
  // Cancelling a week's last open match completes it, as a result does.
  if (after.status !== before.status) await resultsChanged(deps);
  return after;
}

/** Deletes a match with its predictions (taken out of every leaderboard total); audited; answers the deleted record. */
export async function remove(deps: AppDeps, actorId: number, id: number) {
  return deps.knex.transaction(async (trx) => {
    await lock(trx, id);
    const before = await loadAdminMatch(trx, id);
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
