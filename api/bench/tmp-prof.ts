import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync, statSync } from 'node:fs';
import knexFactory from 'knex';
import { createKnex, migrateLatest } from '../src/db/knex';
import { signToken } from '../src/lib/auth';
import { recomputeAll } from '../src/modules/scoring/service';
import { runLoad } from './load';
import { generate } from './generate';
const HERE = path.dirname(fileURLToPath(import.meta.url));
function fixtureFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => { for (const name of readdirSync(dir)) { const full = path.join(dir, name); if (statSync(full).isDirectory()) walk(full); else if (/^en\.[1-5]\.2025-26\.json$/.test(name)) found.push(full); } };
  walk(path.join(HERE, '../seeds'));
  return found.sort();
}
const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
let name = process.env.BENCH_DB;
const url = new URL(serverUrl);
let seasonId: number;
if (!name) {
  name = `bench_prof`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  url.pathname = `/${name}`;
  const knex = createKnex(url.toString());
  await migrateLatest(knex);
  const data = await generate(knex, fixtureFiles(), 100_000);
  await recomputeAll(knex);
  await knex.raw('VACUUM ANALYZE');
  console.log('generated', data.premierLeagueSeasonId, data.benchResultMatchId);
  await knex.destroy();
  process.exit(0);
}
url.pathname = `/${name}`;
seasonId = Number(process.env.SEASON ?? 1);
const secret = 'x'.repeat(40);
const token = await signToken(Number(process.env.USER_ID ?? 50000), secret, '2h');
const server = fork(path.join(HERE, 'server.ts'), [], {
  execArgv: [...process.execArgv, ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
  env: { ...process.env, BENCH_DATABASE_URL: url.toString(), BENCH_JWT_SECRET: secret },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const ports = await new Promise<{ appPort: number; tinyPort: number }>((resolve) => server.once('message', (m) => resolve(m as any)));
const appUrl = `http://127.0.0.1:${ports.appPort}`;
const p = `/api/leaderboards?season=${seasonId}&view=season`;
const headers = { authorization: `Bearer ${token}` };
const first = await fetch(appUrl + p, { headers });
const body = await first.text();
console.log('status', first.status, body.length);
const dur = Number(process.env.DUR ?? 10000);
await runLoad({ baseUrl: appUrl, concurrency: 32, durationMs: 2000, next: () => ({ path: p, headers }) });
const real = await runLoad({ baseUrl: appUrl, concurrency: 32, durationMs: dur, next: () => ({ path: p, headers }) });
if (process.env.SKIP_TINY) { console.log('real', real.rps.toFixed(0), 'p95', real.p95.toFixed(1)); server.send({ type: 'stop' }); await new Promise((r) => server.once('exit', r)); process.exit(0); }
await new Promise<void>((resolve) => { server.once('message', () => resolve()); server.send({ type: 'body', body }); });
const tinyUrl = `http://127.0.0.1:${ports.tinyPort}`;
await runLoad({ baseUrl: tinyUrl, concurrency: 32, durationMs: 2000, next: () => ({ path: p }) });
const tiny = await runLoad({ baseUrl: tinyUrl, concurrency: 32, durationMs: dur, next: () => ({ path: p }) });
console.log('real', real.rps.toFixed(0), 'p95', real.p95.toFixed(1), real.statuses, 'tiny', tiny.rps.toFixed(0), 'p95', tiny.p95.toFixed(1), 'ratio', (real.rps / tiny.rps).toFixed(2));
server.send({ type: 'stop' });
await new Promise((r) => server.once('exit', r));
