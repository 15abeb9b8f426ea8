/**
 * `npm run bench:moves -w api` (no database): the CPU of moving a held leaderboard table on by one
 * result (advance.ts), as an instance does on every result at a million players (issue 32). Builds a
 * synthetic ranked season table of PLAYERS players (default 1,000,000) holding a week's figures, and
 * a result that every player predicted (no points, the right result, the exact score, in turn); then
 * times, RUNS times each (default 9), moving the season table by it and building the month's table
 * from it (the month's first result: every player a newcomer, named from the season's table). Three
 * more tables' worth of names are held, as an instance holds the all-competitions, season, month and
 * round tables, since the garbage collector's work grows with them. Prints the minimum and median.
 */
import { advanceSnapshot } from '../src/modules/leaderboards/advance';
import type { Change } from '../src/modules/leaderboards/changes';
import { sortByRank } from '../src/modules/leaderboards/ranking';
import type { Snapshot } from '../src/modules/leaderboards/snapshot';

const PLAYERS = Number(process.env.PLAYERS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 9);
const SCOPE = 'season:1';
const WEEK = 10;

/** A ranked table of `players` players (ids from 1) with random totals and a week's figures. */
function seasonTable(players: number): Snapshot {
  const totals = new Int32Array(players * 5);
  const week = new Int32Array(players * 5);
  const ids = Int32Array.from({ length: players }, (_, i) => i + 1);
  for (let i = 0; i < players; i += 1) {
    const points = Math.floor(Math.random() * 90);
    totals.set([points, points >> 1, Math.floor(points / 5), points >> 2, 30], i * 5);
    week.set([points % 4, 0, 0, 0, 1], i * 5);
  }
  const order = sortByRank(
    Int32Array.from({ length: players }, (_, i) => i),
    totals,
    ids,
  );
  const s: Snapshot = {
    version: 1,
    size: players,
    userIds: Int32Array.from(order, (row) => ids[row]),
    totals: new Int32Array(players * 5),
    positions: Int32Array.from({ length: players }, (_, i) => i + 1),
    previousPositions: Int32Array.from({ length: players }, (_, i) => i + 1),
    teamNames: Array.from(order, (row) => `Team ${ids[row]}`),
    kits: new Int32Array(players * 3),
    rowByUser: new Int32Array(players + 1),
    top: [],
    answerHead: Buffer.alloc(0),
    buildMs: 0,
    basis: {
      scopes: [SCOPE],
      period: 'season',
      week: new Int32Array(players * 5),
      latestWeeks: new Map([[SCOPE, WEEK]]),
      readAt: Date.now(),
    },
  };
  order.forEach((row, i) => {
    s.totals.set(totals.subarray(row * 5, row * 5 + 5), i * 5);
    s.basis!.week!.set(week.subarray(row * 5, row * 5 + 5), i * 5);
    s.rowByUser[ids[row]] = i + 1;
  });
  return s;
}

/** A result of the latest week that every player predicted, logged for month `period`. */
function result(players: number, period: string): Change {
  const entries = new Int32Array(players * 6);
  for (let i = 0; i < players; i += 1) {
    const outcome = [
      [0, 0, 0, 0, 1],
      [1, 1, 0, 0, 1],
      [3, 1, 1, 2, 1],
    ][i % 3];
    entries.set([i + 1, ...outcome], i * 6);
  }
  return {
    kind: 'totals',
    version: 2,
    scope: SCOPE,
    period,
    groupId: WEEK,
    latestGroupId: WEEK,
    entries,
  };
}

async function timed(label: string, move: () => Promise<Snapshot | null>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const startedAt = performance.now();
    const moved = await move();
    times.push(performance.now() - startedAt);
    if (!moved || moved.size !== PLAYERS) throw new Error(`${label}: not moved`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`${label}: min ${times[0].toFixed(0)} ms, median ${median.toFixed(0)} ms`);
}

async function main() {
  const season = seasonTable(PLAYERS);
  // The names of three more held tables, shared as the cache shares them (snapshot.ts namesHeldIn).
  const held = [0, 1, 2].map(() => season.teamNames.slice());
  const emptyMonth: Snapshot = {
    ...season,
    size: 0,
    userIds: new Int32Array(0),
    totals: new Int32Array(0),
    positions: new Int32Array(0),
    previousPositions: null,
    teamNames: [],
    kits: new Int32Array(0),
    rowByUser: new Int32Array(0),
    basis: { ...season.basis!, period: '2025-10', week: new Int32Array(0) },
  };
  const noKnex = null as never; // every newcomer is named from the season's table: nothing is read
  const change = result(PLAYERS, '2025-10');
  console.log(
    `Moving tables of ${PLAYERS.toLocaleString('en')} players by one result, ${RUNS} runs (${held.length + 1} tables' names held)`,
  );
  await timed('season table moved by the result', () =>
    advanceSnapshot(noKnex, season, [change], 2),
  );
  await timed("month's table from its first result (every player new)", () =>
    advanceSnapshot(noKnex, emptyMonth, [change], 2, [season]),
  );
}

void main();
