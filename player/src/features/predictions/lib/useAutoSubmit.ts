import { useEffect, useRef, useState } from 'react';
import { AutoSubmitMachine, type Countdowns } from './autoSubmit';

/**
 * The auto-submit machine for a page: `submit` is always the latest one given (it reads the
 * current drafts); `countdowns` re-renders the cards while they count down. Timers stop on unmount.
 */
export function useAutoSubmit(submit: (matchId: number) => void) {
  const submitRef = useRef(submit);
  const [countdowns, setCountdowns] = useState<Countdowns>({});
  const [machine] = useState(
    () => new AutoSubmitMachine((id) => submitRef.current(id), setCountdowns),
  );
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);
  useEffect(() => () => machine.dispose(), [machine]);
  return { machine, countdowns };
}
