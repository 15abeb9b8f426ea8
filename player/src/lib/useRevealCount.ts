import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's `total` items to render now: `first` at once, then `step` more in each
 * later task until all are shown. Each step commits on its own, so a page of a hundred rows or a
 * dozen cards paints its first screen without one long task that blocks input; the rest follows
 * within a few frames. The count never shrinks: a list that changes (another tab, filter or week)
 * renders whole at once, up to the longest shown before; beyond that, step by step again.
 */
export function useRevealCount(total: number, first: number, step = first): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
