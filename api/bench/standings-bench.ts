/**
 * Section (f) of `npm run bench` (alone: BENCH_ONLY=standings): GET /api/leagues/{id}/standings of a
 * fan league of LEAGUE_MEMBERS members (default 100,000) in the Premier League season, through the
 * real app, 32 connections: the first request, the first page (top 100) and the page holding the
 * caller's own row deep down the table, both asked by that member (so every answer carries
 * currentUser too), then a result on a match the members predicted until their standings show it.
 */
import type { Knex } from 'knex';
import { signSessionToken } from '../src/lib/auth';
import { setBenchResult } from './bench-data';
import { runLoad, type LoadResult } from './load';

export const STANDINGS_MEMBERS = Number(process.env.LEAGUE_MEMBERS ?? 100_000);
const TARGET_RPS = 1000;
const TARGET_P95_MS = 50;

export type StandingsRow = { label: string; result: LoadResult; pass: boolean };

/** Makes the league (the first 10,000 players, the first its creator) and measures both pages. */
export async function benchStandings(options: {
  knex: Knex;
  appUrl: string;
  secret: string;
  firstUserId: number;
  seasonId: number;
  /** An open match of the season every generated player predicted (its result is set at the end). */
  resultMatchId: number;
  durationMs?: number;
}): Promise<{ rows: StandingsRow[]; notes: string[] }> {
  const { knex, appUrl, firstUserId } = options;
  const durationMs = options.durationMs ?? 20_000;
  await knex('leagues').where({ groupname: 'bench-fans' }).delete(); // a kept database's earlier run
  const [league] = await knex('leagues')
    .insert({
      name: 'Bench Fans',
      seasonId: options.seasonId,
      type: 'fanleague',
      groupname: 'bench-fans',
      inviteCode: 'BENCHFAN',
      createdBy: firstUserId,
    })
    .returning('id');
  await knex.raw(
    `INSERT INTO league_members (league_id, user_id, role)
     SELECT ?, ? + g, CASE WHEN g = 0 THEN 'creator' ELSE 'member' END FROM generate_series(0, ? - 1) g`,
    [league.id, firstUserId, STANDINGS_MEMBERS],
  );
  await knex.raw('ANALYZE league_members');
  const notes: string[] = [];
  // The caller: the last active member by id, whose row is somewhere down the table (a
  // deactivated player's token is refused).
  const { rows: callers } = await knex.raw(
    `SELECT max(m.user_id) AS id FROM league_members m JOIN users u ON u.id = m.user_id
     WHERE m.league_id = ? AND u.is_active`,
    [league.id],
  );
  const callerId = callers[0].id as number;
  const headers = {
    authorization: `Bearer ${await signSessionToken(callerId, options.secret, '2h')}`,
  };
  const base = `/api/leagues/${league.id}/standings`;
  let t0 = performance.now();
  const first = await fetch(appUrl + base, { headers });
  const body = (await first.json()) as {
    rows: unknown[];
    currentUser: { position: number } | null;
    totalMembers: number;
    lastCompletedMatchGroup: { name: string } | null;
  };
  notes.push(
    `first standings request (builds the league's snapshot of ${body.totalMembers} members): ${(performance.now() - t0).toFixed(0)} ms, status ${first.status}, ${body.rows.length} rows, caller at position ${body.currentUser?.position}, last completed week ${body.lastCompletedMatchGroup?.name ?? 'none'}`,
  );
  // The pages' throughput is the instance's once it has built the tables it started with (after a
  // start without a recent saved copy it reads some whole, on the cores the requests need).
  t0 = performance.now();
  await tablesBuilt(appUrl);
  notes.push(
    `until the instance had built its tables (leaderboard_tables{state="building"} 0 on /api/metrics): ${((performance.now() - t0) / 1000).toFixed(1)} s more`,
  );
  const index = (body.currentUser?.position ?? 1) - 1;
  const deep = Math.floor(index / 100) * 100;
  const pages: [string, string][] = [
    ['first page (top 100)', base],
    [`page with the caller's row (offset ${deep})`, `${base}?offset=${deep}&limit=100`],
  ];
  const rows: StandingsRow[] = [];
  for (const [label, path] of pages) {
    t0 = performance.now();
    await runLoad({
      baseUrl: appUrl,
      concurrency: 32,
      durationMs: 2000,
      next: () => ({ path, headers }),
    });
    const result = await runLoad({
      baseUrl: appUrl,
      concurrency: 32,
      durationMs,
      next: () => ({ path, headers }),
    });
    rows.push({
      label: `${label}, 32 conn × ${durationMs / 1000} s`,
      result,
      pass:
        result.rps >= TARGET_RPS &&
        result.p95 <= TARGET_P95_MS &&
        result.errors === 0 &&
        result.statuses[200] === result.requests,
    });
  }
  // A result on a match the members predicted, until the caller's row in the standings shows it.
  const before = JSON.stringify(
    ((await fetch(appUrl + base, { headers }).then((r) => r.json())) as { currentUser: unknown })
      .currentUser,
  );
  const match = options.resultMatchId;
  await setBenchResult(knex, match);
  const committedAt = performance.now();
  for (;;) {
    const answer = (await fetch(appUrl + base, { headers }).then((r) => r.json())) as {
      currentUser: unknown;
    };
    if (JSON.stringify(answer.currentUser) !== before) break;
    if (performance.now() - committedAt > 120_000)
      throw new Error('the standings never showed the result');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  notes.push(
    `a result until the caller's standings show it: ${((performance.now() - committedAt) / 1000).toFixed(2)} s [target <= 2 s]`,
  );
  return { rows, notes };
}

/** Resolves once the instance at `appUrl` builds no leaderboard table (its metrics say so). */
export async function tablesBuilt(appUrl: string) {
  const deadline = performance.now() + 300_000;
  for (;;) {
    const metrics = await fetch(`${appUrl}/api/metrics`).then((r) => r.text());
    const building = /^leaderboard_tables\{state="building"\} (\d+)$/m.exec(metrics);
    if (!building || building[1] === '0') return;
    if (performance.now() > deadline) throw new Error('the instance kept building its tables');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The section's table, PASS/FAIL against >= 1,000 req/s and p95 <= 50 ms. */
export function printStandings({ rows, notes }: { rows: StandingsRow[]; notes: string[] }) {
  console.log(
    `\n(f) GET /api/leagues/{id}/standings, ${STANDINGS_MEMBERS.toLocaleString('en')}-member league [target >= ${TARGET_RPS} req/s and p95 <= ${TARGET_P95_MS} ms]\n`,
  );
  for (const note of notes) console.log(note);
  const width = Math.max(...rows.map((r) => r.label.length));
  for (const { label, result: r, pass } of rows)
    console.log(
      `${label.padEnd(width)} | ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.requests} requests, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)}) | ${pass ? 'PASS' : 'FAIL'}`,
    );
}
