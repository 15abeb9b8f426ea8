import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_SESSION_CHECK, EARLY_THIS_ROUND } from '@predictor/contracts/landing';
import { BOOT_SCRIPT } from './boot-shell';

/**
 * Runs the inline boot script against a minimal stand-in for the page: a head that records what is
 * added, a task queue for setTimeout, and a paint observer fed the first contentful paint.
 */
function runBootScript(
  assets: { scripts: string[]; preloads: string[] },
  visit: { token?: string; pathname?: string } = {},
) {
  const added: { tag: string; rel?: string; href?: string; src?: string; crossOrigin?: string }[] =
    [];
  const addedPerTask: number[] = [];
  const tasks: (() => void)[] = [];
  let paintObserver: ((list: { getEntries(): { name: string }[] }) => void) | undefined;
  const document = {
    documentElement: { setAttribute() {} },
    readyState: 'complete',
    getElementById: (id: string) =>
      id === 'boot-assets' ? { textContent: JSON.stringify(assets) } : null,
    createElement: (tag: string) => ({ tag }) as (typeof added)[number],
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    addEventListener() {},
  };
  class PerformanceObserver {
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const fetched: { url: string; init: { headers: Record<string, string> } }[] = [];
  const context: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === 'token' ? (visit.token ?? null) : null) },
    location: { pathname: visit.pathname ?? '/' },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, init });
      return Promise.resolve({ ok: true, json: () => Promise.resolve(['round']) });
    },
    document,
    PerformanceObserver,
    setTimeout: (callback: () => void) => tasks.push(callback),
    requestAnimationFrame() {},
  };
  context.window = context;
  vm.runInNewContext(BOOT_SCRIPT, context);
  const runTasks = () => {
    let before = added.length;
    while (tasks.length) {
      tasks.shift()!();
      if (added.length > before) addedPerTask.push(added.length - before);
      before = added.length;
    }
  };
  return {
    added,
    addedPerTask,
    fetched,
    window: context,
    paint() {
      const before = added.length;
      paintObserver?.({ getEntries: () => [{ name: 'first-contentful-paint' }] });
      if (added.length > before) addedPerTask.push(added.length - before);
      runTasks();
    },
    runTasks,
  };
}

describe('the boot script', () => {
  const preloads = Array.from({ length: 51 }, (_, i) => `/assets/chunk-${i}.js`);
  const assets = { scripts: ['/assets/index-A1.js'], preloads };

  const withToken = { headers: { Authorization: 'Bearer tok' } };

  it("asks for a signed-in player's session check on every page, for the app to take", async () => {
    const page = runBootScript(assets, { token: 'tok', pathname: '/leaderboards' });
    expect(page.fetched).toEqual([{ url: '/api/auth/me', init: withToken }]);
    const early = page.window[EARLY_SESSION_CHECK] as { token: string; answer: Promise<unknown> };
    expect(early.token).toBe('tok');
    expect(await early.answer).toEqual(['round']);
  });

  it("asks for a signed-in player's This round on / at once, with their token, for the app to take", async () => {
    const page = runBootScript(assets, { token: 'tok', pathname: '/' });
    expect(page.fetched).toEqual([
      { url: '/api/auth/me', init: withToken },
      { url: '/api/predictions/this-round', init: withToken },
    ]);
    const early = page.window[EARLY_THIS_ROUND] as { token: string; answer: Promise<unknown> };
    expect(early.token).toBe('tok');
    expect(await early.answer).toEqual(['round']);
  });

  it('asks for nothing for a guest', () => {
    expect(runBootScript(assets, { pathname: '/' }).fetched).toEqual([]);
    expect(runBootScript(assets, { pathname: '/leaderboards' }).fetched).toEqual([]);
  });

  it('starts nothing before the shell has painted', () => {
    const page = runBootScript(assets);
    expect(page.added).toEqual([]);
  });

  it('after the first paint adds the entry script, then every preload, in order', () => {
    const page = runBootScript(assets);
    page.paint();
    expect(page.added.map((e) => e.href ?? e.src)).toEqual(['/assets/index-A1.js', ...preloads]);
    expect(page.added[0]).toMatchObject({ tag: 'script', type: 'module' });
    expect(page.added.slice(1).every((e) => e.tag === 'link' && e.rel === 'modulepreload')).toBe(
      true,
    );
    expect(page.added.every((e) => e.crossOrigin === '')).toBe(true);
  });

  it('adds a few elements per task, so no single task adds fifty', () => {
    const page = runBootScript(assets);
    page.paint();
    expect(Math.max(...page.addedPerTask)).toBeLessThanOrEqual(4);
    expect(page.addedPerTask.reduce((a, b) => a + b, 0)).toBe(52);
  });

  it('starts once, even when the fallback timer fires after the paint', () => {
    const page = runBootScript(assets);
    page.paint();
    page.runTasks();
    expect(page.added).toHaveLength(52);
  });
});
