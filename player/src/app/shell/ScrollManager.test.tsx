import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RESTORE_TIMEOUT_MS, ScrollManager, SETTLED_MS } from './ScrollManager';

/**
 * jsdom lays nothing out: the page's height is `pageHeight`, and scrolling clamps to it as a
 * browser does, so a restore before the content has rendered stops short.
 */
const VIEWPORT = 800;
let pageHeight = VIEWPORT;
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = Math.max(0, Math.min(y, pageHeight - VIEWPORT));
});

/** The visitor scrolls: the position moves and the page hears about it. */
function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}
const frames = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollManager />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
  pageHeight = VIEWPORT;
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Positions are kept for the whole visit (module state): each test uses its own paths.
describe('ScrollManager', () => {
  it('restores the position on Back once the content has rendered, however late it grows', async () => {
    pageHeight = 4000;
    const router = renderAt('/seasons/1');
    scrollBy(1200);
    await act(() => router.navigate('/predictions/5'));
    expect(scrollY).toBe(0);
    // Back: the season page first shows its first cards only, then the rest over a few frames.
    pageHeight = 1000;
    await act(() => router.navigate(-1));
    expect(scrollY).toBe(200);
    await frames(100);
    pageHeight = 1800;
    await frames(100);
    expect(scrollY).toBe(1000);
    pageHeight = 4000;
    await frames(50);
    expect(scrollY).toBe(1200);
    // Settled: later changes of height are the page's own, not the restore's.
    await frames(SETTLED_MS + 50);
    pageHeight = 5000;
    scrollTo.mockClear();
    await frames(200);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position for the path, not for the last page seen', async () => {
    pageHeight = 4000;
    const router = renderAt('/seasons/2');
    scrollBy(900);
    await act(() => router.navigate('/predictions/5'));
    // The scroll to the top of the next page is not the season page's position.
    window.dispatchEvent(new Event('scroll'));
    scrollBy(300);
    await act(() => router.navigate(-1));
    await frames(SETTLED_MS + 50);
    expect(scrollY).toBe(900);
    await act(() => router.navigate(1));
    await frames(SETTLED_MS + 50);
    expect(scrollY).toBe(300);
  });

  it('stops restoring as soon as the visitor scrolls, taps or types', async () => {
    pageHeight = 4000;
    const router = renderAt('/seasons/3');
    scrollBy(1200);
    await act(() => router.navigate('/predictions/5'));
    pageHeight = 1000;
    await act(() => router.navigate(-1));
    window.dispatchEvent(new Event('touchstart'));
    pageHeight = 4000;
    await frames(200);
    expect(scrollY).toBe(200);
  });

  it('gives up after the time limit on a page that never grows tall enough', async () => {
    pageHeight = 4000;
    const router = renderAt('/seasons/4');
    scrollBy(1200);
    await act(() => router.navigate('/predictions/5'));
    pageHeight = 1000;
    await act(() => router.navigate(-1));
    await frames(RESTORE_TIMEOUT_MS + 50);
    pageHeight = 4000;
    scrollTo.mockClear();
    await frames(200);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each(['/leaderboards', '/leagues'])(
    'never restores %s: back lands at the top',
    async (path) => {
      pageHeight = 4000;
      const router = renderAt(path);
      scrollBy(1500);
      await act(() => router.navigate('/news'));
      await act(() => router.navigate(-1));
      await frames(SETTLED_MS + 50);
      expect(scrollY).toBe(0);
    },
  );

  it('scrolls a new navigation to the top, even to a path seen before', async () => {
    pageHeight = 4000;
    const router = renderAt('/seasons/5');
    scrollBy(1500);
    await act(() => router.navigate('/news'));
    await act(() => router.navigate('/seasons/5'));
    await frames(SETTLED_MS + 50);
    expect(scrollY).toBe(0);
  });

  it('leaves the position alone when a tab or filter replaces the search of the same page', async () => {
    pageHeight = 4000;
    const router = renderAt('/seasons/6');
    scrollBy(700);
    scrollTo.mockClear();
    await act(() => router.navigate('/seasons/6?matchweek=12', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(700);
  });
});
