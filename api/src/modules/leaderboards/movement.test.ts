import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatchGroup, createSeason, signedIn } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import { matchOf as fixtureMatch, scoreResult } from '../../../test/round-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Row = {
  position: number;
  tied: boolean;
  previousPosition: number | null;
  user: { id: number };
  totalPoints: number;
};

const matchOf = (seasonId: number, week: { id: number }, date: string) =>
  fixtureMatch(app.knex, seasonId, week, date);

async function predict(matchId: number, rows: [userId: number, home: number, away: number][]) {
  await app
    .knex('predictions')
    .insert(
      rows.map(([userId, homeGoals, awayGoals]) => ({ userId, matchId, homeGoals, awayGoals })),
    );
}

const result = (matchId: number, goals: [number, number] | null) =>
  scoreResult(app.knex, matchId, goals);

const table = async (query: string, token?: string) => {
  const res = await app.request('GET', `/api/leaderboards?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as { rows: Row[]; currentUser: Row | null; totalUsers: number };
};

/** [user, position, previous position] of each row. */
const moves = (rows: Row[]) => rows.map((r) => [r.user.id, r.position, r.previousPosition]);

describe('movement since the previous match week', () => {
  let season: { id: number };
  let weeks: { id: number }[];
  let matches: number[];
  let a: number, b: number, c: number, d: number;
  beforeAll(async () => {
    season = await createSeason(app.knex);
    weeks = [];
    for (const matchWeek of [1, 2, 3])
      weeks.push(await createMatchGroup(app.knex, season.id, { matchWeek }));
    matches = [
      await matchOf(season.id, weeks[0], '2025-10-25T15:00:00Z'),
      await matchOf(season.id, weeks[1], '2025-11-01T15:00:00Z'),
      await matchOf(season.id, weeks[2], '2025-11-08T15:00:00Z'),
    ];
    [a, b, c, d] = await bulkUsers(app.knex, 4);
    await predict(matches[0], [
      [a, 1, 0],
      [b, 2, 0],
      [c, 0, 0],
    ]);
    await predict(matches[1], [
      [a, 0, 1],
      [b, 1, 1],
      [c, 2, 2],
      [d, 3, 3],
    ]);
    // Week 3 is predicted but not played: it is not the latest week with a result.
    await predict(matches[2], [[d, 1, 0]]);
  });

  it('has no previous positions while only the first week has results', async () => {
    await result(matches[0], [1, 0]);
    const board = await table(`season=${season.id}&view=season`);
    expect(moves(board.rows)).toEqual([
      [a, 1, null],
      [b, 2, null],
      [c, 3, null],
    ]);
  });

  it('ranks the table without the latest week with a result, the same way, and only it', async () => {
    await result(matches[1], [2, 2]);
    // Now: c 3 (exact), a 3 (week 1 exact, week 2 wrong), b 2, d 1. Ranked on points, then correct
    // results, exact scores and goals in them: c and a level on all four but c's exact goals (4 > 1).
    const board = await table(`season=${season.id}&view=season`);
    expect(moves(board.rows)).toEqual([
      [c, 1, 3],
      [a, 2, 1],
      [b, 3, 2],
      [d, 4, null], // not ranked before week 2
    ]);
    // Correcting the latest week's result moves the table, never the previous positions.
    await result(matches[1], [0, 1]);
    expect(moves((await table(`season=${season.id}&view=season`)).rows)).toEqual([
      [a, 1, 1],
      [b, 2, 2],
      [c, 3, 3], // c and d level on everything (0 points from one counted prediction each)
      [d, 3, null],
    ]);
    await result(matches[1], [2, 2]);
  });

  it('moves on to the next week once it has a result', async () => {
    await result(matches[2], [1, 0]);
    // Week 3: d exact (3 points, 4 in all); the table before it is the one above.
    expect(moves((await table(`season=${season.id}&view=season`)).rows)).toEqual([
      [d, 1, 4],
      [c, 2, 1],
      [a, 3, 2],
      [b, 4, 3],
    ]);
    // Taking week 3's result away makes week 2 the latest again.
    await result(matches[2], null);
    expect(moves((await table(`season=${season.id}&view=season`)).rows)[0]).toEqual([c, 1, 3]);
  });

  it('takes a monthly table’s own matches of the latest week; other months show no movement', async () => {
    const november = await table(`season=${season.id}&view=monthly&year=2025&month=11`);
    // November holds week 2 only: before it nobody had a counted prediction in November.
    expect(moves(november.rows).map(([, , previous]) => previous)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const october = await table(`season=${season.id}&view=monthly&year=2025&month=10`);
    expect(moves(october.rows)).toEqual([
      [a, 1, null],
      [b, 2, null],
      [c, 3, null],
    ]);
  });

  it('answers the caller’s own row with its previous position and whether it is shared', async () => {
    const { user, token } = await signedIn(app);
    await result(matches[0], null);
    await predict(matches[0], [[user.id, 2, 0]]); // a correct result, as b's
    await result(matches[0], [1, 0]);
    const board = await table(`season=${season.id}&view=season`, token);
    // The caller and d share 4th (one correct result each); before week 2 the caller shared 2nd with b.
    expect(moves(board.rows)).toEqual([
      [c, 1, 4],
      [a, 2, 1],
      [b, 3, 2],
      [d, 4, null],
      [user.id, 4, 2],
    ]);
    expect(board.rows.map((r) => r.tied)).toEqual([false, false, false, true, true]);
    expect(board.currentUser).toMatchObject({
      user: { id: user.id },
      position: 4,
      tied: true,
      previousPosition: 2,
    });
  });
});

describe('movement in an all-competitions table', () => {
  it('leaves out each season’s latest week with a result', async () => {
    const [x, y] = await bulkUsers(app.knex, 2);
    const first = await createSeason(app.knex, { startDate: '2027-08-01', endDate: '2028-05-31' });
    const second = await createSeason(app.knex, { startDate: '2027-08-01', endDate: '2028-05-31' });
    const w1 = await createMatchGroup(app.knex, first.id, { matchWeek: 1 });
    const w2 = await createMatchGroup(app.knex, first.id, { matchWeek: 2 });
    const other = await createMatchGroup(app.knex, second.id, { matchWeek: 7 });
    const m1 = await matchOf(first.id, w1, '2027-09-01T15:00:00Z');
    const m2 = await matchOf(first.id, w2, '2027-09-08T15:00:00Z');
    const m3 = await matchOf(second.id, other, '2027-09-08T18:00:00Z');
    await predict(m1, [
      [x, 1, 0],
      [y, 0, 0],
    ]);
    await predict(m2, [[y, 1, 1]]);
    await predict(m3, [[y, 2, 0]]);
    for (const [m, goals] of [
      [m1, [1, 0]],
      [m2, [1, 1]],
      [m3, [2, 0]],
    ] as const)
      await result(m, [...goals]);
    // Now y 6 (two exact), x 3. Before the latest weeks (first's week 2, second's week 7): x 3, y 0.
    const board = await table('season=all&view=season&year=2027');
    expect(moves(board.rows)).toEqual([
      [y, 1, 2],
      [x, 2, 1],
    ]);
  });
});
