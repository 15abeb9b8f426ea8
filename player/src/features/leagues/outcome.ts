import type { LeaguePrediction } from './api';

type LeagueMatch = LeaguePrediction['match'];

/** Spec §4, league page: upcoming before predictionsClose, closed until kick-off, then played. */
export type MatchPhase = 'upcoming' | 'closed' | 'played';

export function matchPhase(
  match: Pick<LeagueMatch, 'predictionsClose' | 'matchDate'>,
  now = Date.now(),
): MatchPhase {
  if (now < Date.parse(match.predictionsClose)) return 'upcoming';
  if (now < Date.parse(match.matchDate)) return 'closed';
  return 'played';
}

export const PHASE_LABEL: Record<MatchPhase, string> = {
  upcoming: 'Upcoming',
  closed: 'Predictions closed',
  played: 'Played',
};

export type Outcome = 'exact' | 'correct' | 'incorrect';

/**
 * Spec §4: a scored pick with a final score is an exact score, a correct result (points above 0)
 * or incorrect; null before that or while hidden.
 */
export function predictionOutcome(
  p: Pick<LeaguePrediction, 'homeGoals' | 'awayGoals' | 'isScored' | 'points' | 'hidden' | 'match'>,
): Outcome | null {
  const { match } = p;
  if (p.hidden || !p.isScored || p.homeGoals === null || p.awayGoals === null) return null;
  if (match.homeGoals === null || match.awayGoals === null) return null;
  if (p.homeGoals === match.homeGoals && p.awayGoals === match.awayGoals) return 'exact';
  return p.points > 0 ? 'correct' : 'incorrect';
}

/** Exact yellow, correct green, incorrect red (spec §4), each with a readable text colour. */
export const OUTCOME_STYLE: Record<Outcome, { bg: string; fg: string; label: string }> = {
  exact: { bg: '#facc15', fg: '#1c1400', label: 'Exact score' },
  correct: { bg: '#15803d', fg: '#ffffff', label: 'Correct result' },
  incorrect: { bg: '#b91c1c', fg: '#ffffff', label: 'Incorrect' },
};
