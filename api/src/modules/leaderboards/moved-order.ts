/*
 * The order of a table moved by the change log (advance.ts) without sorting it again. The stored rows
 * were in rank order, and adding the same amounts to two rows keeps their order (the rank keys
 * compare one after the other, and user ids do not move). So the stored rows fall into a few runs by
 * what the change added to their rank keys, each still in order: a result makes one run per outcome
 * (no points, the right result, the exact score) and one of those it did not touch. Merging the runs
 * and the newcomers (sorted) gives the table, with a few comparisons per row instead of a sort of a
 * million rows.
 */
import { sortByRank } from './ranking';
import type { Rows } from './moved-rows';

/** Past this many runs, sorting the moved rows is as quick as merging them. */
const MAX_RUNS = 12;
/** Amounts packed into a run's key: each rank key's change within ±2047. */
const SPAN = 4096;
const HALF = SPAN / 2;

/** Row `a` ranks above row `b` (the rank keys, then user id). */
export function ranksAbove(totals: Int32Array, userIds: Int32Array, a: number, b: number) {
  for (let k = 0; k < 4; k += 1) {
    const d = totals[a * 5 + k] - totals[b * 5 + k];
    if (d !== 0) return d > 0;
  }
  return userIds[a] < userIds[b];
}

/**
 * What the move added to row i's rank keys as one number (0: nothing), or NaN when an amount is
 * beyond what the key holds.
 */
function runKey(totals: Int32Array, storedTotals: Int32Array, i: number): number {
  let key = 0;
  for (let k = 0; k < 4; k += 1) {
    const added = totals[i * 5 + k] - storedTotals[i * 5 + k];
    if (added <= -HALF || added >= HALF) return NaN;
    key = key * SPAN + added + HALF;
  }
  return key;
}

/** The rows that stay in the table (those with a counted prediction), in rank order. */
export const movedOrder = (rows: Rows): Int32Array => mergedOrder(rows) ?? sortedOrder(rows);

/**
 * The stored rows by runs, merged with the newcomers; null when they make more than MAX_RUNS runs.
 * Exported for its test.
 */
export function mergedOrder(rows: Rows): Int32Array | null {
  const { totals, userIds, touched, stored, storedTotals } = rows;
  const keys: number[] = [];
  const counts: number[] = [];
  const runOf = new Uint8Array(stored);
  let last = -1;
  for (let i = 0; i < stored; i += 1) {
    if (totals[i * 5 + 4] <= 0) {
      runOf[i] = 255; // no counted prediction left: leaves the table
      continue;
    }
    const key = touched[i] ? runKey(totals, storedTotals, i) : 0;
    if (Number.isNaN(key)) return null;
    let run = last >= 0 && keys[last] === key ? last : keys.indexOf(key);
    if (run < 0) {
      if (keys.length === MAX_RUNS) return null;
      run = keys.push(key) - 1;
      counts.push(0);
    }
    runOf[i] = run;
    counts[run] += 1;
    last = run;
  }
  const runs: Int32Array[] = counts.map((count) => new Int32Array(count));
  const filled = counts.map(() => 0);
  for (let i = 0; i < stored; i += 1) {
    const run = runOf[i];
    if (run !== 255) runs[run][filled[run]++] = i;
  }
  const newcomers: number[] = [];
  for (let i = stored; i < rows.size; i += 1) if (totals[i * 5 + 4] > 0) newcomers.push(i);
  if (newcomers.length) runs.push(sortByRank(Int32Array.from(newcomers), totals, userIds));
  return merge(
    runs.filter((run) => run.length > 0),
    totals,
    userIds,
  );
}

/**
 * The rows a change touched sorted again, merged with the others, which keep their order. Exported
 * for its test.
 */
export function sortedOrder(rows: Rows): Int32Array {
  const { totals, userIds } = rows;
  let counted = 0;
  const movedRow = (i: number) => rows.touched[i] === 1 && totals[i * 5 + 4] > 0;
  for (let i = 0; i < rows.size; i += 1) if (movedRow(i)) counted += 1;
  const moved = new Int32Array(counted);
  counted = 0;
  for (let i = 0; i < rows.size; i += 1) if (movedRow(i)) moved[counted++] = i;
  sortByRank(moved, totals, userIds);
  const order = new Int32Array(rows.size);
  let size = 0;
  let m = 0;
  for (let i = 0; i < rows.stored; i += 1) {
    if (rows.touched[i]) continue;
    while (m < moved.length && ranksAbove(totals, userIds, moved[m], i)) order[size++] = moved[m++];
    order[size++] = i;
  }
  while (m < moved.length) order[size++] = moved[m++];
  return order.subarray(0, size);
}

/** Runs of rows, each in rank order, merged into one. */
function merge(runs: Int32Array[], totals: Int32Array, userIds: Int32Array): Int32Array {
  const out = new Int32Array(runs.reduce((n, run) => n + run.length, 0));
  const heads = runs.map(() => 0);
  let active = runs.map((_, r) => r);
  for (let at = 0; at < out.length; at += 1) {
    let best = active[0];
    for (let a = 1; a < active.length; a += 1) {
      const r = active[a];
      if (ranksAbove(totals, userIds, runs[r][heads[r]], runs[best][heads[best]])) best = r;
    }
    out[at] = runs[best][heads[best]++];
    if (heads[best] === runs[best].length) active = active.filter((r) => r !== best);
  }
  return out;
}
