import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element given to the returned ref has been on screen (IntersectionObserver), and
 * from then on; true at once where the browser has no IntersectionObserver (jsdom, old browsers).
 * For a card that loads its data only when the player scrolls to it.
 */
export function useShownOnce<T extends Element>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, shown]);
  return [useCallback((next: T | null) => setNode(next), []), shown];
}
