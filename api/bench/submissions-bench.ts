/**
 * `npm run bench` sections (c) and (d): prediction submissions by distinct players on the generated
 * open matches, one per request (POST /api/predictions) and a 10-match week per request
 * (POST /api/predictions/batch), 64 players at a time for 10 s each.
 *
 * Section (c) alone, with the CPU it costs: `DATABASE_URL=postgres://… PLAYERS=10000 npx tsx
 * bench/submissions-bench.ts` (from api/) generates a fresh `${BENCH_DB_PREFIX:-bench}_<ts>` database
 * (BENCH_KEEP=<name> generates it once and reuses it, as `npm run bench` does), starts the bench
 * server, and runs (c) ROUNDS times (default 3; the open matches' predictions are deleted and the
 * tables vacuumed before each round, after a 2 s warm-up on another match). Each round prints the
 * rate and the CPU time per created prediction of the server process and of the database backends
 * serving this database (utime + stime from /proc; PostgreSQL's shared background processes,
 * which other databases use too, are not counted). The load generator's own CPU is not counted.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { createKnex } from '../src/db/knex';
import { signSessionToken } from '../src/lib/auth';
import { prepareBenchData, type BenchData } from './bench-data';
import { runLoad, type LoadResult } from './load';

/** (c): `submitters` distinct players, 64 at a time, each saving one prediction per request. */
async function benchSingle({
  appUrl,
  tokens,
  matches,
  durationMs = 10_000,
}: {
  appUrl: string;
  tokens: string[];
  matches: number[];
  durationMs?: number;
}): Promise<LoadResult> {
  const submitters = tokens.length;
  return runLoad({
    baseUrl: appUrl,
    concurrency: 64,
    durationMs,
    total: submitters * matches.length,
    next: (k) => ({
      path: '/api/predictions',
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[k % submitters]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        match: matches[Math.floor(k / submitters)],
        homeGoals: k % 4,
        awayGoals: (k >> 2) % 3,
        isBanker: false,
      }),
    }),
  });
}

/**
 * Distinct active players (the generated last tenth is deactivated): (c) takes the first ones, (d)
 * the next ones, up to 20,000 each.
 */
const submittersOf = (data: BenchData) => Math.min(20_000, Math.floor((data.players * 9) / 20));

const singleRow = (submissions: LoadResult): [string, string, string] => {
  const created = submissions.statuses[201] ?? 0;
  return [
    '(c) POST /api/predictions, 64 distinct players at a time, 10 s',
    `${(created / submissions.seconds).toFixed(0)} created/s, p50 ${submissions.p50.toFixed(1)} ms, p95 ${submissions.p95.toFixed(1)} ms, statuses ${JSON.stringify(submissions.statuses)}`,
    '',
  ];
};

