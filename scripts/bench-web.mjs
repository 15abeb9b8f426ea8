/* global fetch, setTimeout, clearTimeout */
// npm run bench:web: bundle sizes of both apps and Lighthouse figures of the player site.
//
// 1. Builds the player and the back office and reports, gzip: the first load of each (what its
//    index.html loads: the entry script and its modulepreloaded static imports) and its largest
//    other chunk (a route or lazily loaded part).
// 2. Starts the real server (scripts/start.mjs, as `npm start`) on a free port against a fresh
//    database with the demo data: embedded PGlite in a temporary DATA_DIR, or, when DATABASE_URL is
//    set, a new database on that server (created here, dropped afterwards).
// 3. Runs Lighthouse (mobile preset, the default config) in Chromium on /, the first active season's
//    page and /leaderboards, and prints Performance, Accessibility, LCP and CLS against the targets.
//
// Each page is audited BENCH_WEB_RUNS times (default 3, odd) and the run of median Performance is
// reported with it, as Lighthouse advises for a score that varies from run to run; each run's score
// is listed too. A run that Lighthouse says to repeat (NO_NAVSTART, …) is repeated, up to 3 tries.
// BENCH_WEB_REPORTS=<dir> also saves each run's full Lighthouse report there as JSON.
// A report, not a gate: missed targets print FAIL but the exit code is non-zero only on a crash.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { kb, landingPageLoads, measureApp } from './web-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TARGETS = {
  firstLoadKb: { player: 180, backoffice: 400 },
  routeChunkKb: 100,
  performance: 90,
  accessibility: 95,
  lcpSeconds: 2.5,
  cls: 0.1,
};

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium floods a closed network with connection attempts (ARCHITECTURE.md).
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** Prints rows as a plain-text table with a header and a rule under it. */
function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function onAdminDatabase(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

function reportSizes() {
  console.log('Building the player and the back office...');
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const rows = [];
  for (const app of ['player', 'backoffice']) {
    const size = measureApp(path.join(root, app, 'dist'));
    const firstLoadKb = size.firstLoadGzip / 1000;
    rows.push([
      app,
      'first load (index.html script + modulepreloads)',
      `${kb(size.firstLoadGzip)} kB`,
      `<= ${TARGETS.firstLoadKb[app]} kB`,
      verdict(firstLoadKb <= TARGETS.firstLoadKb[app]),
    ]);
    if (size.largestRouteChunk) {
      const chunkKb = size.largestRouteChunk.gzip / 1000;
      rows.push([
        app,
        `largest other chunk: ${size.largestRouteChunk.file}`,
        `${kb(size.largestRouteChunk.gzip)} kB`,
        app === 'player' ? `<= ${TARGETS.routeChunkKb} kB` : '-',
        app === 'player' ? verdict(chunkKb <= TARGETS.routeChunkKb) : '-',
      ]);
    }
  }
  // Not a budget of its own: what each landing page really loads before it paints (first load plus
  // the page's own chunks, preloaded by the server), so the page chunks cannot grow unseen.
  for (const { route, gzip } of landingPageLoads(path.join(root, 'player', 'dist'))) {
    rows.push(['player', `${route} with its page chunks`, `${kb(gzip)} kB`, '-', '-']);
  }
  console.log(
    '\nBundle sizes (gzip, 1 kB = 1000 bytes; the back office has a first-load target only)',
  );
  printTable(['app', 'what', 'size', 'target', 'result'], rows);
}

/** Starts the server on a fresh seeded database; resolves with its URL and a stop function. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-bench-web-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const adminUrl = process.env.DATABASE_URL;
  let databaseName = null;
  if (adminUrl) {
    databaseName = `bench_web_${Date.now()}`;
    await onAdminDatabase(adminUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete env.DATABASE_URL;
  }

  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (databaseName) {
      await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(
        (error) => console.error(`Could not drop ${databaseName}: ${error.message}`),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  console.log(
    `\nStarting the server on ${baseUrl} (${adminUrl ? `database ${databaseName}` : 'embedded database'}, demo data)...`,
  );
  for (;;) {
    if (!running) {
      await stop();
      throw new Error('The server exited before it was ready');
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server was not ready within 4 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}

async function pagesToAudit(baseUrl) {
  const response = await fetch(`${baseUrl}/api/seasons?active=true`);
  if (!response.ok) throw new Error(`GET /api/seasons?active=true answered ${response.status}`);
  const seasons = await response.json();
  const pages = [{ name: 'home', path: '/' }];
  if (seasons.length > 0) pages.push({ name: 'season', path: `/seasons/${seasons[0].id}` });
  else console.warn('No active season in the demo data: the season page is left out.');
  pages.push({ name: 'leaderboards', path: '/leaderboards' });
  return pages;
}

/** Lighthouse's advice for a score that varies run to run: take the median of several runs. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Runtime errors Lighthouse itself says to retry ("Please run Lighthouse again"). */
const RETRY_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

async function auditOnce(chrome, baseUrl, page, run) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (process.env.BENCH_WEB_REPORTS) {
      mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const file = path.join(process.env.BENCH_WEB_REPORTS, `lighthouse-${page.name}-${run}.json`);
      writeFileSync(file, result.report);
    }
    if (lhr.runtimeError) {
      if (RETRY_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
        console.log(`  ${lhr.runtimeError.code}: running it again`);
        continue;
      }
      throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
    }
    const score = (id) =>
      lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
    };
  }
}

/** The run of median Performance (an odd number of runs: the middle one). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function runLighthouse(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`Lighthouse (mobile): ${page.path}, run ${run} of ${RUNS}`);
        runs.push(await auditOnce(chrome, baseUrl, page, run));
      }
      const { performance, accessibility, lcp, cls, tbt } = medianRun(runs);
      const all = runs.map((r) => r.performance ?? 'n/a').join(', ');
      const cell = (value, ok) => (value === null ? 'n/a FAIL' : `${value} ${verdict(ok)}`);
      rows.push([
        page.path,
        cell(performance, performance >= TARGETS.performance),
        all,
        cell(accessibility, accessibility >= TARGETS.accessibility),
        cell(lcp.toFixed(2), lcp <= TARGETS.lcpSeconds),
        cell(cls.toFixed(3), cls <= TARGETS.cls),
        `${Math.round(tbt)} ms`,
      ]);
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\nLighthouse 12.8, mobile preset (simulated slow 4G, 4x CPU slowdown); median of ${RUNS} runs per page`,
  );
  printTable(
    [
      'page',
      `Performance (>= ${TARGETS.performance})`,
      'each run',
      `Accessibility (>= ${TARGETS.accessibility})`,
      `LCP s (<= ${TARGETS.lcpSeconds})`,
      `CLS (<= ${TARGETS.cls})`,
      'TBT',
    ],
    rows,
  );
}

if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS % 2 === 0) {
  console.error(
    'BENCH_WEB_RUNS is an odd whole number (default 3), so that one run is the median.',
  );
  process.exit(2);
}
reportSizes();
const { baseUrl, stop } = await startServer();
let failed = false;
try {
  await runLighthouse(baseUrl, await pagesToAudit(baseUrl));
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
