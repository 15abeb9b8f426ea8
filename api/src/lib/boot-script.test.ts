import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  EARLY_GETS,
  EARLY_SESSION_CHECK,
  EARLY_THIS_ROUND,
  type EarlyGet,
} from '@predictor/contracts/landing';
import { BOOT_SCRIPT } from './boot-shell';

/**
 * Runs the inline boot script against a minimal stand-in for the page: a head that records what is
 * added, a task queue for setTimeout, and a paint observer fed the first contentful paint.
 */
function runBootScript(
  assets: { scripts: string[]; preloads: string[] },
  visit: {
    token?: string;
    pathname?: string;
    gets?: EarlyGet[];
    answers?: Record<string, unknown>;
  } = {},
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
      id === 'boot-assets'
        ? { textContent: JSON.stringify(assets) }
        : id === 'boot-gets' && visit.gets
          ? { textContent: JSON.stringify(visit.gets) }
          : null,
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
      const answer = visit.answers ? visit.answers[url] : ['round'];
      return Promise.resolve({ ok: answer !== undefined, json: () => Promise.resolve(answer) });
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

  describe("with the page's reads listed (boot-gets)", () => {
    const gets: EarlyGet[] = [
      { path: '/leagues/3' },
      { path: '/leagues/3/current-match-group', signedIn: true, then: '/leagues/3/grid?week={id}' },
    ];
    const answers = {
      '/api/auth/me': { user: {} },
      '/api/leagues/3': { league: { id: 3 } },
      '/api/leagues/3/current-match-group': { id: 17 },
      '/api/leagues/3/grid?week=17': { rows: [] },
    };
    const early = (page: ReturnType<typeof runBootScript>) =>
      page.window[EARLY_GETS] as { token: string; at: number; answers: Record<string, unknown> };

    it('asks for each with the token, and a read that needs an answer once it has come', async () => {
      const page = runBootScript(assets, { token: 'tok', pathname: '/leagues/3', gets, answers });
      expect(page.fetched.map((f) => f.url)).toEqual([
        '/api/auth/me',
        '/api/leagues/3',
        '/api/leagues/3/current-match-group',
      ]);
      expect(page.fetched.every((f) => f.init.headers.Authorization === 'Bearer tok')).toBe(true);
      const { token, answers: asked } = early(page);
      expect(token).toBe('tok');
      expect(await asked['/leagues/3']).toEqual({ league: { id: 3 } });
      expect(await asked['/leagues/3/current-match-group']).toEqual({ id: 17 });
      await Promise.resolve();
      expect(page.fetched.map((f) => f.url)).toContain('/api/leagues/3/grid?week=17');
      expect(await asked['/leagues/3/grid?week=17']).toEqual({ rows: [] });
    });

    it("asks a guest's without a token, and none marked signed in", async () => {
      const page = runBootScript(assets, { pathname: '/leagues/3', gets, answers });
      expect(page.fetched).toEqual([{ url: '/api/leagues/3', init: { headers: {} } }]);
      expect(early(page).token).toBe('');
      expect(await early(page).answers['/leagues/3']).toEqual({ league: { id: 3 } });
    });

    it('keeps a failed read as null, and asks nothing after it', async () => {
      const page = runBootScript(assets, {
        token: 'tok',
        pathname: '/leagues/3',
        gets,
        answers: { '/api/leagues/3': { league: { id: 3 } } },
      });
      expect(await early(page).answers['/leagues/3/current-match-group']).toBeNull();
      await Promise.resolve();
      expect(page.fetched.map((f) => f.url)).not.toContain('/api/leagues/3/grid?week=17');
    });
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
