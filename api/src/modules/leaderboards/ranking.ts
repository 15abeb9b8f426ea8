/*
 * The one ranking of every table (leaderboards, league standings, medals and trophies): total points,
 * then correct results (exact scores count as correct results), then exact scores, then goals in
 * exactly predicted scores. Players equal on all four share a position (1, 2, 2, 4).
 * The SQL below and compareStanding are the same order; ranking.test.ts keeps them equal.
 */

/** The leaderboard_totals columns that rank a table, most important first. */
export const RANK_COLUMNS = [
  'total_points',
  'correct_results',
  'exact_scores',
  'exact_goals',
] as const;
export type RankColumn = (typeof RANK_COLUMNS)[number];

/** How a caller names a rank column in its query: `t.total_points`, `coalesce(t.total_points, 0)`, `sum(total_points)`. */
export type ColumnSql = (column: RankColumn) => string;
export const columnOf =
  (alias: string): ColumnSql =>
  (column) =>
    `${alias}.${column}`;
/** For a LEFT JOIN where a player without totals ranks as all zeros. */
export const zeroWhenMissing =
  (alias: string): ColumnSql =>
  (column) =>
    `coalesce(${alias}.${column}, 0)`;

/** The ORDER BY list, best first (without ORDER BY, so callers can add their own last tie-break). */
export const rankOrder = (of: ColumnSql) =>
  RANK_COLUMNS.map((column) => `${of(column)} DESC`).join(', ');

/** The shared position (RANK(): 1, 2, 2, 4) as a window expression, optionally per partition. */
export const rankWindow = (of: ColumnSql, partitionBy?: string) =>
  `RANK() OVER (${partitionBy ? `PARTITION BY ${partitionBy} ` : ''}ORDER BY ${rankOrder(of)})`;

export type Standing = {
  totalPoints: number;
  correctResults: number;
  exactScores: number;
  exactGoals: number;
};

/** Array.sort comparator: negative when `a` ranks above `b`, 0 when they share a position. */
export function compareStanding(a: Standing, b: Standing): number {
  return (
    b.totalPoints - a.totalPoints ||
    b.correctResults - a.correctResults ||
    b.exactScores - a.exactScores ||
    b.exactGoals - a.exactGoals
  );
}

/**
 * Whether rows `a` and `b` of packed totals (`stride` numbers per row, the RANK_COLUMNS figures
 * first, in their order) are equal on every rank key, so share a position.
 */
export function sharePosition(totals: ArrayLike<number>, stride: number, a: number, b: number) {
  for (let k = 0; k < RANK_COLUMNS.length; k += 1) {
    if (totals[a * stride + k] !== totals[b * stride + k]) return false;
  }
  return true;
}

/** The positions of standings already in rank order: equals share one, the next skips (1, 2, 2, 4). */
export function sharedPositions(sorted: readonly Standing[]): number[] {
  const positions: number[] = [];
  sorted.forEach((standing, i) => {
    positions.push(
      i > 0 && compareStanding(sorted[i - 1], standing) === 0 ? positions[i - 1] : i + 1,
    );
  });
  return positions;
}

/** Below this many rows a comparison sort is quicker than the radix sort's passes. */
const RADIX_ROWS = 4096;

/**
 * Row indices `rows` of packed totals (5 per row, the RANK_COLUMNS figures first) sorted best first,
 * equal rows by user id: the order of every stored table (snapshot-sql.ts ORDER BY). A large table
 * (a million rows when a result moves every player) is sorted by LSD radix sort, 16 bits a pass,
 * least significant key first (user id, then the rank columns from the last), each pass stable;
 * a pass whose digit is the same for every row is skipped.
 */
export function sortByRank(rows: Int32Array, totals: Int32Array, userIds: Int32Array): Int32Array {
  const n = rows.length;
  if (n < RADIX_ROWS) {
    return rows.sort((a, b) => {
      for (let k = 0; k < RANK_COLUMNS.length; k += 1) {
        const d = totals[b * 5 + k] - totals[a * 5 + k];
        if (d !== 0) return d;
      }
      return userIds[a] - userIds[b];
    });
  }
  let from: Int32Array = rows;
  let to: Int32Array = new Int32Array(n);
  const counts = new Int32Array(65536);
  let top = 0;
  for (let i = 0; i < n; i += 1) if (rows[i] > top) top = rows[i];
  const key = new Uint32Array(top + 1);
  // Least significant first: user id ascending, then each rank column descending, the first last.
  for (const column of [-1, 3, 2, 1, 0]) {
    for (let i = 0; i < n; i += 1) {
      const r = rows[i];
      key[r] = column < 0 ? userIds[r] >>> 0 : (0x7fffffff - totals[r * 5 + column]) >>> 0;
    }
    for (const shift of [0, 16]) {
      const first = (key[from[0]] >>> shift) & 0xffff;
      let same = true;
      counts.fill(0);
      for (let i = 0; i < n; i += 1) {
        const d = (key[from[i]] >>> shift) & 0xffff;
        counts[d] += 1;
        if (d !== first) same = false;
      }
      if (same) continue;
      for (let d = 0, sum = 0; d < 65536; d += 1) {
        const c = counts[d];
        counts[d] = sum;
        sum += c;
      }
      for (let i = 0; i < n; i += 1) {
        const r = from[i];
        to[counts[(key[r] >>> shift) & 0xffff]++] = r;
      }
      [from, to] = [to, from];
    }
  }
  if (from !== rows) rows.set(from);
  return rows;
}
