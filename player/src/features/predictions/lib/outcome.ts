import type { OwnPrediction } from '@predictor/contracts/types';

/** How a prediction fared once the result is in (spec §4: exact yellow, correct green, incorrect red). */
export type Outcome = 'exact' | 'correct' | 'incorrect';

interface Result {
  homeGoals: number | null;
  awayGoals: number | null;
}
interface Guess {
  homeGoals: number;
  awayGoals: number;
}

const sign = (home: number, away: number) => Math.sign(home - away);

/** The outcome of a guess against a final score; null while the result is not in. */
export function predictionOutcome(result: Result, guess: Guess | null | undefined): Outcome | null {
  if (!guess || result.homeGoals === null || result.awayGoals === null) return null;
  if (guess.homeGoals === result.homeGoals && guess.awayGoals === result.awayGoals) return 'exact';
  return sign(guess.homeGoals, guess.awayGoals) === sign(result.homeGoals, result.awayGoals)
    ? 'correct'
    : 'incorrect';
}

/** Words of each outcome, shown beside its colour (colour is never the only signal). */
export const OUTCOME_LABEL: Record<Outcome, string> = {
  exact: 'Exact score',
  correct: 'Correct result',
  incorrect: 'Incorrect',
};

/**
 * Points of a scored prediction with the banker's effect: '3 pts', '1 pt', '0 pts',
 * '6 pts (banker ×2)', '−1 (banker)'. Null until scored.
 */
export function pointsLabel(
  prediction: Pick<OwnPrediction, 'points' | 'isBanker' | 'isScored'>,
): string | null {
  if (!prediction.isScored) return null;
  const { points, isBanker } = prediction;
  if (points < 0) return `−${Math.abs(points)}${isBanker ? ' (banker)' : ''}`;
  const base = `${points} ${points === 1 ? 'pt' : 'pts'}`;
  return isBanker && points > 0 ? `${base} (banker ×2)` : base;
}
