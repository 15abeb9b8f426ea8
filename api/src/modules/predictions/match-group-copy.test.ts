import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, createUser } from '../../../test/factories';
import { scoredPredictions, scoreMatch } from '../scoring/service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const groupOf = async (id: number) =>
  (await app.knex('predictions').where({ id }).first('matchGroupId')).matchGroupId;

describe('a prediction carries its match group (database triggers)', () => {
  it('copies the group on insert, follows the match to a new group and the prediction to a new match, and scoring leaves it alone', async () => {
    const season = await createSeason(app.knex);
    const [g1, g2, g3] = await Promise.all(
      [1, 2, 3].map((week) => createMatchGroup(app.knex, season.id, { matchWeek: week })),
    );
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: g1.id });
    const other = await createMatch(app.knex, { seasonId: season.id, matchGroupId: g3.id });
    const user = await createUser(app.knex);
    // The client's group is ignored: the match's group is copied.
    const [prediction] = await app
      .knex('predictions')
      .insert({
        userId: user.id,
        matchId: match.id,
        homeGoals: 1,
        awayGoals: 0,
        matchGroupId: g2.id,
      })
      .returning('id');
    expect(await groupOf(prediction.id)).toBe(g1.id);

    await app.knex('matches').where({ id: match.id }).update({ matchGroupId: g2.id });
    expect(await groupOf(prediction.id)).toBe(g2.id);

    await app.knex('predictions').where({ id: prediction.id }).update({ matchId: other.id });
    expect(await groupOf(prediction.id)).toBe(g3.id);

    await app.knex.transaction(async (trx) => {
      await trx('matches')
        .where({ id: other.id })
        .update({ status: 'finished', homeGoals: 1, awayGoals: 0 });
      await scoreMatch(trx, other.id);
    });
    const scored = await scoredPredictions(app.knex).where({ id: prediction.id }).first();
    expect([scored.points, scored.matchGroupId]).toEqual([3, g3.id]);
  });
});
