import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from './boot-shell';

/**
 * Runs the inline boot script against a minimal stand-in for the page: a head that records what is
 * added, a task queue for setTimeout, and a paint observer fed the first contentful paint.
 */
function runBootScript(assets: { scripts: string[]; preloads: string[] }) {
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
  vm.runInNewContext(BOOT_SCRIPT, {
    localStorage: { getItem: () => null },
    document,
    PerformanceObserver,
    setTimeout: (callback: () => void) => tasks.push(callback),
    requestAnimationFrame() {},
  });
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
