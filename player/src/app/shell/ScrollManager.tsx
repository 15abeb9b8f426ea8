import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Pages whose scroll position is never restored (their content changes under the visitor). */
const NOT_RESTORED = ['/leaderboards', '/leagues'];
const positions = new Map<string, number>();

/**
 * Remembers the scroll position per path and restores it on back/forward navigation,
 * except on /leaderboards and /leagues; any new navigation starts at the top.
 */
export function ScrollManager() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(pathname);
    const restore =
      navigationType === 'POP' && saved !== undefined && !NOT_RESTORED.includes(pathname);
    window.scrollTo(0, restore ? saved : 0);
    const onScroll = () => positions.set(pathname, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname, navigationType]);

  return null;
}
