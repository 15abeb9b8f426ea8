import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import {
  columnOf,
  compareStanding,
  rankOrder,
  rankWindow,
  sharedPositions,
  sharePosition,
  sortByRank,
  zeroWhenMissing,
  type Standing,
} from './ranking';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A small deterministic generator, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % (max + 1);
  };
}

type Row = Standing & { userId: number };

/** Random totals in narrow ranges, so many players tie on some keys and some on all four. */
async function randomTable(seed: number, players: number) {
  const season = await createSeason(app.knex);
  const scope = `season:${season.id}`;
  const next = random(seed);
  const rows: Row[] = (await bulkUsers(app.knex, players)).map((userId) => ({
    userId,
    totalPoints: next(6),
    correctResults: next(3),
    exactScores: next(2),
    exactGoals: next(2),
  }));
  await app
    .knex('leaderboard_totals')
    .insert(rows.map((r) => ({ scope, period: '2025-10', ...r, totalPredictions: 5 })));
  return { seasonId: season.id, scope, rows };
}

function rankedInJs(rows: Row[]) {
  const sorted = [...rows].sort((a, b) => compareStanding(a, b) || a.userId - b.userId);
  return { userIds: sorted.map((r) => r.userId), positions: sharedPositions(sorted) };
}

describe('one ranking, in SQL and in TypeScript', () => {
  it('compareStanding ranks by points, correct results, exact scores, exact goals; equals share (1, 2, 2, 4)', () => {
    const s = (totalPoints: number, correctResults = 0, exactScores = 0, exactGoals = 0) => ({
      totalPoints,
      correctResults,
      exactScores,
      exactGoals,
    });
    const sorted = [s(9, 1, 1, 2), s(10), s(9, 1, 1, 3), s(9, 1, 1, 2), s(9, 2)].sort(
      compareStanding,
    );
    expect(sorted).toEqual([s(10), s(9, 2), s(9, 1, 1, 3), s(9, 1, 1, 2), s(9, 1, 1, 2)]);
    expect(sharedPositions(sorted)).toEqual([1, 2, 3, 4, 4]);
  });

  it.each([1, 2, 3, 4, 5])(
    'the database and the comparator give the same order and positions (seed %i)',
    async (seed) => {
      const { scope, rows, seasonId } = await randomTable(seed, 80);
      const expected = rankedInJs(rows);

      const t = columnOf('t');
      const { rows: sql } = await app.knex.raw(
        `SELECT t.user_id, (${rankWindow(t)})::int AS position FROM leaderboard_totals t
         WHERE t.scope = ? ORDER BY ${rankOrder(t)}, t.user_id`,
        [scope],
      );
      expect(sql.map((r: { user_id: number }) => r.user_id)).toEqual(expected.userIds);
      expect(sql.map((r: { position: number }) => r.position)).toEqual(expected.positions);

      // The leaderboard (ranked in memory from the SQL order) answers the same table.
      const res = await app.request('GET', `/api/leaderboards?season=${seasonId}&view=season`);
      expect(res.body.rows.map((r: { user: { id: number } }) => r.user.id)).toEqual(
        expected.userIds,
      );
      expect(res.body.rows.map((r: { position: number }) => r.position)).toEqual(
        expected.positions,
      );
    },
  );

  it('sharePosition on packed totals agrees with compareStanding (the leaderboard snapshot)', () => {
    const rows = [
      [9, 3, 2, 4, 7],
      [9, 3, 2, 4, 1],
      [9, 3, 2, 3, 7],
      [9, 3, 1, 4, 7],
      [9, 2, 2, 4, 7],
      [8, 3, 2, 4, 7],
    ];
    const packed = rows.flat();
    const standing = ([totalPoints, correctResults, exactScores, exactGoals]: number[]) => ({
      totalPoints,
      correctResults,
      exactScores,
      exactGoals,
    });
    for (let a = 0; a < rows.length; a += 1) {
      for (let b = 0; b < rows.length; b += 1) {
        expect(sharePosition(packed, 5, a, b)).toBe(
          compareStanding(standing(rows[a]), standing(rows[b])) === 0,
        );
      }
    }
    // The fifth figure (predictions) is no rank key.
    expect(sharePosition(packed, 5, 0, 1)).toBe(true);
  });

  it('a player without totals ranks as all zeros (league standings)', async () => {
    const { scope, rows } = await randomTable(6, 30);
    const [missing] = await bulkUsers(app.knex, 1);
    const all = [
      ...rows,
      { userId: missing, totalPoints: 0, correctResults: 0, exactScores: 0, exactGoals: 0 },
    ];
    const expected = rankedInJs(all);
    const t = zeroWhenMissing('t');
    const { rows: sql } = await app.knex.raw(
      `SELECT u.id AS user_id, (${rankWindow(t)})::int AS position
       FROM users u LEFT JOIN leaderboard_totals t ON t.user_id = u.id AND t.scope = ?
       WHERE u.id = ANY(?) ORDER BY ${rankOrder(t)}, u.id`,
      [scope, all.map((r) => r.userId)],
    );
    expect(sql.map((r: { user_id: number }) => r.user_id)).toEqual(expected.userIds);
    expect(sql.map((r: { position: number }) => r.position)).toEqual(expected.positions);
  });
});

describe('sortByRank', () => {
  it('sorts a large table (radix passes) exactly as the comparison of the rank keys, then user id', () => {
    // Negative points (wrong bankers), many ties, user ids beyond 16 bits, more rows than the radix threshold.
    const n = 20_000;
    let seed = 7;
    const random = (m: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % m;
    };
    const totals = new Int32Array(n * 5);
    const userIds = new Int32Array(n);
    for (let i = 0; i < n; i += 1) {
      userIds[i] = 70_000 + ((i * 7919) % (n * 3));
      totals.set([random(40) - 10, random(12), random(6), random(20), 1 + random(30)], i * 5);
    }
    const expected = Int32Array.from({ length: n }, (_, i) => i).sort(
      (a, b) =>
        compareStanding(standing(totals, a), standing(totals, b)) || userIds[a] - userIds[b],
    );
    const sorted = sortByRank(
      Int32Array.from({ length: n }, (_, i) => n - 1 - i),
      totals,
      userIds,
    );
    expect([...sorted]).toEqual([...expected]);
  });
});

const standing = (totals: Int32Array, i: number) => ({
  totalPoints: totals[i * 5],
  correctResults: totals[i * 5 + 1],
  exactScores: totals[i * 5 + 2],
  exactGoals: totals[i * 5 + 3],
});
