import { SCORING } from '@predictor/contracts';
import { compareScores, isLive } from '@predictor/contracts/rules';

export type Score = { homeGoals: number; awayGoals: number };
export type PointsBreakdown = { exactScore: number; correctResult: number; bankerBonus: number };
export type ScoredPrediction = PointsBreakdown & {
  points: number;
  isExact: boolean;
  isCorrectResult: boolean;
};

/**
 * The game's scoring rule (players' spec 1 and 9): exact score 3, correct result 1 (not added),
 * a banker doubles a positive score and costs 1 point when the result is wrong. Exact and correct
 * result are the shared compareScores, by which the apps colour a prediction's outcome.
 * The SQL in scoring-sql.ts applies the same rule set-based; a test keeps the two equal.
 */
export function scorePrediction(
  prediction: Score & { isBanker: boolean },
  result: Score,
): ScoredPrediction {
  const outcome = compareScores(prediction, result);
  const isExact = outcome === 'exact';
  const isCorrectResult = outcome !== 'incorrect';
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

/** A prediction's score as the API shows it: zeros, not scored, until its match is finished with a score. */
export type PredictionScore = {
  isScored: boolean;
  points: number;
  exactScorePoints: number;
  correctResultPoints: number;
  bankerBonus: number;
};

/**
 * The score of a prediction of `match` as it stands (scores are not stored: see scoring/service.ts).
 * The SQL form for set-based reads is scoreColumns in scoring-sql.ts; a test keeps the two equal.
 */
export function scoreOf(
  prediction: Score & { isBanker: boolean },
  match: { status: string; homeGoals: number | null; awayGoals: number | null },
): PredictionScore {
  if (match.status !== 'finished' || match.homeGoals === null || match.awayGoals === null)
    return {
      isScored: false,
      points: 0,
      exactScorePoints: 0,
      correctResultPoints: 0,
      bankerBonus: 0,
    };
  const scored = scorePrediction(prediction, {
    homeGoals: match.homeGoals,
    awayGoals: match.awayGoals,
  });
  return {
    isScored: true,
    points: scored.points,
    exactScorePoints: scored.exactScore,
    correctResultPoints: scored.correctResult,
    bankerBonus: scored.bankerBonus,
  };
}

/**
 * What a prediction would score as it stands while its match is in play with a live score
 * (provisional: never stored, never in the totals); null when the match is not live or the
 * prediction is void.
 */
export function livePointsOf(
  prediction: Score & { isBanker: boolean; isVoid: boolean },
  match: { status: string; homeGoals: number | null; awayGoals: number | null },
): number | null {
  if (prediction.isVoid || !isLive(match)) return null;
  return scorePrediction(prediction, match).points;
}
