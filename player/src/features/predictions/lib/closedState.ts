import { isLive } from '@predictor/contracts/rules';
import type { Match } from '../api';

/** How a card names a match that no longer takes predictions. */
export type ClosedState = 'fullTime' | 'live' | 'inPlay' | 'cancelled' | 'postponed';

export const CLOSED_LABEL: Record<ClosedState, string> = {
  fullTime: 'FT',
  live: 'LIVE',
  inPlay: 'In Play',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
};

/**
 * A closed match: played (finished, its final score shown) is FT; in play with a live score is LIVE
 * (its score and points as it stands, rules/live.ts); cancelled and postponed say so; any other
 * closed match is In Play, as My Predictions names a prediction closed but not yet played.
 */
export function closedState(match: Pick<Match, 'status' | 'homeGoals' | 'awayGoals'>): ClosedState {
  if (isLive(match)) return 'live';
  switch (match.status) {
    case 'finished':
      return 'fullTime';
    case 'cancelled':
      return 'cancelled';
    case 'postponed':
      return 'postponed';
    default:
      return 'inPlay';
  }
}
