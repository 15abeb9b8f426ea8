import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason, signedIn } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Totals = [
  points: number,
  correct: number,
  exact: number,
  exactGoals: number,
  predictions?: number,
];
async function totals(scope: string, period: string, rows: [number, Totals][]) {
  await app.knex('leaderboard_totals').insert(
    rows.map(
      ([userId, [totalPoints, correctResults, exactScores, exactGoals, totalPredictions = 5]]) => ({
        scope,
        period,
        userId,
        totalPoints,
        correctResults,
        exactScores,
        exactGoals,
        totalPredictions,
      }),
    ),
  );
}

describe('GET /leaderboards', () => {
  it('orders by points, correct results, exact scores, exact goals and shares positions (1, 2, 2, 4)', async () => {
    const season = await createSeason(app.knex);
    const [a, b, c, d, e, f] = await bulkUsers(app.knex, 6);
    await totals(`season:${season.id}`, '2025-10', [
      [d, [10, 4, 1, 2]],
      [a, [12, 4, 1, 2]],
      [b, [10, 4, 1, 3]],
      [c, [10, 4, 1, 3]],
      [e, [10, 5, 0, 0]],
      [f, [50, 9, 9, 9, 0]],
    ]);
    const res = await app.request('GET', `/api/leaderboards?season=${season.id}&view=season`);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { user: { id: number } }) => r.user.id)).toEqual([a, e, b, c, d]);
    expect(res.body.rows.map((r: { position: number }) => r.position)).toEqual([1, 2, 3, 3, 5]);
    expect(res.body.rows[0]).toEqual({
      position: 1,
      tied: false,
      previousPosition: null, // no match week has a result
      user: {
        id: a,
        teamName: expect.stringMatching(/^LB /),
        kitStyle: 'solid',
        kitPrimaryColour: '#112233',
        kitSecondaryColour: '#ffffff',
      },
      totalPoints: 12,
      correctResultCount: 4,
      exactScoreCount: 1,
      totalPredictions: 5,
    });
    // f has no counted prediction: not ranked, not counted.
    expect(res.body).toMatchObject({ totalUsers: 5, currentUser: null });
  });

  it('gives the 1, 2, 2, 4 shape for two players equal on all four keys', async () => {
    const season = await createSeason(app.knex);
    const [a, b, c, d] = await bulkUsers(app.knex, 4);
    await totals(`season:${season.id}`, '2025-10', [
      [a, [9, 3, 2, 4]],
      [b, [7, 3, 1, 1]],
      [c, [7, 3, 1, 1]],
      [d, [1, 1, 0, 0]],
    ]);
    const res = await app.request('GET', `/api/leaderboards?season=${season.id}`);
    expect(res.body.rows.map((r: { position: number }) => r.position)).toEqual([1, 2, 2, 4]);
  });

  it('shows the top 100 and the caller’s own row and position when outside them', async () => {
    const season = await createSeason(app.knex);
    const ids = await bulkUsers(app.knex, 149);
    const { user, token } = await signedIn(app);
    await totals(
      `season:${season.id}`,
      '2025-10',
      ids.map((id, i) => [id, [1000 - i, 0, 0, 0]] as [number, Totals]),
    );
    await totals(`season:${season.id}`, '2025-10', [[user.id, [1000 - 120, 0, 0, 0]]]); // equal to the 121st
    const res = await app.request('GET', `/api/leaderboards?season=${season.id}&view=season`, {
      token,
    });
    expect(res.body.rows).toHaveLength(100);
    expect(res.body.totalUsers).toBe(150);
    expect(res.body.currentUser).toMatchObject({
      position: 121,
      user: { id: user.id, teamName: user.teamName },
      totalPoints: 880,
    });
  });

  it('answers currentUser null for a signed-in player without a row', async () => {
    const season = await createSeason(app.knex);
    const { token } = await signedIn(app);
    const res = await app.request('GET', `/api/leaderboards?season=${season.id}`, { token });
    expect(res.body).toEqual({ rows: [], currentUser: null, totalUsers: 0 });
  });

  it('reads the monthly view from the YYYY-MM period of year and month, defaulting to the current UTC month', async () => {
    const season = await createSeason(app.knex);
    const [a, b] = await bulkUsers(app.knex, 2);
    await totals(`season:${season.id}`, '2025-11', [
      [b, [7, 2, 1, 1]],
      [a, [3, 1, 0, 0]],
    ]);
    await totals(`season:${season.id}`, '2025-12', [[a, [1, 1, 0, 0]]]);
    const nov = await app.request(
      'GET',
      `/api/leaderboards?season=${season.id}&view=monthly&year=2025&month=11`,
    );
    expect(
      nov.body.rows.map((r: { user: { id: number }; totalPoints: number }) => [
        r.user.id,
        r.totalPoints,
      ]),
    ).toEqual([
      [b, 7],
      [a, 3],
    ]);
    app.setNow(new Date('2025-12-15T10:00:00Z'));
    const current = await app.request('GET', `/api/leaderboards?season=${season.id}&view=monthly`);
    app.setNow(null);
    expect(current.body.rows.map((r: { user: { id: number } }) => r.user.id)).toEqual([a]);
    // The season table adds up the months.
    const whole = await app.request('GET', `/api/leaderboards?season=${season.id}&view=season`);
    expect(
      whole.body.rows.map(
        (r: { user: { id: number }; totalPoints: number; correctResultCount: number }) => [
          r.user.id,
          r.totalPoints,
          r.correctResultCount,
        ],
      ),
    ).toEqual([
      [b, 7, 2],
      [a, 4, 2],
    ]);
  });

  it('sees a change of the totals at once (no stale answer)', async () => {
    const season = await createSeason(app.knex);
    const [a, b] = await bulkUsers(app.knex, 2);
    await totals(`season:${season.id}`, '2025-10', [[a, [5, 1, 1, 1]]]);
    expect(
      (await app.request('GET', `/api/leaderboards?season=${season.id}`)).body.totalUsers,
    ).toBe(1);
    await totals(`season:${season.id}`, '2025-10', [[b, [9, 1, 1, 1]]]);
    await app
      .knex('users')
      .where({ id: b })
      .update({ teamName: `Renamed ${b}` });
    const after = await app.request('GET', `/api/leaderboards?season=${season.id}`);
    expect(after.body.rows.map((r: { user: { teamName: string } }) => r.user.teamName)).toEqual([
      `Renamed ${b}`,
      expect.any(String),
    ]);
  });

  it('validates parameters (400) and answers 404 for an unknown season', async () => {
    for (const query of [
      'season=x',
      'view=weekly',
      'view=monthly&month=13',
      'view=monthly&month=0',
      'year=abc',
    ]) {
      expect((await app.request('GET', `/api/leaderboards?${query}`)).status).toBe(400);
    }
    expect(await app.request('GET', '/api/leaderboards?season=999999')).toMatchObject({
      status: 404,
      body: { message: 'Season not found' },
    });
  });
});

describe('GET /leaderboards/partial', () => {
  it('answers the top 10 and showPartial, false without data', async () => {
    const season = await createSeason(app.knex);
    const ids = await bulkUsers(app.knex, 12);
    expect(
      (await app.request('GET', `/api/leaderboards/partial?season=${season.id}&view=season`)).body,
    ).toEqual({ showPartial: false, leaderboard: [] });
    await totals(
      `season:${season.id}`,
      '2025-10',
      ids.map((id, i) => [id, [100 - i, 1, 1, 1]] as [number, Totals]),
    );
    const res = await app.request(
      'GET',
      `/api/leaderboards/partial?season=${season.id}&view=season`,
    );
    expect(res.body.showPartial).toBe(true);
    expect(res.body.leaderboard).toHaveLength(10);
    expect(res.body.leaderboard[0]).toMatchObject({
      position: 1,
      user: { id: ids[0], kitStyle: 'solid' },
      totalPoints: 100,
    });
  });
});
