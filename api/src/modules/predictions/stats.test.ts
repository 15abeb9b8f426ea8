import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createSeason, signedIn } from '../../../test/factories';
import { scoreMatch } from '../scoring/service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => app.setNow(null));
afterAll(() => app?.close());

const HOUR = 3600_000;

describe('one stats query for GET /predictions/stats and GET /users/{id}/stats', () => {
  it('counts the same figures; the public one only over matches whose deadline has passed', async () => {
    const season = await createSeason(app.knex);
    const past = new Date(Date.now() - 48 * HOUR);
    const future = new Date(Date.now() + 48 * HOUR);
    const [won, lost, cancelled, open] = await Promise.all(
      [past, past, past, future].map((matchDate) =>
        createMatch(app.knex, { seasonId: season.id, matchDate }),
      ),
    );
    const { user, token } = await signedIn(app);
    await app.knex('predictions').insert([
      { userId: user.id, matchId: won.id, homeGoals: 2, awayGoals: 1, isBanker: true },
      { userId: user.id, matchId: lost.id, homeGoals: 1, awayGoals: 0, isBanker: false },
      { userId: user.id, matchId: cancelled.id, homeGoals: 1, awayGoals: 1, isBanker: true },
      { userId: user.id, matchId: open.id, homeGoals: 3, awayGoals: 0, isBanker: false },
    ]);
    for (const [match, fields] of [
      [won, { status: 'finished', homeGoals: 2, awayGoals: 1 }],
      [lost, { status: 'finished', homeGoals: 0, awayGoals: 0 }],
      [cancelled, { status: 'cancelled' }],
    ] as const) {
      await app.knex.transaction(async (trx) => {
        await trx('matches').where({ id: match.id }).update(fields);
        await scoreMatch(trx, match.id);
      });
    }
    const scored = {
      totalPoints: 6,
      scoredPredictions: 2,
      bankerPredictions: 1,
      exactScores: 1,
      correctResults: 1,
      correctBanks: 1,
      predictionAccuracy: 50,
    };
    const own = await app.request('GET', '/api/predictions/stats', { token });
    // The void prediction is left out; the open one counts for its owner only.
    expect(own.body).toEqual({ totalPredictions: 3, ...scored });
    const profile = await app.request('GET', `/api/users/${user.id}/stats`);
    expect(profile.body).toEqual({ totalPredictions: 2, ...scored });

    app.setNow(new Date(open.predictionsClose));
    const closed = await app.request('GET', `/api/users/${user.id}/stats`);
    expect(closed.body).toEqual(own.body);
  });
});
