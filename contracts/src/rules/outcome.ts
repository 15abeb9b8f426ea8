/**
 * A prediction's outcome (players' spec §4: after the result, exact yellow, correct result green,
 * incorrect red): `void` when its match is cancelled (it counts nowhere), `pending` until it is
 * scored (its match finished with a score) or while its goals are hidden from the caller.
 */
export type Outcome = 'exact' | 'correct' | 'incorrect' | 'void' | 'pending';
/** The outcomes a scored prediction can have. */
export type ScoredOutcome = Extract<Outcome, 'exact' | 'correct' | 'incorrect'>;

type Score = { homeGoals: number; awayGoals: number };
type MaybeScore = { homeGoals: number | null; awayGoals: number | null };

/** The words of each scored outcome, shown beside its colour (colour is never the only signal). */
export const OUTCOME_LABEL: Record<ScoredOutcome, string> = {
  exact: 'Exact score',
  correct: 'Correct result',
  incorrect: 'Incorrect',
};

/** A guess against a final score: the exact score, else the right result (home win, draw, away win), else incorrect. */
export function compareScores(guess: Score, result: Score): ScoredOutcome {
  if (guess.homeGoals === result.homeGoals && guess.awayGoals === result.awayGoals) return 'exact';
  const sign = (s: Score) => Math.sign(s.homeGoals - s.awayGoals);
  return sign(guess) === sign(result) ? 'correct' : 'incorrect';
}

/**
 * The outcome of a prediction of `match` as the API answers both: `isScored` is the API's word that
 * the match is finished with a score; `isVoid` is absent from a league's list, where a cancelled
 * match says it.
 */
export function predictionOutcome(
  prediction: MaybeScore & { isScored: boolean; isVoid?: boolean },
  match: MaybeScore & { status: string },
): Outcome {
  if (prediction.isVoid || match.status === 'cancelled') return 'void';
  const { homeGoals, awayGoals } = prediction;
  if (!prediction.isScored || homeGoals === null || awayGoals === null) return 'pending';
  if (match.homeGoals === null || match.awayGoals === null) return 'pending';
  return compareScores(
    { homeGoals, awayGoals },
    { homeGoals: match.homeGoals, awayGoals: match.awayGoals },
  );
}

/** True for the outcomes shown with a colour: exact, correct result, incorrect. */
export function isScoredOutcome(outcome: Outcome): outcome is ScoredOutcome {
  return outcome === 'exact' || outcome === 'correct' || outcome === 'incorrect';
}
