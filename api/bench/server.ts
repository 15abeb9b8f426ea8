/**
 * The benchmark's server process (forked by leaderboard-bench.ts): the real app (createApp) on one
 * port and, for comparison, a tiny Koa app answering a fixed JSON from memory on another.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createKnex } from '../src/db/knex';
import { createLogger } from '../src/lib/logger';
import { createDiskStorage } from '../src/lib/storage';
import { createLiveFeed } from '../src/modules/live/feed';
import { keepTablesCurrent, warmLeaderboards } from '../src/modules/leaderboards/service';
import type { AppDeps } from '../src/lib/context';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  JWT_SECRET: process.env.BENCH_JWT_SECRET,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
const knex = createKnex(config.databaseUrl!);
const log = createLogger(config.logLevel);
const deps: AppDeps = {
  config,
  knex,
  log,
  mailer: { send: async () => {}, close: () => {} },
  storage: createDiskStorage(dataDir),
  // The bench's watching players all stream from one address: no per-client cap between them.
  live: await createLiveFeed(knex, log, {
    listenUrl: config.databaseUrl!,
    maxStreamsPerClient: 10_000,
  }),
  now: () => new Date(),
  // As server.ts: /api/health answers 503 until the leaderboards players open first are read.
  starting: { ready: false },
};
// A result set on any instance moves the tables held here on at once.
keepTablesCurrent(deps);
warmLeaderboards(deps)
  .catch((error) => log.error({ err: error }, 'leaderboards not read at start'))
  .finally(() => (deps.starting!.ready = true));
const app = createApp(deps);

let fixed: unknown = null;
const tiny = new Koa();
tiny.use((ctx) => {
  ctx.body = fixed;
});

const listen = (server: {
  listen: (port: number, host: string, cb: () => void) => import('node:http').Server;
}) =>
  new Promise<number>((resolve) => {
    const s = server.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port));
  });

process.on('message', (message: { type: string; body?: string }) => {
  if (message.type === 'body') {
    fixed = JSON.parse(message.body!);
    process.send!({ type: 'body-set' });
  }
  if (message.type === 'memory') {
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ rss, heapUsed, maxRss: process.resourceUsage().maxRSS * 1024 });
  }
  if (message.type === 'stop') void knex.destroy().then(() => process.exit(0));
});

const appPort = await listen(app);
const tinyPort = await listen(tiny);
process.send!({ type: 'ready', appPort, tinyPort });
