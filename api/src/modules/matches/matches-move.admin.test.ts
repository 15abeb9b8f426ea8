import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createUser, seasonTotals } from '../../../test/factories';
import { findDifferences } from '../scoring/rebuild';
import { scoredPredictions } from '../scoring/service';
import { seedAdminMatches } from '../../../test/matches-fixtures';

// Moving a match to another week carries its predictions along; a moved banker must not give a
// player two bankers in the target week.

let app: TestApp;
let admin: string;
let season: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  ({ admin, season } = await seedAdminMatches(app));
}, 30_000);
afterAll(() => app?.close());

async function predict(userId: number, matchId: number, isBanker: boolean, goals = [2, 1]) {
  await app
    .knex('predictions')
    .insert({ userId, matchId, homeGoals: goals[0], awayGoals: goals[1], isBanker });
}

const banker = async (userId: number, matchId: number) =>
  (await app.knex('predictions').where({ userId, matchId }).first('isBanker')).isBanker;

function move(
  match: { id: number; matchDate: Date; predictionsClose: Date },
  matchGroupId: number,
  status = 'scheduled',
) {
  return app.request('PUT', `/api/admin/matches/${match.id}`, {
    token: admin,
    body: {
      matchDate: new Date(match.matchDate).toISOString(),
      predictionsClose: new Date(match.predictionsClose).toISOString(),
      matchGroupId,
      status,
    },
  });
}

describe('PUT /api/admin/matches/{id} moving a match to another match group', () => {
  it('succeeds when a predictor has a banker in the target week: that player loses the moved banker and keeps the other; a player without one keeps it', async () => {
    const from = await createMatchGroup(app.knex, season.id);
    const to = await createMatchGroup(app.knex, season.id);
    const moved = await createMatch(app.knex, { seasonId: season.id, matchGroupId: from.id });
    const stays = await createMatch(app.knex, { seasonId: season.id, matchGroupId: to.id });
    const both = await createUser(app.knex);
    const onlyMoved = await createUser(app.knex);
    await predict(both.id, moved.id, true);
    await predict(both.id, stays.id, true);
    await predict(onlyMoved.id, moved.id, true);
    await predict(onlyMoved.id, stays.id, false);

    const res = await move(moved, to.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matchGroupId).toBe(to.id);

    expect(await banker(both.id, moved.id)).toBe(false);
    expect(await banker(both.id, stays.id)).toBe(true);
    expect(await banker(onlyMoved.id, moved.id)).toBe(true);
    const rows = await app.knex('predictions').where({ matchId: moved.id }).select('matchGroupId');
    expect(rows.map((r) => r.matchGroupId)).toEqual([to.id, to.id]);
  });

  it('lets the player place the removed banker again in the week the match left while it is open', async () => {
    const from = await createMatchGroup(app.knex, season.id);
    const to = await createMatchGroup(app.knex, season.id);
    const moved = await createMatch(app.knex, { seasonId: season.id, matchGroupId: from.id });
    const left = await createMatch(app.knex, { seasonId: season.id, matchGroupId: from.id });
    const stays = await createMatch(app.knex, { seasonId: season.id, matchGroupId: to.id });
    const player = await createUser(app.knex);
    await predict(player.id, moved.id, true);
    await predict(player.id, stays.id, true);
    expect((await move(moved, to.id)).status).toBe(200);
    await predict(player.id, left.id, true);
    expect(await banker(player.id, left.id)).toBe(true);
  });

  it('re-scores a moved finished match: the removed banker leaves its points and every total stays consistent', async () => {
    const from = await createMatchGroup(app.knex, season.id);
    const to = await createMatchGroup(app.knex, season.id);
    const kickOff = new Date(Date.now() - 3 * 3600_000);
    const moved = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: from.id,
      matchDate: kickOff,
    });
    const stays = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: to.id,
      matchDate: kickOff,
    });
    const both = await createUser(app.knex);
    const onlyMoved = await createUser(app.knex);
    await predict(both.id, moved.id, true);
    await predict(both.id, stays.id, true, [0, 0]);
    await predict(onlyMoved.id, moved.id, true);
    for (const match of [moved, stays])
      expect(
        (
          await app.request('POST', `/api/admin/matches/${match.id}/result`, {
            token: admin,
            body: { homeGoals: 2, awayGoals: 1 },
          })
        ).status,
      ).toBe(200);
    // Exact score with a banker 6, a wrong result with a banker -1.
    expect((await seasonTotals(app.knex, season.id, both.id)).totalPoints).toBe(5);

    const res = await move(moved, to.id, 'finished');
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(
      await scoredPredictions(app.knex).where({ userId: both.id, matchId: moved.id }).first(),
    ).toMatchObject({ isBanker: false, points: 3, bankerBonus: 0, isScored: true });
    expect(
      await scoredPredictions(app.knex).where({ userId: onlyMoved.id, matchId: moved.id }).first(),
    ).toMatchObject({ isBanker: true, points: 6 });
    expect((await seasonTotals(app.knex, season.id, both.id)).totalPoints).toBe(2);
    expect((await seasonTotals(app.knex, season.id, onlyMoved.id)).totalPoints).toBe(6);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });
});
