import { useCallback, useEffect, useRef, useState } from 'react';
import type { Match } from '../api';
import { AutoSubmitMachine, type Countdowns } from './autoSubmit';
import { autoSubmits, type Draft } from './drafts';
import type { DraftsSnapshot } from './draftsState';

/**
 * Auto-submit of a page's new predictions (spec §4): `schedule` after an edit starts the machine's
 * 1 s wait and 3 s countdown for a draft that `autoSubmits`; when it ends, the match's latest draft
 * is sent if it still does. `countdowns` re-renders the cards; timers stop on unmount.
 */
export function useAutoSubmit(
  read: () => DraftsSnapshot,
  send: (matchIds: number[]) => Promise<void>,
) {
  const fire = useCallback(
    (matchId: number) => {
      const { state, seasonMatches } = read();
      const match = seasonMatches.find((m) => m.id === matchId);
      if (match && autoSubmits(match, state.drafts[matchId])) void send([matchId]);
    },
    [read, send],
  );
  const fireRef = useRef(fire);
  const [countdowns, setCountdowns] = useState<Countdowns>({});
  const [machine] = useState(
    () => new AutoSubmitMachine((id) => fireRef.current(id), setCountdowns),
  );
  useEffect(() => {
    fireRef.current = fire;
  }, [fire]);
  useEffect(() => () => machine.dispose(), [machine]);

  const schedule = useCallback(
    (match: Match, draft: Draft) => {
      if (autoSubmits(match, draft)) machine.schedule(match.id);
    },
    [machine],
  );
  const cancel = useCallback((matchId: number) => machine.cancel(matchId), [machine]);
  const saveNow = useCallback((matchId: number) => machine.submitNow(matchId), [machine]);
  return { countdowns, schedule, cancel, saveNow };
}
