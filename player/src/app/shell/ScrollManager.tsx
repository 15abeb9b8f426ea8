import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Pages whose scroll position is never restored (their content changes under the visitor). */
const NOT_RESTORED = ['/leaderboards', '/leagues'];
const positions = new Map<string, number>();

/** A restore gives up after this long (a page that never grows tall enough). */
export const RESTORE_TIMEOUT_MS = 3000;
/** The page's height unchanged this long, with the position reached: its content has rendered. */
export const SETTLED_MS = 300;
/** The visitor taking over stops a restore at once. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `target` and keeps it there while the page renders: a page coming back shows cached
 * data first, then its lists fill in over a few frames (long lists render a few cards per task),
 * so one scroll at navigation would stop at the height of the first screen. Each frame the height
 * changed scrolls again, until the height has settled with the target reached, the visitor scrolls,
 * taps or types, or the time runs out. Returns the function that stops it.
 */
function restoreScroll(target: number, onEnd: () => void): () => void {
  const started = performance.now();
  let height = -1;
  let settledSince = started;
  let frame = 0;
  let ended = false;
  const stop = () => {
    if (ended) return;
    ended = true;
    cancelAnimationFrame(frame);
    USER_INPUT.forEach((type) => window.removeEventListener(type, stop));
    onEnd();
  };
  const step = (now: number) => {
    const current = document.documentElement.scrollHeight;
    if (current !== height) {
      height = current;
      settledSince = now;
      window.scrollTo(0, target);
    }
    const reached = Math.abs(window.scrollY - target) < 1;
    if ((reached && now - settledSince >= SETTLED_MS) || now - started >= RESTORE_TIMEOUT_MS) {
      stop();
      return;
    }
    frame = requestAnimationFrame(step);
  };
  USER_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  step(started);
  return stop;
}

/**
 * Spec §2: the scroll position is remembered per path and restored on back/forward navigation,
 * once the page's content has rendered, except on /leaderboards and /leagues; any new navigation
 * starts at the top. A search kept in the URL by replacing it (a tab, a filter) scrolls nowhere.
 */
export function ScrollManager() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const restoring = useRef(false);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    // While a restore runs, the positions it passes through are not the visitor's; nor is the
    // scroll to the top of the next page, which may arrive before this listener is removed.
    const onScroll = () => {
      if (!restoring.current && shownPath.current === pathname)
        positions.set(pathname, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname]);

  useLayoutEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (samePage && navigationType === 'REPLACE') return;
    const saved = positions.get(pathname);
    if (navigationType !== 'POP' || saved === undefined || NOT_RESTORED.includes(pathname)) {
      window.scrollTo(0, 0);
      return;
    }
    restoring.current = true;
    return restoreScroll(saved, () => {
      restoring.current = false;
    });
  }, [pathname, key, navigationType]);

  return null;
}
