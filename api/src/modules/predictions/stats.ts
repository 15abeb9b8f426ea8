import type { Knex } from 'knex';

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

/**
 * A player's derived prediction stats (players' spec section 9): void predictions are left out;
 * a correct result is exact-score or correct-result points above zero; accuracy = correct results
 * / scored predictions × 100, rounded (0 with nothing scored). Reused by public profiles.
 */
export async function predictionStats(knex: Knex, userId: number): Promise<PredictionStats> {
  const { rows } = await knex.raw(
    `SELECT count(*)::int AS total,
            coalesce(sum(points) FILTER (WHERE is_scored), 0)::int AS points,
            count(*) FILTER (WHERE is_scored)::int AS scored,
            count(*) FILTER (WHERE is_banker)::int AS bankers,
            count(*) FILTER (WHERE is_scored AND exact_score_points > 0)::int AS exact,
            count(*) FILTER (WHERE is_scored AND (exact_score_points > 0 OR correct_result_points > 0))::int AS correct,
            count(*) FILTER (WHERE is_scored AND is_banker AND (exact_score_points > 0 OR correct_result_points > 0))::int AS correct_banks
     FROM predictions WHERE user_id = ? AND NOT is_void`,
    [userId],
  );
  const r = rows[0];
  return {
    totalPredictions: r.total,
    totalPoints: r.points,
    scoredPredictions: r.scored,
    bankerPredictions: r.bankers,
    exactScores: r.exact,
    correctResults: r.correct,
    correctBanks: r.correct_banks,
    predictionAccuracy: r.scored > 0 ? Math.round((r.correct / r.scored) * 100) : 0,
  };
}
