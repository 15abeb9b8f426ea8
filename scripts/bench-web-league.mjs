/* global fetch, setTimeout, clearTimeout, window, document, performance, MutationObserver */
// bench:web's league page: first render and page height of /leagues/{id} at the demo's 141-member
// league and at a league of 10,000 members (api/bench/web-league-seed.ts makes it).
//
// On a fresh database of its own (embedded PGlite in a temporary DATA_DIR; with DATABASE_URL set, a
// new database on that server, dropped afterwards): the demo data and the big league are seeded first,
// then the real server starts (api/src/server.ts on the built apps) and Chromium opens each league page
// signed in as one of its members, at 1280×800 and 390×844, BENCH_WEB_RUNS times (default 3).
// "First render" is the time from navigation start until the standings' first row and the member
// predictions grid's first row are in the page (a MutationObserver in the page notes the moment); the
// first visit of each league, which reads its standings snapshot into the server's memory, is reported
// apart from the median of the visits after it. No network or CPU throttling. Height: the document's
// scroll height once the page has settled, also in screens of the viewport's height.
// Targets (issue 28): first render under 1000 ms at 10,000 members (checked at every size), and a page
// under 3 screens high at 1280 px (at 390 px the height is reported without a target).
// Alone: `node scripts/bench-web-league.mjs` (builds the apps first when they are missing or stale,
// as `npm start` does); `npm run bench:web` runs it last.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { buildAppsIfStale } from './build-apps.mjs';
import { health } from './cluster/instance.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const TARGET_FIRST_RENDER_MS = 1000;
const TARGET_SCREENS = 3;
const VIEWPORTS = [
  { width: 1280, height: 800, heightTarget: true },
  { width: 390, height: 844, heightTarget: false },
];

/** Runs a child to its end; resolves with its stdout, rejects on a non-zero exit. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function portFree() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A fresh DATA_DIR, and with DATABASE_URL a fresh database beside it; `drop` removes both. */
async function freshDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-bench-league-'));
  const adminUrl = process.env.DATABASE_URL;
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  let name = null;
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (adminUrl) {
    name = `bench_league_${Date.now()}`;
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  const drop = async () => {
    if (name) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, drop, label: name ? `database ${name}` : 'embedded database' };
}

/**
 * The server on `env`'s database, serving the apps as built (what `npm start` runs once they are;
 * never a rebuild of its own); resolves once /api/health answers, with a stop function.
 */
async function serve(env) {
  const port = await portFree();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...env, PORT: String(port), SEED_DEMO: '0', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 240_000;
  while ((await health(port, 1000)) !== 'ok') {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

/** In the page, before its scripts: note when the standings and the predictions grid first show a row. */
function watchFirstRender() {
  const ready = () =>
    document.querySelector('table[aria-label$=" standings"] tbody tr') &&
    document.querySelector('table[aria-label^="Member predictions"] tbody tr');
  new MutationObserver((_, observer) => {
    if (ready()) {
      window.__leagueRendered = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** One visit: ms from navigation start to both tables' first rows, then the settled page's height. */
async function visit(browser, baseUrl, session, leagueId, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await context.addInitScript(watchFirstRender);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/leagues/${leagueId}`);
    await page.waitForFunction(() => window.__leagueRendered !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => ({
      firstRenderMs: window.__leagueRendered,
      height: document.documentElement.scrollHeight,
    }));
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Seeds, serves and measures; prints one table. Resolves true when it ran (missed targets print
 * FAIL but do not fail the run), false when it could not run.
 */
export async function benchLeaguePage() {
  const database = await freshDatabase();
  console.log(
    `\nLeague page: seeding the demo data and a 10,000-member league (${database.label})...`,
  );
  let server = null;
  let browser = null;
  try {
    const seeded = JSON.parse(
      (
        await run(process.execPath, ['--import', 'tsx', 'bench/web-league-seed.ts'], {
          cwd: path.join(root, 'api'),
          env: database.env,
        })
      )
        .trim()
        .split('\n')
        .pop(),
    );
    console.log(`  seeded the big league in ${(seeded.seededMs / 1000).toFixed(1)} s`);
    server = await serve(database.env);
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const rows = [];
    for (const league of seeded.leagues) {
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: league.email, password: 'demo-player' }),
      });
      if (!login.ok) throw new Error(`Signing in as ${league.email}: ${login.status}`);
      const session = await login.json();
      for (const viewport of VIEWPORTS) {
        const visits = [];
        for (let i = 0; i <= RUNS; i += 1)
          visits.push(await visit(browser, server.baseUrl, session, league.id, viewport));
        const [first, ...after] = visits;
        const warm = median(after.map((v) => v.firstRenderMs));
        const height = median(after.map((v) => v.height));
        const screens = height / viewport.height;
        rows.push([
          `${league.members.toLocaleString('en-GB')} members`,
          `${viewport.width}×${viewport.height}`,
          `${Math.round(first.firstRenderMs)} ms`,
          `${Math.round(warm)} ms ${warm < TARGET_FIRST_RENDER_MS ? 'PASS' : 'FAIL'}`,
          after.map((v) => Math.round(v.firstRenderMs)).join(', '),
          `${height} px`,
          viewport.heightTarget
            ? `${screens.toFixed(2)} ${screens < TARGET_SCREENS ? 'PASS' : 'FAIL'}`
            : `${screens.toFixed(2)} (no target)`,
        ]);
      }
    }
    console.log(
      `\nLeague page /leagues/{id}, signed in as a member, Chromium without throttling; median of ${RUNS} visits after the first` +
        '\nfirst render: ms from navigation start until the standings and the member predictions grid each show a row',
    );
    const header = [
      'league',
      'viewport',
      'first visit',
      `first render (< ${TARGET_FIRST_RENDER_MS} ms)`,
      'each visit after',
      'page height',
      `screens (< ${TARGET_SCREENS} at 1280 px)`,
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    for (const line of [header, widths.map((w) => '-'.repeat(w)), ...rows])
      console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '));
    return true;
  } catch (error) {
    console.error(`League page bench: ${error.message}`);
    return false;
  } finally {
    await browser?.close();
    await server?.stop();
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAppsIfStale();
  process.exit((await benchLeaguePage()) ? 0 : 1);
}
