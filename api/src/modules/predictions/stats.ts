/*
 * Stays in knex: a player's stats are one aggregate (counts and sums with FILTER) over their
 * predictions; a model would fetch every prediction to count it in JavaScript. One query serves
 * GET /predictions/stats and the public profile's stats.
 */
import type { Knex } from 'knex';
import { deadlinePassedSql } from '../matches/open';
import { scoreColumns } from '../scoring/scoring-sql';
import { camelRows } from '../../db/rows';

export type PredictionStats = {
  totalPredictions: number;
  totalPoints: number;
  scoredPredictions: number;
  bankerPredictions: number;
  exactScores: number;
  correctResults: number;
  correctBanks: number;
  predictionAccuracy: number;
};

/** A scored prediction `p` (with its score columns) got the result right: exact, or the right outcome. */
export const CORRECT_RESULT = (p = 'p') =>
  `(${p}.exact_score_points > 0 OR ${p}.correct_result_points > 0)`;

/** The counts of predictionStats' query. */
type StatsRow = Record<
  'total' | 'points' | 'scored' | 'bankers' | 'exact' | 'correct' | 'correctBanks',
  number
>;

/**
 * A player's derived prediction stats (players' spec section 9), the one query of GET
 * /predictions/stats (all of the caller's predictions) and GET /users/{id}/stats (`closedBy`: only
 * predictions whose match deadline has passed by then, so open ones reveal nothing). Void
 * predictions are left out; a correct result is exact-score or correct-result points above zero;
 * accuracy = correct results / scored predictions × 100, rounded (0 with nothing scored).
 */
export async function predictionStats(
  knex: Knex,
  userId: number,
  closedBy?: Date,
): Promise<PredictionStats> {
  const correct = CORRECT_RESULT();
  const result = await knex.raw(
    `SELECT count(*)::int AS total,
            coalesce(sum(p.points) FILTER (WHERE p.is_scored), 0)::int AS points,
            count(*) FILTER (WHERE p.is_scored)::int AS scored,
            count(*) FILTER (WHERE p.is_banker)::int AS bankers,
            count(*) FILTER (WHERE p.is_scored AND p.exact_score_points > 0)::int AS exact,
            count(*) FILTER (WHERE p.is_scored AND ${correct})::int AS correct,
            count(*) FILTER (WHERE p.is_scored AND p.is_banker AND ${correct})::int AS correct_banks
     FROM (SELECT p.is_banker, ${scoreColumns()}
           FROM predictions p JOIN matches m ON m.id = p.match_id
           WHERE p.user_id = ? AND NOT p.is_void ${closedBy ? `AND ${deadlinePassedSql('m', '?')}` : ''}) p`,
    closedBy ? [userId, closedBy] : [userId],
  );
  const [r] = camelRows<StatsRow>(result);
  return {
    totalPredictions: r.total,
    totalPoints: r.points,
    scoredPredictions: r.scored,
    bankerPredictions: r.bankers,
    exactScores: r.exact,
    correctResults: r.correct,
    correctBanks: r.correctBanks,
    predictionAccuracy: r.scored > 0 ? Math.round((r.correct / r.scored) * 100) : 0,
  };
}
