import { useEffect, useState } from 'react';
import { nextTickDelay } from './countdown';

/** setTimeout takes at most this many milliseconds (about 24.8 days). */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The time left until `deadline` in milliseconds, re-rendering as a countdown's text changes: every
 * second under a minute, otherwise every minute. With `within`, a deadline further away than that
 * re-renders once only, as it comes within `within` (a card shows its countdown from then on).
 */
export function useTimeLeft(deadline: string, within?: number): number {
  const end = new Date(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;
  useEffect(() => {
    const delay = within !== undefined && left > within ? left - within + 1 : nextTickDelay(left);
    if (delay === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(delay, MAX_DELAY));
    return () => clearTimeout(timer);
  }, [left, within]);
  return left;
}
