import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createUser,
  signedIn,
} from '../../../test/factories';
import { scoreMatch } from '../scoring/service';
import { predictionStats } from './service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function setResult(matchId: number, fields: Record<string, unknown>) {
  await app.knex.transaction(async (trx) => {
    await trx('matches').where({ id: matchId }).update(fields);
    await scoreMatch(trx, matchId);
  });
}

describe('GET /predictions', () => {
  it('answers only the caller’s own predictions, filtered by season or match', async () => {
    const s1 = await createSeason(app.knex);
    const s2 = await createSeason(app.knex);
    const m1 = await createMatch(app.knex, { seasonId: s1.id });
    const m2 = await createMatch(app.knex, { seasonId: s2.id });
    const { user, token } = await signedIn(app);
    const other = await createUser(app.knex);
    await app.knex('predictions').insert([
      { userId: user.id, matchId: m1.id, homeGoals: 1, awayGoals: 0 },
      { userId: user.id, matchId: m2.id, homeGoals: 0, awayGoals: 0 },
      { userId: other.id, matchId: m1.id, homeGoals: 4, awayGoals: 4 },
    ]);
    const all = await app.request('GET', '/api/predictions', { token });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    expect(all.body.every((p: { user: { id: number } }) => p.user.id === user.id)).toBe(true);
    expect(all.body.map((p: { homeGoals: number }) => p.homeGoals).sort()).toEqual([0, 1]);
    const bySeason = await app.request('GET', `/api/predictions?season=${s1.id}`, { token });
    expect(bySeason.body.map((p: { match: { id: number } }) => p.match.id)).toEqual([m1.id]);
    expect(bySeason.body[0]).toMatchObject({
      season: { id: s1.id },
      match: {
        homeTeam: expect.any(Object),
        awayTeam: expect.any(Object),
        userPrediction: { homeGoals: 1 },
      },
    });
    const byMatch = await app.request('GET', `/api/predictions?match=${m2.id}`, { token });
    expect(byMatch.body.map((p: { match: { id: number } }) => p.match.id)).toEqual([m2.id]);
    expect((await app.request('GET', '/api/predictions?season=abc', { token })).status).toBe(400);
  });
});

describe('GET /predictions/stats', () => {
  it('derives totals, accuracy and correct bankers from the caller’s scored predictions', async () => {
    const season = await createSeason(app.knex);
    const g1 = await createMatchGroup(app.knex, season.id);
    const g2 = await createMatchGroup(app.knex, season.id);
    const exactBanker = await createMatch(app.knex, { seasonId: season.id, matchGroupId: g1.id });
    const wrong = await createMatch(app.knex, { seasonId: season.id, matchGroupId: g1.id });
    const correct = await createMatch(app.knex, { seasonId: season.id, matchGroupId: g2.id });
    const wrongBanker = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: g2.id,
      matchDate: new Date(Date.now() + 9 * 86400_000),
    });
    const pending = await createMatch(app.knex, { seasonId: season.id });
    const cancelled = await createMatch(app.knex, { seasonId: season.id });
    const { user, token } = await signedIn(app);
    await app.knex('predictions').insert([
      { userId: user.id, matchId: exactBanker.id, homeGoals: 2, awayGoals: 1, isBanker: true },
      { userId: user.id, matchId: wrong.id, homeGoals: 0, awayGoals: 1 },
      { userId: user.id, matchId: correct.id, homeGoals: 3, awayGoals: 0 },
      { userId: user.id, matchId: wrongBanker.id, homeGoals: 0, awayGoals: 0, isBanker: true },
      { userId: user.id, matchId: pending.id, homeGoals: 1, awayGoals: 1 },
      { userId: user.id, matchId: cancelled.id, homeGoals: 1, awayGoals: 1 },
    ]);
    await setResult(exactBanker.id, { status: 'finished', homeGoals: 2, awayGoals: 1 });
    await setResult(wrong.id, { status: 'finished', homeGoals: 2, awayGoals: 0 });
    await setResult(correct.id, { status: 'finished', homeGoals: 1, awayGoals: 0 });
    await setResult(wrongBanker.id, { status: 'finished', homeGoals: 1, awayGoals: 2 });
    await setResult(cancelled.id, { status: 'cancelled' });
    const expected = {
      totalPredictions: 5,
      totalPoints: 6 + 0 + 1 - 1,
      scoredPredictions: 4,
      bankerPredictions: 2,
      exactScores: 1,
      correctResults: 2,
      correctBanks: 1,
      predictionAccuracy: 50,
    };
    const res = await app.request('GET', '/api/predictions/stats', { token });
    expect(res).toMatchObject({ status: 200, body: expected });
    expect(await predictionStats(app.knex, user.id)).toEqual(expected);
  });

  it('answers zeros and accuracy 0 for a player with nothing scored', async () => {
    const { token } = await signedIn(app);
    expect((await app.request('GET', '/api/predictions/stats', { token })).body).toEqual({
      totalPredictions: 0,
      totalPoints: 0,
      scoredPredictions: 0,
      bankerPredictions: 0,
      exactScores: 0,
      correctResults: 0,
      correctBanks: 0,
      predictionAccuracy: 0,
    });
  });
});
