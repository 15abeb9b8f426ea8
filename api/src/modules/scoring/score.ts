import { SCORING } from '@predictor/contracts';

export type Score = { homeGoals: number; awayGoals: number };
export type PointsBreakdown = { exactScore: number; correctResult: number; bankerBonus: number };
export type ScoredPrediction = PointsBreakdown & {
  points: number;
  isExact: boolean;
  isCorrectResult: boolean;
};

/**
 * The game's scoring rule (players' spec 1 and 9): exact score 3, correct result 1 (not added),
 * a banker doubles a positive score and costs 1 point when the result is wrong.
 * The SQL in scoring-sql.ts applies the same rule set-based; a test keeps the two equal.
 */
export function scorePrediction(
  prediction: Score & { isBanker: boolean },
  result: Score,
): ScoredPrediction {
  const isExact =
    prediction.homeGoals === result.homeGoals && prediction.awayGoals === result.awayGoals;
  const isCorrectResult =
    isExact ||
    Math.sign(prediction.homeGoals - prediction.awayGoals) ===
      Math.sign(result.homeGoals - result.awayGoals);
  const exactScore = isExact ? SCORING.exactScore : 0;
  const correctResult = !isExact && isCorrectResult ? SCORING.correctResult : 0;
  const base = exactScore + correctResult;
  const bankerBonus = !prediction.isBanker
    ? 0
    : base > 0
      ? base * (SCORING.bankerMultiplier - 1)
      : SCORING.bankerWrongPenalty;
  return {
    exactScore,
    correctResult,
    bankerBonus,
    points: base + bankerBonus,
    isExact,
    isCorrectResult,
  };
}
