import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREDICTION_MESSAGES } from '@predictor/contracts';
import { crowdPicksSchema } from '@predictor/contracts/schemas';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, signedIn } from '../../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => app.setNow(null));
afterAll(() => app?.close());

const HOUR = 3600_000;
const picks = (id: number, token?: string) =>
  app.request('GET', `/api/matches/${id}/crowd-picks`, { token });

/** Predictions of fresh players on a match: one per [homeGoals, awayGoals]. */
async function predict(matchId: number, scores: [number, number][]) {
  for (const [homeGoals, awayGoals] of scores) {
    const user = await createUser(app.knex);
    await app.knex('predictions').insert({ userId: user.id, matchId, homeGoals, awayGoals });
  }
}

describe('GET /matches/{id}/crowd-picks', () => {
  it('answers 403 PREDICTIONS_OPEN while the match is open, and 404 for an unknown match', async () => {
    const match = await createMatch(app.knex);
    await predict(match.id, [[1, 0]]);
    const { token } = await signedIn(app);
    for (const caller of [undefined, token])
      expect(await picks(match.id, caller)).toMatchObject({
        status: 403,
        body: { message: PREDICTION_MESSAGES.crowdPicksOpen, code: 'PREDICTIONS_OPEN' },
      });
    // Just before the deadline still open; at the deadline shown.
    app.setNow(new Date(new Date(match.predictionsClose).getTime() - 1));
    expect((await picks(match.id)).status).toBe(403);
    app.setNow(new Date(match.predictionsClose));
    expect((await picks(match.id)).status).toBe(200);
    expect(await picks(999_999)).toMatchObject({
      status: 404,
      body: { message: PREDICTION_MESSAGES.matchNotFound, code: 'NOT_FOUND' },
    });
    expect((await picks(0)).status).toBe(400);
  });

  it('counts outcomes and the five most predicted scores with rounded whole-percentage shares', async () => {
    const match = await createMatch(app.knex, { matchDate: new Date(Date.now() - 2 * HOUR) });
    // 7 predictions: 2-1 ×2, 1-0 ×1, 0-0 ×2, 1-1 ×1, 0-2 ×1.
    await predict(match.id, [
      [2, 1],
      [0, 0],
      [1, 0],
      [2, 1],
      [0, 2],
      [1, 1],
      [0, 0],
    ]);
    const res = await picks(match.id);
    expect(res.status).toBe(200);
    expect(crowdPicksSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      matchId: match.id,
      totalPredictions: 7,
      outcomes: {
        homeWin: { count: 3, share: 43 }, // 42.86
        draw: { count: 3, share: 43 },
        awayWin: { count: 1, share: 14 }, // 14.29
      },
      // Ties on count by homeGoals, then awayGoals: 0-0 before 2-1; 0-2 before 1-0 before 1-1.
      topScores: [
        { homeGoals: 0, awayGoals: 0, count: 2, share: 29 },
        { homeGoals: 2, awayGoals: 1, count: 2, share: 29 },
        { homeGoals: 0, awayGoals: 2, count: 1, share: 14 },
        { homeGoals: 1, awayGoals: 0, count: 1, share: 14 },
        { homeGoals: 1, awayGoals: 1, count: 1, share: 14 },
      ],
    });
  });

  it('lists at most five scores, ordered by count, then homeGoals, then awayGoals', async () => {
    const match = await createMatch(app.knex, { matchDate: new Date(Date.now() - 2 * HOUR) });
    await predict(match.id, [
      [3, 3],
      [3, 3],
      [3, 3],
      [1, 2],
      [1, 2],
      [1, 1],
      [1, 1],
      [0, 5],
      [0, 4],
      [9, 0],
    ]);
    const { body } = await picks(match.id);
    expect(body.totalPredictions).toBe(10);
    expect(
      body.topScores.map((s: { homeGoals: number; awayGoals: number; count: number }) => [
        s.homeGoals,
        s.awayGoals,
        s.count,
      ]),
    ).toEqual([
      [3, 3, 3],
      [1, 1, 2],
      [1, 2, 2],
      [0, 4, 1],
      [0, 5, 1],
    ]);
    expect(body.outcomes).toEqual({
      homeWin: { count: 1, share: 10 },
      draw: { count: 5, share: 50 },
      awayWin: { count: 4, share: 40 },
    });
  });

  it('answers zeros and no scores for a closed match nobody predicted (finished before its deadline too)', async () => {
    const past = await createMatch(app.knex, { matchDate: new Date(Date.now() - 2 * HOUR) });
    const finished = await createMatch(app.knex, {
      status: 'finished',
      homeGoals: 1,
      awayGoals: 0,
    });
    const zero = { count: 0, share: 0 };
    for (const match of [past, finished])
      expect((await picks(match.id)).body).toEqual({
        matchId: match.id,
        totalPredictions: 0,
        outcomes: { homeWin: zero, draw: zero, awayWin: zero },
        topScores: [],
      });
  });

  it('is not answered from the cache after the deadline moves (reopened, predicted, closed again)', async () => {
    const match = await createMatch(app.knex);
    await predict(match.id, [[1, 0]]);
    const closes = new Date(match.predictionsClose).getTime();
    app.setNow(new Date(closes + HOUR));
    expect((await picks(match.id)).body.totalPredictions).toBe(1);
    // Served from the cache: a row written behind the API's back is not seen…
    await predict(match.id, [[0, 0]]);
    expect((await picks(match.id)).body.totalPredictions).toBe(1);
    // …but moving the deadline reopens the match (403), and the new deadline is a new cache key.
    const later = new Date(closes + 2 * HOUR);
    await app
      .knex('matches')
      .where({ id: match.id })
      .update({ predictionsClose: later, matchDate: new Date(later.getTime() + HOUR) });
    expect((await picks(match.id)).status).toBe(403);
    const { token } = await signedIn(app);
    const added = await app.request('POST', '/api/predictions', {
      token,
      body: { match: match.id, homeGoals: 0, awayGoals: 3 },
    });
    expect(added.status).toBe(201);
    app.setNow(new Date(later.getTime() + 1));
    const fresh = await picks(match.id);
    expect(fresh.body.totalPredictions).toBe(3);
    expect(fresh.body.outcomes.awayWin).toEqual({ count: 1, share: 33 });
  });

  it('serves a cached answer for at most a minute: a prediction added behind it shows after that', async () => {
    const match = await createMatch(app.knex);
    await predict(match.id, [[2, 2]]);
    const closed = new Date(match.predictionsClose).getTime() + HOUR;
    app.setNow(new Date(closed));
    expect((await picks(match.id)).body.totalPredictions).toBe(1);
    await predict(match.id, [[1, 2]]); // as an admin's late prediction on another instance would
    app.setNow(new Date(closed + 59_000));
    expect((await picks(match.id)).body.totalPredictions).toBe(1);
    app.setNow(new Date(closed + 60_000));
    expect((await picks(match.id)).body.totalPredictions).toBe(2);
  });
});