export async function benchSubmissions({
  appUrl,
  secret,
  data,
}: {
  appUrl: string;
  secret: string;
  data: BenchData;
}): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  // (c) prediction submissions by distinct players on open matches, 64 at a time.
  const submitters = submittersOf(data);
  const tokens = await Promise.all(
    Array.from({ length: submitters }, (_, i) =>
      signSessionToken(data.firstUserId + i, secret, '2h'),
    ),
  );
  rows.push(singleRow(await benchSingle({ appUrl, tokens, matches: data.openMatchIds })));

  // (d) batch predictions: a player's 10-match week per request (one banker), 64 players at a time,
  // players other than (c)'s submitters. Counted as predictions saved per second.
  const weekPlayers = submitters;
  const weekTokens = await Promise.all(
    Array.from({ length: weekPlayers }, (_, i) =>
      signSessionToken(data.firstUserId + submitters + i, secret, '2h'),
    ),
  );
  const week = data.openWeekMatchIds;
  const batches = await runLoad({
    baseUrl: appUrl,
    concurrency: 64,
    durationMs: 10_000,
    total: weekPlayers,
    next: (k) => ({
      path: '/api/predictions/batch',
      method: 'POST',
      headers: {
        authorization: `Bearer ${weekTokens[k]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        predictions: week.map((match, i) => ({
          match,
          homeGoals: (k + i) % 4,
          awayGoals: (k >> 2) % 3,
          isBanker: i === k % week.length,
        })),
      }),
    }),
  });
  const savedBatches = batches.statuses[200] ?? 0;
  rows.push([
    `(d) batch predictions: 64 players saving a ${week.length}-match week per request, 10 s`,
    `${((savedBatches * week.length) / batches.seconds).toFixed(0)} predictions saved/s (${(savedBatches / batches.seconds).toFixed(0)} req/s), p50 ${batches.p50.toFixed(1)} ms, p95 ${batches.p95.toFixed(1)} ms, statuses ${JSON.stringify(batches.statuses)}`,
    '>= 3,000 predictions/s',
  ]);
  return rows;
}

/** utime + stime of a process in ms (/proc/<pid>/stat; clock ticks of 10 ms), 0 once it has gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The CPU so far of the server process and of the backends connected to the bench database. */
async function cpuNow(knex: Knex, serverPid: number) {
  const { rows } = await knex.raw(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const backends = new Map<number, number>(rows.map((r: { pid: number }) => [r.pid, cpuMs(r.pid)]));
  return { server: cpuMs(serverPid), backends };
}

/** Section (c) alone, ROUNDS times, with CPU per request (see the header comment). */
async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    console.error('DATABASE_URL=postgres://... is needed (a PostgreSQL server).');
    process.exit(1);
  }
  const players = Number(process.env.PLAYERS ?? 10_000);
  const rounds = Number(process.env.ROUNDS ?? 3);
  const keep = process.env.BENCH_KEEP;
  if (keep !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(keep)) {
    console.error('BENCH_KEEP is a database name: lower-case letters, digits and _.');
    process.exit(1);
  }
  const name = keep ?? `${process.env.BENCH_DB_PREFIX ?? 'bench'}_${Date.now()}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const reuse =
    keep !== undefined &&
    (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [keep])).rows.length > 0;
  if (!reuse) await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const knex = createKnex(url.toString(), { poolMax: 2 });
  const secret = randomBytes(32).toString('hex');
  const here = path.dirname(fileURLToPath(import.meta.url));
  let server: ReturnType<typeof fork> | undefined;
  let kept = reuse;
  try {
    const prepared = await prepareBenchData(knex, { reuse, keep, players, scoreTotals: true });
    const data = prepared.data;
    kept = prepared.kept;
    server = fork(path.join(here, 'server.ts'), [], {
      env: { ...process.env, BENCH_DATABASE_URL: url.toString(), BENCH_JWT_SECRET: secret },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const child = server;
    const { appPort } = await new Promise<{ appPort: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { appPort: number }));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const appUrl = `http://127.0.0.1:${appPort}`;
    const submitters = submittersOf(data);
    const tokens = await Promise.all(
      Array.from({ length: submitters }, (_, i) =>
        signSessionToken(data.firstUserId + i, secret, '2h'),
      ),
    );
    const open = data.openMatchIds;
    for (let round = 1; round <= rounds; round += 1) {
      await knex('predictions').whereIn('matchId', open).delete();
      await knex.raw('VACUUM ANALYZE');
      // Warm-up on the last open match (the measured run starts at the first one).
      await benchSingle({ appUrl, tokens, matches: [open.at(-1)!], durationMs: 2000 });
      const before = await cpuNow(knex, child.pid!);
      const result = await benchSingle({ appUrl, tokens, matches: open.slice(0, -1) });
      const after = await cpuNow(knex, child.pid!);
      const created = result.statuses[201] ?? 0;
      const serverMs = after.server - before.server;
      let databaseMs = 0;
      for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
      const per = (ms: number) => (ms / created).toFixed(2);
      console.log(
        `round ${round}: ${singleRow(result)[1]}; CPU per created prediction: server ${per(serverMs)} ms + database ${per(databaseMs)} ms = ${per(serverMs + databaseMs)} ms`,
      );
    }
  } finally {
    if (server && server.connected) server.send({ type: 'stop' });
    server?.kill();
    await knex.destroy();
    if (kept) console.log(`kept ${name} (BENCH_KEEP)`);
    else {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      console.log(`dropped ${name}`);
    }
    await admin.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
