import type { MatchStatus } from '../constants';

/*
 * When a match takes predictions. The API judges it on its own clock (`now` is deps.now()), in
 * TypeScript here and in SQL in api/src/modules/matches/open.ts (`openSql`, built from
 * CLOSED_STATUSES; api/src/modules/matches/open.test.ts checks both agree at the deadline); the apps
 * re-check on the browser's clock so a card locks at its deadline without a reload.
 */

/** A match with one of these statuses takes no prediction whatever its deadline (a postponed one may reopen). */
export const CLOSED_STATUSES = ['cancelled', 'finished'] as const satisfies readonly MatchStatus[];

type Deadline = { predictionsClose: Date | string };
type Status = { status: string };

/** The deadline has passed (at `predictionsClose` itself too): predictions are locked and other players' may be shown. */
export function deadlinePassed(match: Deadline, now: Date): boolean {
  return new Date(match.predictionsClose).getTime() <= now.getTime();
}

/** Open for predictions: before predictionsClose, and neither cancelled nor finished. */
export function isOpenForPredictions(match: Deadline & Status, now: Date): boolean {
  return (
    !deadlinePassed(match, now) && !(CLOSED_STATUSES as readonly string[]).includes(match.status)
  );
}

/** An admin may enter a late prediction for a match that no longer takes predictions and is not cancelled. */
export function takesLatePrediction(match: Deadline & Status, now: Date): boolean {
  return match.status !== 'cancelled' && !isOpenForPredictions(match, now);
}

/**
 * Where a match stands against its deadline and kick-off, as the apps label it: before
 * `predictionsClose`, from then until `matchDate`, and from kick-off on.
 */
export type MatchPhase = 'upcoming' | 'closed' | 'played';

export function matchPhase(match: Deadline & { matchDate: Date | string }, now: Date): MatchPhase {
  if (!deadlinePassed(match, now)) return 'upcoming';
  return new Date(match.matchDate).getTime() > now.getTime() ? 'closed' : 'played';
}
