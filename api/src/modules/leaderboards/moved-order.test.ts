import { describe, expect, it } from 'vitest';
import { prng } from '../../../test/prng';
import { mergedOrder, movedOrder, sortedOrder } from './moved-order';
import { Rows } from './moved-rows';
import { sortByRank } from './ranking';
import type { Snapshot } from './snapshot';

/** A stored table of `n` players (ids from 1,000, in rank order) with random totals. */
function storedTable(n: number, random: () => number): Snapshot {
  const int = (m: number) => Math.floor(random() * m);
  const userIds = Int32Array.from({ length: n }, (_, i) => 1_000 + i * 3);
  const totals = new Int32Array(n * 5);
  for (let i = 0; i < n; i += 1)
    totals.set([int(30) - 4, int(10), int(5), int(12), 1 + int(20)], i * 5);
  const order = sortByRank(
    Int32Array.from({ length: n }, (_, i) => i),
    totals,
    userIds,
  );
  const s = {
    version: 1,
    size: n,
    userIds: Int32Array.from(order, (r) => userIds[r]),
    totals: new Int32Array(n * 5),
    positions: Int32Array.from({ length: n }, (_, i) => i + 1),
    previousPositions: null,
    teamNames: Array.from(order, (r) => `Team ${userIds[r]}`),
    kits: new Int32Array(n * 3),
    rowByUser: new Int32Array(1_000 + n * 3 + 1),
    top: [],
    answerHead: Buffer.alloc(0),
    buildMs: 0,
  } satisfies Snapshot;
  order.forEach((r, i) => {
    s.totals.set(totals.subarray(r * 5, r * 5 + 5), i * 5);
    s.rowByUser[s.userIds[i]] = i + 1;
  });
  return s;
}

/** The table's rows moved by `outcomes` (amounts added to the five columns), one picked per player. */
function moved(s: Snapshot, random: () => number, outcomes: number[][], newcomers: number) {
  const rows = new Rows(s);
  const touch = (userId: number) => {
    const row = rows.rowFor(userId);
    const added = outcomes[Math.floor(random() * outcomes.length)];
    for (let k = 0; k < 5; k += 1) rows.totals[row * 5 + k] += added[k];
  };
  for (let i = 0; i < s.size; i += 1) if (random() < 0.8) touch(s.userIds[i]);
  for (let j = 0; j < newcomers; j += 1) touch(500_000 + j);
  return rows;
}

/** Every row with a counted prediction, sorted by the ranking from scratch. */
const sortedFromScratch = (rows: Rows) =>
  sortByRank(
    Int32Array.from({ length: rows.size }, (_, i) => i).filter((i) => rows.totals[i * 5 + 4] > 0),
    rows.totals,
    rows.userIds,
  );

/**
 * Two results' outcomes: nothing, the right result, the exact score (its goals differ between the
 * two), a wrong banker.
 */
const RESULT = [
  [0, 0, 0, 0, 1],
  [1, 1, 0, 0, 1],
  [3, 1, 1, 3, 1],
  [3, 1, 1, 1, 1],
  [-1, 0, 0, 0, 1],
];

describe('the order of a moved table', () => {
  it('merges runs of stored rows moved alike with the newcomers, as a sort from scratch would order them', () => {
    const random = prng(32);
    for (const n of [0, 1, 7, 300, 5_000]) {
      const rows = moved(storedTable(n, random), random, RESULT, Math.floor(n / 10) + 1);
      const merged = mergedOrder(rows);
      expect(merged).not.toBeNull();
      expect([...merged!]).toEqual([...sortedFromScratch(rows)]);
    }
  });

  it('drops the players left with no counted prediction (a cancellation)', () => {
    const random = prng(9);
    const s = storedTable(400, random);
    const cancelled = [...RESULT.map((o) => o.map((v) => -v)), [0, 0, 0, 0, -99]];
    const rows = moved(s, random, cancelled, 0);
    const expected = sortedFromScratch(rows);
    expect(expected.length).toBeLessThan(400);
    expect([...mergedOrder(rows)!]).toEqual([...expected]);
  });

  it('sorts instead when the rows moved in too many different ways, with the same order', () => {
    const random = prng(5);
    const many = Array.from({ length: 40 }, (_, i) => [i, i % 3, i % 2, i % 5, 1]);
    const rows = moved(storedTable(3_000, random), random, many, 50);
    expect(mergedOrder(rows)).toBeNull();
    expect([...movedOrder(rows)]).toEqual([...sortedFromScratch(rows)]);
    expect([...sortedOrder(rows)]).toEqual([...sortedFromScratch(rows)]);
  });

  it('sorts instead when an amount is beyond what a run key holds', () => {
    const random = prng(11);
    const rows = moved(storedTable(100, random), random, [[5_000, 1, 0, 0, 1]], 0);
    expect(mergedOrder(rows)).toBeNull();
    expect([...movedOrder(rows)]).toEqual([...sortedFromScratch(rows)]);
  });
});
