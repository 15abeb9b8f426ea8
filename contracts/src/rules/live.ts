/**
 * Live scores (issue 31): staff may give a match in play (status in_progress) a live score, as often
 * as goals go in. Its predictions then have points "as it stands": provisional, shown marked LIVE,
 * never stored in the totals, medals or awards; the final result replaces them.
 */
type MaybeScore = { status: string; homeGoals: number | null; awayGoals: number | null };

/** A match in play with a live score. */
export function isLive(match: MaybeScore): match is MaybeScore & {
  homeGoals: number;
  awayGoals: number;
} {
  return match.status === 'in_progress' && match.homeGoals !== null && match.awayGoals !== null;
}

/**
 * Whether a match of this status takes a score: a finished match needs one, a match in play may
 * have a live score (both goals or none), any other status none.
 */
export function scoreRule(status: string): 'required' | 'optional' | 'none' {
  if (status === 'finished') return 'required';
  return status === 'in_progress' ? 'optional' : 'none';
}
