/**
 * `npm run bench:load`: a mixed player workload against PostgreSQL (DATABASE_URL's server). Creates a
 * fresh database bench_load_<ts>, migrates it, seeds the demo data with LOAD_USERS players, starts the
 * real server as its own process, then LOAD_VUS virtual players each loop for LOAD_SECONDS:
 * GET /seasons, GET /matches?season=, POST or PUT /predictions on an open match, GET /leaderboards,
 * GET /leagues/{id}/standings, with a think time between requests drawn uniformly from 0..2×LOAD_THINK_MS
 * (default 1000 ms, a player clicking about once a second; 0 drives the server as hard as it goes).
 * LOAD_INSTANCES=N runs N instances behind nginx (`npm run cluster`) instead of one server. Prints
 * requests/s and p50/p95/p99 per route and the error count (any non-2xx answer or failed request),
 * then drops the database. Exits 1 on errors.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { createKnex, migrateLatest } from '../src/db/knex';
import { signSessionToken } from '../src/lib/auth';
import { createDiskStorage } from '../src/lib/storage';
import { seedDemo } from '../src/seed/seed';
import { RouteStats } from './load-stats';
import { cpuSeconds, startTarget, type Target } from './load-target';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

import { virtualPlayer, type Player } from './virtual-player';

export async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'bench:load needs DATABASE_URL (a PostgreSQL server; a fresh database is created on it and dropped afterwards).',
    );
    process.exit(1);
  }
  const seconds = int('LOAD_SECONDS', 60);
  const vus = int('LOAD_VUS', 200);
  const users = Math.max(int('LOAD_USERS', 2000), vus);
  const thinkMs = int('LOAD_THINK_MS', 1000);
  const instances = int('LOAD_INSTANCES', 0);

  const name = `bench_load_${Date.now()}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-load-'));
  const jwtSecret = randomBytes(32).toString('hex');
  let target: Target | undefined;
  try {
    const started = performance.now();
    const knex = createKnex(url.toString());
    await migrateLatest(knex);
    const summary = await seedDemo(knex, { storage: createDiskStorage(dataDir), players: users });
    const players = await pickPlayers(knex, vus, jwtSecret);
    await knex.destroy();
    console.log(
      `bench:load: database ${name} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
      JSON.stringify(summary?.counts),
    );

    target = await startTarget({
      databaseUrl: url.toString(),
      dataDir,
      jwtSecret,
      instances,
    });
    const base = target.base;

    await warmUp(base, players);
    console.log(
      `bench:load: ${vus} virtual players for ${seconds} s (think time ${thinkMs} ms) against ${base} (${target.describe}), database on ${url.host}`,
    );
    const stats = new RouteStats();
    const agent = new http.Agent({ keepAlive: true, maxSockets: vus });
    const deadline = performance.now() + seconds * 1000;
    const t0 = performance.now();
    const cpu0 = cpuSeconds(target.pids());
    await Promise.all(
      players.map((player) => virtualPlayer(player, { base, agent, stats, deadline, thinkMs })),
    );
    const elapsed = (performance.now() - t0) / 1000;
    const serverCpu = cpuSeconds(target.pids()) - cpu0;
    agent.destroy();

    console.log(`\n${stats.table(elapsed)}\n`);
    const failures = stats.failures();
    if (Object.keys(failures).length) console.log('failures:', JSON.stringify(failures));
    console.log(
      `errors: ${stats.errors} (target 0); duration ${elapsed.toFixed(1)} s; server CPU ${((serverCpu / elapsed) * 100).toFixed(0)}% of one core (${os.cpus().length} cores)`,
    );
    process.exitCode = stats.errors === 0 ? 0 : 1;
  } finally {
    await target?.stop();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first `count` demo players, each with a token, a season with open matches and a league to look at. */
async function pickPlayers(
  knex: ReturnType<typeof createKnex>,
  count: number,
  jwtSecret: string,
): Promise<Player[]> {
  const seasons: number[] = (
    await knex('matches')
      .where('predictionsClose', '>', new Date())
      .where({ status: 'scheduled' })
      .distinct('seasonId')
      .orderBy('seasonId')
  ).map((r: { seasonId: number }) => r.seasonId);
  if (!seasons.length) throw new Error('the seed left no open match');
  const leagues = (await knex('leagues')
    .whereIn('seasonId', seasons)
    .whereNot('type', 'invite_only')
    .select('id', 'seasonId')) as { id: number; seasonId: number }[];
  const userIds = (await knex('users')
    .where({ role: 'user', isActive: true })
    .orderBy('id')
    .limit(count)
    .pluck('id')) as number[];
  if (userIds.length < count) throw new Error(`only ${userIds.length} players`);
  return Promise.all(
    userIds.map(async (userId, i) => {
      const seasonId = seasons[i % seasons.length];
      const own = leagues.filter((l) => l.seasonId === seasonId);
      const pool = own.length ? own : leagues;
      return {
        userId,
        token: await signSessionToken(userId, jwtSecret, '2h'),
        seasonId,
        leagueId: pool[i % pool.length].id,
      };
    }),
  );
}

/** Every read route once per season and league, twice, before timing (JIT, connection pool, leaderboard snapshots). */
async function warmUp(base: string, players: Player[]) {
  const headers = { authorization: `Bearer ${players[0].token}` };
  const paths = new Set(['/api/seasons']);
  for (const p of players) {
    paths.add(`/api/matches?season=${p.seasonId}`);
    paths.add(`/api/leaderboards?season=${p.seasonId}&view=season`);
    paths.add(`/api/leagues/${p.leagueId}/standings`);
  }
  for (let pass = 0; pass < 2; pass++) {
    for (const p of paths) await (await fetch(base + p, { headers })).arrayBuffer();
  }
}
