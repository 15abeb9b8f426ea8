/*
 * Late predictions: an admin enters or corrects a player's prediction once the match no longer
 * takes predictions (what Kicktipp calls entering missed tips). Audited with the reason, marked on
 * the prediction (entered_by_admin_id), and counted again in the totals in the same transaction.
 */
import {
  ADMIN_MESSAGES,
  LATE_PREDICTION_MESSAGES as M,
  type CurrentPrediction,
  type LatePredictionInput,
  type LatePredictionResult,
} from '@predictor/contracts';
import { isOpenForPredictions } from '@predictor/contracts/rules';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { Match, Prediction, User } from '../../models';
import { scoreOf } from '../scoring/score';
import { recountingPredictions } from '../scoring/service';
import { camelRows } from '../../db/rows';

/** GET /admin/matches/{matchId}/predictions/{userId}: what a late prediction would replace. */
export async function currentPrediction(
  deps: AppDeps,
  matchId: number,
  userId: number,
): Promise<CurrentPrediction> {
  const match = await Match.query(deps.knex).findById(matchId).select('id');
  if (!match) throw notFound(ADMIN_MESSAGES.matchNotFound);
  const user = await User.query(deps.knex).findById(userId).select('id');
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  const found = await Prediction.query(deps.knex)
    .findOne({ userId, matchId })
    .select('homeGoals', 'awayGoals', 'isBanker', 'enteredByAdminId');
  return {
    prediction: found
      ? {
          homeGoals: found.homeGoals,
          awayGoals: found.awayGoals,
          isBanker: found.isBanker,
          enteredByAdmin: found.enteredByAdminId !== null,
        }
      : null,
  };
}

export async function enterLatePrediction(
  deps: AppDeps,
  actorId: number,
  matchId: number,
  userId: number,
  input: LatePredictionInput,
): Promise<LatePredictionResult> {
  return deps.knex.transaction(async (trx) => {
    // Locks the match as scoring requires: a result entered meanwhile waits for this write.
    const match = await Match.query(trx).findById(matchId).forUpdate();
    if (!match) throw notFound(ADMIN_MESSAGES.matchNotFound);
    if (match.status === 'cancelled') throw conflict(M.cancelled);
    if (isOpenForPredictions(match, deps.now())) throw conflict(M.stillOpen);
    const user = await User.query(trx).findById(userId).select('id');
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);

    const before = await Prediction.query(trx)
      .findOne({ userId, matchId })
      .select('id', 'homeGoals', 'awayGoals', 'enteredByAdminId');
    // The player's prediction leaves the totals before it is rewritten and counts again after.
    const predictionId: number = await recountingPredictions(trx, matchId, [userId], async () => {
      const result = await trx.raw(
        `INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker, entered_by_admin_id)
         VALUES (:userId, :matchId, :homeGoals, :awayGoals, false, :actorId)
         ON CONFLICT (user_id, match_id) DO UPDATE
           SET home_goals = EXCLUDED.home_goals, away_goals = EXCLUDED.away_goals,
               entered_by_admin_id = EXCLUDED.entered_by_admin_id, updated_at = now()
         RETURNING id`,
        { userId, matchId, homeGoals: input.homeGoals, awayGoals: input.awayGoals, actorId },
      );
      return camelRows<{ id: number }>(result)[0].id;
    });
    await recordAudit(trx, {
      actorId,
      action: 'late_prediction',
      resource: 'predictions',
      resourceId: predictionId,
      before: before ? { homeGoals: before.homeGoals, awayGoals: before.awayGoals } : null,
      after: {
        userId,
        matchId,
        homeGoals: input.homeGoals,
        awayGoals: input.awayGoals,
        reason: input.reason,
      },
    });
    const saved = await Prediction.query(trx).findById(predictionId);
    const score = scoreOf(saved!, match);
    return {
      created: !before,
      prediction: {
        id: saved!.id,
        userId: saved!.userId,
        matchId: saved!.matchId,
        homeGoals: saved!.homeGoals,
        awayGoals: saved!.awayGoals,
        isBanker: saved!.isBanker,
        points: score.points,
        isScored: score.isScored,
        enteredByAdmin: saved!.enteredByAdminId !== null,
      },
    };
  });
}
