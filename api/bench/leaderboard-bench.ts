/**
 * `npm run bench` (PostgreSQL only, DATABASE_URL required): builds a fresh bench_<ts> database with
 * PLAYERS players (default 100k; 1000000 gives ~30M predictions), the five real 2025-26 English
 * fixture lists and ~30 predictions per player, scores them, then measures the leaderboard read path
 * against a bare Koa baseline, one result scoring every player's prediction of a match while the
 * leaderboard is read (reads during and after, the background rebuild, memory), prediction submissions one by one and as a week per request (POST /predictions/batch),
 * (e) the admin users list (search, filters, sorts; page 1 and a deep page) and (f) the standings of a
 * 10,000-member league (first page and the caller's deep page), and (g) live points (a live goal
 * until every watching player's table shows it as it stands). Prints the tables and drops the
 * database. BENCH_ONLY=users runs section (e) alone on the same data, BENCH_ONLY=standings section (f),
 * BENCH_ONLY=live section (g), BENCH_ONLY=leaderboards sections (a) to (d). Section (a) reads the season table and the round table.
 * BENCH_DB_PREFIX names the database (default bench).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createKnex } from '../src/db/knex';
import { signSessionToken } from '../src/lib/auth';
import { rankOrder } from '../src/modules/leaderboards/ranking';
import { loadSnapshot } from '../src/modules/leaderboards/snapshot';
import { prepareBenchData, setBenchResult } from './bench-data';
import { startInstance } from './instances';
import { runLoad, type LoadResult } from './load';
import { benchLive, printLive } from './live-bench';
import { benchStandings, printStandings, STANDINGS_MEMBERS, tablesBuilt } from './standings-bench';
import { benchSubmissions } from './submissions-bench';
import { benchUsersList, printUsersList } from './users-list-bench';

const PLAYERS = Number(process.env.PLAYERS ?? 100_000);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const ms = (t0: number) => performance.now() - t0;
const log = (text: string) => console.log(`[bench] ${text}`);

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    console.error(
      'npm run bench needs DATABASE_URL=postgres://... (a PostgreSQL server; a fresh bench_<ts> database is created and dropped).',
    );
    process.exit(1);
  }
  // BENCH_ONLY=users: only section (e), the admin users list (no leaderboard rebuild, no (a) to (d));
  // BENCH_ONLY=standings: only section (f), the league standings (totals rebuilt, no (a) to (e));
  // BENCH_ONLY=live: only section (g), live points; BENCH_ONLY=leaderboards: sections (a) to (d) only.
  const only = process.env.BENCH_ONLY;
  if (only !== undefined && !['users', 'standings', 'leaderboards', 'live'].includes(only)) {
    console.error(
      'BENCH_ONLY is users, standings, live or leaderboards (or unset for every section).',
    );
    process.exit(1);
  }
  const usersOnly = only === 'users';
  if (!Number.isInteger(PLAYERS) || PLAYERS < 1000 || PLAYERS > 5_000_000) {
    console.error('PLAYERS is a whole number from 1000 to 5000000 (default 100000).');
    process.exit(1);
  }
  // Section (f) makes a league of the first STANDINGS_MEMBERS generated players.
  if (PLAYERS < STANDINGS_MEMBERS && (only === undefined || only === 'standings')) {
    console.error(
      `The league standings section needs PLAYERS >= ${STANDINGS_MEMBERS}; with fewer, set BENCH_ONLY=leaderboards or users.`,
    );
    process.exit(1);
  }
  // BENCH_KEEP=<name>: generate into that database once and keep it; later runs reuse it (the timed
  // result and the open matches are reset first), since a million players take long to generate.
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
  const knex = createKnex(url.toString());
  const secret = randomBytes(32).toString('hex');
  let server: ChildProcess | undefined;
  let second: ChildProcess | undefined;
  const results: [string, string, string][] = [];
  // A kept database is kept only once fully generated.
  let kept = reuse;
  try {
    let t0 = performance.now();
    const prepared = await prepareBenchData(knex, {
      reuse,
      keep,
      players: PLAYERS,
      scoreTotals: !usersOnly,
    });
    const data = prepared.data;
    kept = prepared.kept;
    const totals = (await knex.raw('SELECT count(*)::int AS n FROM leaderboard_totals')).rows[0].n;

    const firstInstance = await startInstance(url.toString(), secret, (c) => (server = c));
    const child = firstInstance.child;
    const appUrl = firstInstance.appUrl;
    const savedAtStart = Number(
      (await knex.raw('SELECT count(*) AS n FROM leaderboard_snapshots')).rows[0].n,
    );
    // A second instance on the same database: a result must reach both.
    const secondInstance = await startInstance(url.toString(), secret, (c) => (second = c));
    const secondChild = secondInstance.child;
    const secondUrl = secondInstance.appUrl;
    results.push([
      `(a) cold start: from starting an instance until /api/health answers ready (all-competitions table read; ${savedAtStart} tables saved after it)`,
      `${(firstInstance.readyMs / 1000).toFixed(2)} s`,
      '<= 10 s',
    ]);
    if (!only || only === 'leaderboards') await leaderboardSections();

    // (e) the admin users list: an active admin among the generated players (every 1000th, from the 500th).
    const adminToken = await signSessionToken(data.firstUserId + 499, secret, '2h');
    const usersList =
      only === 'standings' || only === 'leaderboards' || only === 'live'
        ? []
        : await benchUsersList({ appUrl, adminToken });
    // (f) league standings at fan-league scale.
    const standings =
      usersOnly || only === 'leaderboards' || only === 'live'
        ? null
        : await benchStandings({
            knex,
            appUrl,
            secret,
            firstUserId: data.firstUserId,
            seasonId: data.premierLeagueSeasonId,
            resultMatchId: data.benchResultMatchId,
          });

    // (g) live points: a live goal until every watching player's table shows it.
    const live =
      only === undefined || only === 'live'
        ? await benchLive({
            knex,
            appUrl,
            secret,
            adminToken,
            seasonId: data.premierLeagueSeasonId,
            firstUserId: data.firstUserId,
          })
        : null;

    if (results.length) {
      console.log(
        '\nPredictor benchmark (PostgreSQL, %s players, %s predictions, %s leaderboard rows)\n',
        data.players,
        data.predictions,
        totals,
      );
      const width = Math.max(...results.map((r) => r[0].length));
      for (const [what, figure, target] of results)
        console.log(`${what.padEnd(width)} | ${figure}${target ? `   [target ${target}]` : ''}`);
    }
    if (usersList.length) printUsersList(usersList);
    if (standings) printStandings(standings);
    if (live) printLive(live);

    /** Sections (a) to (d): the leaderboard, scoring a result, prediction submissions. */
    async function leaderboardSections() {
      const scope = `season:${data.premierLeagueSeasonId}`;
      // The season table: each player's month rows added up, ranked like the leaderboards.
      const { rows: table } = await knex.raw(
        `SELECT user_id, bool_and(u.is_active) AS is_active
       FROM leaderboard_totals JOIN users u ON u.id = user_id WHERE scope = ?
       GROUP BY user_id HAVING sum(total_predictions) > 0
       ORDER BY ${rankOrder((column) => `sum(${column})`)}, user_id`,
        [scope],
      );
      const ranked = table.length;
      // The reader: the first active player from the middle down (a deactivated player's token is
      // refused; ties rank by id, so the generated inactive last tenth can fill whole stretches).
      const middle = table
        .slice(Math.floor(ranked / 2))
        .find((row: { is_active: boolean }) => row.is_active)?.user_id as number | undefined;
      if (middle === undefined) throw new Error('no active player in the lower half of the table');
      const token = await signSessionToken(middle, secret, '2h');
      const path_ = `/api/leaderboards?season=${data.premierLeagueSeasonId}&view=season`;
      const headers = { authorization: `Bearer ${token}` };

      // (a) leaderboard read path vs a bare Koa route answering the same JSON from memory.
      t0 = performance.now();
      const first = await fetch(appUrl + path_, { headers });
      const body = await first.text();
      log(
        `first leaderboard request (builds the in-memory snapshot of ${ranked} rows): ${ms(t0).toFixed(0)} ms, status ${first.status}, ${body.length} bytes, currentUser position ${JSON.parse(body).currentUser?.position}`,
      );
      await runLoad({
        baseUrl: appUrl,
        concurrency: 32,
        durationMs: 2000,
        next: () => ({ path: path_, headers }),
      });
      const real = await runLoad({
        baseUrl: appUrl,
        concurrency: 32,
        durationMs: 20_000,
        next: () => ({ path: path_, headers }),
      });
      await new Promise<void>((resolve) => {
        child.once('message', () => resolve());
        child.send({ type: 'body', body });
      });
      const tinyUrl = firstInstance.tinyUrl;
      await runLoad({
        baseUrl: tinyUrl,
        concurrency: 32,
        durationMs: 2000,
        next: () => ({ path: path_ }),
      });
      const tiny = await runLoad({
        baseUrl: tinyUrl,
        concurrency: 32,
        durationMs: 20_000,
        next: () => ({ path: path_ }),
      });
      const row = (label: string, r: LoadResult) =>
        `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.requests} requests, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)}) ${label}`;
      results.push([
        '(a) GET /api/leaderboards, PL season view, mid-table user, 32 conn × 20 s',
        row('', real),
        'p95 <= 50 ms',
      ]);
      results.push([
        '(a) bare Koa route, same JSON from memory, 32 conn × 20 s',
        row('', tiny),
        '',
      ]);
      results.push([
        '(a) ratio real / bare (requests per second)',
        (real.rps / tiny.rps).toFixed(2),
        '>= 0.5',
      ]);

      // (a) the round table (issue 31 item 2): its first request builds it from the round's
      // predictions (the latest round with a result, by default), then reads come from memory.
      const roundPath = `/api/leaderboards?season=${data.premierLeagueSeasonId}&view=round`;
      t0 = performance.now();
      const roundAnswer = await fetch(appUrl + roundPath, { headers }).then((r) => r.json());
      const roundFirstMs = ms(t0);
      const roundReads = await runLoad({
        baseUrl: appUrl,
        concurrency: 32,
        durationMs: 10_000,
        next: () => ({ path: roundPath, headers }),
      });
      results.push([
        `(a) GET /api/leaderboards round view (${roundAnswer.round?.name}, ${roundAnswer.totalUsers} players): first request, builds the table`,
        `${roundFirstMs.toFixed(0)} ms`,
        '',
      ]);
      results.push(['(a) round view reads, 32 conn × 10 s', row('', roundReads), 'p95 <= 50 ms']);

      // (b) one result that scores every player's prediction of a match, set while 32 connections
      // keep reading the leaderboard: the scoring time, how long until the table shows it (the
      // background rebuild), and the p95 of the reads during that time and for 10 s after.
      const match = data.benchResultMatchId;
      const samples: [number, number][] = [];
      let stopReads = false;
      const reading = runLoad({
        baseUrl: appUrl,
        concurrency: 32,
        stop: () => stopReads,
        onSample: (at, took) => samples.push([at, took]),
        next: () => ({ path: path_, headers }),
      });
      // Every table the result changes, on both instances: the season table and its month's table.
      const { matchDate } = await knex('matches').where({ id: match }).first('matchDate');
      const month = new Date(matchDate);
      const monthPath = `/api/leaderboards?season=${data.premierLeagueSeasonId}&view=monthly&year=${month.getUTCFullYear()}&month=${month.getUTCMonth() + 1}`;
      const watched = [appUrl, secondUrl].flatMap((base, n) =>
        [
          ['season', path_],
          ['monthly', monthPath],
        ].map(([table, p]) => ({ label: `instance ${n + 1} ${table}`, url: base + p })),
      );
      // The reader's row as each table shows it before the result (null when not ranked there yet).
      const before = new Map<string, string>();
      for (const w of watched) {
        const answer = await fetch(w.url, { headers }).then((r) => r.json());
        before.set(w.label, JSON.stringify(answer.currentUser));
      }
      // Those first reads may start a table's read whole (a kept database's reset sends the latest
      // week back, which the change log cannot follow): the result is set once none is building.
      const waitedFrom = performance.now();
      await Promise.all([appUrl, secondUrl].map(tablesBuilt));
      log(
        `(b) waited ${((performance.now() - waitedFrom) / 1000).toFixed(1)} s for the instances' tables`,
      );
      await sleep(3000);
      const resultAt = performance.now();
      await setBenchResult(knex, match);
      const committedAt = performance.now();
      // Each watched table polled until it shows the result (the reader's row changes).
      const shownAt = await Promise.all(
        watched.map(async (w) => {
          for (;;) {
            const answer = await fetch(w.url, { headers }).then((r) => r.json());
            if (JSON.stringify(answer.currentUser) !== before.get(w.label))
              return performance.now();
            await sleep(20);
            if (performance.now() - committedAt > 120_000)
              throw new Error(`${w.label} never showed the result`);
          }
        }),
      );
      const freshAt = Math.max(...shownAt);
      await sleep(10_000);
      stopReads = true;
      const readsTotal = await reading;
      // Counted after the reads: a million predictions take seconds to count, which
      // before the polling started were measured as the tables' delay.
      const counted = (await knex('predictions')
        .where({ matchId: match, isVoid: false })
        .count({ n: '*' })
        .first())!.n;
      const p95Of = (from: number, to: number) => {
        const times = samples
          .filter(([at]) => at >= from && at < to)
          .map(([, took]) => took)
          .sort((a, b) => a - b);
        return {
          n: times.length,
          p95: times[Math.floor(times.length * 0.95)] ?? NaN,
          max: times.at(-1) ?? NaN,
        };
      };
      const during = p95Of(resultAt, freshAt);
      const after = p95Of(freshAt, freshAt + 10_000);
      results.push([
        `(b) set one result: ${counted} predictions scored + totals updated (one transaction, under read load)`,
        `${((committedAt - resultAt) / 1000).toFixed(2)} s`,
        PLAYERS >= 1_000_000 ? '<= 5 s' : '<= 1 s',
      ]);
      results.push([
        '(b) from commit until the season and monthly tables show it on both instances (change log)',
        `${((freshAt - committedAt) / 1000).toFixed(2)} s (${watched
          .map((w, i) => `${w.label} ${((shownAt[i] - committedAt) / 1000).toFixed(2)} s`)
          .join(', ')})`,
        '<= 2 s',
      ]);
      results.push([
        '(b) leaderboard reads while the result is scored and the table rebuilt, 32 conn',
        `p95 ${during.p95.toFixed(1)} ms, slowest ${during.max.toFixed(0)} ms (${during.n} requests)`,
        'p95 <= 50 ms',
      ]);
      results.push([
        '(b) leaderboard reads in the 10 s after',
        `p95 ${after.p95.toFixed(1)} ms, slowest ${after.max.toFixed(0)} ms (${after.n} requests; ${readsTotal.errors} errors in all)`,
        'p95 <= 50 ms',
      ]);

      // The snapshot build alone (its cursor read and arrays), in this process, and the server's memory.
      t0 = performance.now();
      const built = await loadSnapshot(knex, [scope], 'season', 0);
      const buildMs = ms(t0);
      const arrays = [built.userIds, built.totals, built.positions, built.kits, built.rowByUser];
      if (built.previousPositions) arrays.push(built.previousPositions);
      const arrayBytes = arrays.reduce((n, a) => n + a.byteLength, 0);
      results.push([
        `(b) snapshot build of the season table (${built.size} rows), alone`,
        `${(buildMs / 1000).toFixed(2)} s; ${(arrayBytes / 2 ** 20).toFixed(1)} MB of arrays + ${built.size} names`,
        '',
      ]);
      const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
      for (const [n, instance] of [child, secondChild].entries()) {
        const memory = await new Promise<{ rss: number; heapUsed: number; maxRss: number }>(
          (resolve) => {
            instance.once('message', (m) =>
              resolve(m as { rss: number; heapUsed: number; maxRss: number }),
            );
            instance.send({ type: 'memory' });
          },
        );
        results.push([
          `(b) API instance ${n + 1} memory after (a) and (b): RSS now, peak RSS, heap used`,
          `${mb(memory.rss)}, peak ${mb(memory.maxRss)}, heap ${mb(memory.heapUsed)}`,
          'peak < 1 GiB',
        ]);
      }

      // A third instance started now, with the tables saved by the first two (saved.ts): until ready,
      // then its first answer of the season table.
      let third: ChildProcess | undefined;
      try {
        const thirdInstance = await startInstance(url.toString(), secret, (c) => (third = c));
        const thirdUrl = thirdInstance.appUrl;
        const ready = thirdInstance.readyMs;
        t0 = performance.now();
        await fetch(thirdUrl + path_, { headers }).then((r) => r.text());
        const saved = Number(
          (await knex.raw('SELECT count(*) AS n FROM leaderboard_snapshots')).rows[0].n,
        );
        results.push([
          `(b) cold start of a third instance with ${saved} tables saved: until ready, then its first PL season table`,
          `${(ready / 1000).toFixed(2)} s, then ${ms(t0).toFixed(0)} ms`,
          '<= 10 s',
        ]);
      } finally {
        third?.kill();
      }

      results.push(...(await benchSubmissions({ appUrl, secret, data })));
    }
  } finally {
    for (const instance of [server, second]) {
      if (instance && instance.connected) instance.send({ type: 'stop' });
      instance?.kill();
    }
    await knex.destroy();
    if (kept) log(`kept ${name} (BENCH_KEEP)`);
    else {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      log(`dropped ${name}`);
    }
    await admin.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
