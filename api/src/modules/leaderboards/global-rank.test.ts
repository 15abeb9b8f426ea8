import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason, createUser } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // The current season starts in 2030; an older active one in 2029.
  await createSeason(app.knex, { startDate: '2029-08-01', endDate: '2030-05-31' });
  await createSeason(app.knex, { startDate: '2030-08-01', endDate: '2031-05-31' });
  await createSeason(app.knex, { startDate: '2031-08-01', endDate: '2032-05-31' }); // not started yet
  app.setNow(new Date('2031-01-10T12:00:00Z'));
});
afterAll(() => app?.close());

/** Totals in the table of the season that starts in `year`. */
async function yearTotals(year: number, period: string, rows: [number, number][]) {
  const season = await app
    .knex('seasons')
    .whereRaw('extract(year FROM start_date) = ?', [year])
    .orderBy('id')
    .first('id');
  await app.knex('leaderboard_totals').insert(
    rows.map(([userId, totalPoints]) => ({
      scope: `season:${season.id}`,
      period,
      userId,
      totalPoints,
      totalPredictions: 1,
    })),
  );
}

describe('season=all', () => {
  it('defaults to the start year of the current season (latest started active season)', async () => {
    const [a, b] = await bulkUsers(app.knex, 2);
    await yearTotals(2030, '2030-10', [[a, 10]]);
    await yearTotals(2029, '2029-10', [[b, 99]]);
    const res = await app.request('GET', '/api/leaderboards?season=all&view=season');
    expect(res.body.rows.map((r: { user: { id: number } }) => r.user.id)).toEqual([a]);
    const explicit = await app.request('GET', '/api/leaderboards?view=season&year=2029');
    expect(explicit.body.rows.map((r: { user: { id: number } }) => r.user.id)).toEqual([b]);
  });

  it('sums a month over the season years it can belong to', async () => {
    const [a, b] = await bulkUsers(app.knex, 2);
    await yearTotals(2030, '2031-01', [
      [a, 4],
      [b, 1],
    ]);
    await yearTotals(2031, '2031-01', [[b, 5]]);
    const res = await app.request(
      'GET',
      '/api/leaderboards?season=all&view=monthly&year=2031&month=1',
    );
    expect(
      res.body.rows.map((r: { user: { id: number }; totalPoints: number }) => [
        r.user.id,
        r.totalPoints,
      ]),
    ).toEqual([
      [b, 6],
      [a, 4],
    ]);
  });
});

describe('season=all sums the competitions', () => {
  it("adds up a player's points in every season that starts in the year", async () => {
    const [a, b] = await bulkUsers(app.knex, 2);
    const other = await createSeason(app.knex, { startDate: '2030-07-20', endDate: '2031-05-20' });
    await yearTotals(2030, '2030-10', [
      [a, 3],
      [b, 5],
    ]);
    await app.knex('leaderboard_totals').insert({
      scope: `season:${other.id}`,
      period: '2030-10',
      userId: a,
      totalPoints: 4,
      totalPredictions: 1,
    });
    const res = await app.request('GET', '/api/leaderboards?season=all&view=season&year=2030');
    const points = Object.fromEntries(
      res.body.rows.map((r: { user: { id: number }; totalPoints: number }) => [
        r.user.id,
        r.totalPoints,
      ]),
    );
    expect([points[a], points[b]]).toEqual([7, 5]);
  });
});

describe('GET /users/{id}/global-rank', () => {
  it('answers hasRank false for a player without a counted prediction, 404 for an unknown user', async () => {
    const user = await createUser(app.knex);
    expect((await app.request('GET', `/api/users/${user.id}/global-rank`)).body).toEqual({
      hasRank: false,
      rank: null,
      isUnranked: false,
    });
    expect((await app.request('GET', '/api/users/999999/global-rank')).status).toBe(404);
  });

  it('answers the position within the top 1000 and isUnranked beyond', async () => {
    const ids = await bulkUsers(app.knex, 1002);
    await yearTotals(
      2030,
      '2030-10',
      ids.map((id, i) => [id, 5000 - i] as [number, number]),
    );
    // Earlier tests put one player with 10 points in this table, below all of these.
    expect((await app.request('GET', `/api/users/${ids[0]}/global-rank`)).body).toEqual({
      hasRank: true,
      rank: 1,
      isUnranked: false,
    });
    expect((await app.request('GET', `/api/users/${ids[999]}/global-rank`)).body).toEqual({
      hasRank: true,
      rank: 1000,
      isUnranked: false,
    });
    expect((await app.request('GET', `/api/users/${ids[1000]}/global-rank`)).body).toEqual({
      hasRank: true,
      rank: null,
      isUnranked: true,
    });
  });
});
