import { useCallback } from 'react';
import type { Match } from '../api';
import { luckyDrafts } from './drafts';
import type { DraftsAction, DraftsSnapshot } from './draftsState';

/**
 * Lucky picks for the matches in view (spec §5, rule in `luckyDrafts`): fills the drafts and saves
 * nothing ('Submit all' sends them). Returns how many matches were filled (0: the 'none open' alert).
 */
export function useLuckyPicks(
  read: () => DraftsSnapshot,
  dispatch: (action: DraftsAction) => void,
  cancelAutoSubmit: (matchId: number) => void,
) {
  return useCallback(
    (matches: readonly Match[], random: () => number = Math.random) => {
      const picks = luckyDrafts(matches, read().state.drafts, random);
      const ids = Object.keys(picks).map(Number);
      if (ids.length === 0) return 0;
      ids.forEach((id) => cancelAutoSubmit(id));
      dispatch({ type: 'filled', drafts: picks });
      return ids.length;
    },
    [read, dispatch, cancelAutoSubmit],
  );
}
