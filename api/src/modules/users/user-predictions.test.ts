import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, signedIn } from '../../../test/factories';

let app: TestApp;
let player: { user: { id: number }; token: string };
let closed: { id: number };
let open: { id: number };
const now = new Date('2026-02-01T12:00:00Z');
beforeAll(async () => {
  app = await startTestApp();
  app.setNow(now);
  player = await signedIn(app);
  closed = await createMatch(app.knex, {
    matchDate: new Date('2026-01-31T15:00:00Z'),
    status: 'finished',
    homeGoals: 2,
    awayGoals: 1,
  });
  const closedUnplayed = await createMatch(app.knex, {
    matchDate: new Date('2026-02-01T12:30:00Z'),
    predictionsClose: new Date('2026-02-01T12:00:00Z'),
  });
  open = await createMatch(app.knex, { matchDate: new Date('2026-02-03T15:00:00Z') });
  await app.knex('predictions').insert([
    {
      userId: player.user.id,
      matchId: closed.id,
      homeGoals: 2,
      awayGoals: 1,
      isBanker: true,
    },
    { userId: player.user.id, matchId: closedUnplayed.id, homeGoals: 0, awayGoals: 0 },
    { userId: player.user.id, matchId: open.id, homeGoals: 4, awayGoals: 4, isBanker: true },
  ]);
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/users/{id}/predictions', () => {
  it('answers only predictions whose match has closed, with match, points and breakdown', async () => {
    const res = await app.request('GET', `/api/users/${player.user.id}/predictions`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      match: {
        id: closed.id,
        homeGoals: 2,
        awayGoals: 1,
        status: 'finished',
        homeTeam: { name: expect.any(String) },
      },
      homeGoals: 2,
      awayGoals: 1,
      isBanker: true,
      points: 6,
      isScored: true,
      pointsBreakdown: { exactScore: 3, correctResult: 0, bankerBonus: 3 },
    });
    expect(res.body.map((p: { match: { id: number } }) => p.match.id)).not.toContain(open.id);
  });

  it('never shows open predictions, not even to their owner', async () => {
    const res = await app.request('GET', `/api/users/${player.user.id}/predictions`, {
      token: player.token,
    });
    expect(res.body.map((p: { match: { id: number } }) => p.match.id)).not.toContain(open.id);
  });

  it('answers 404 for an unknown or deactivated user', async () => {
    const gone = await createUser(app.knex, { isActive: false });
    expect((await app.request('GET', '/api/users/999999/predictions')).status).toBe(404);
    expect((await app.request('GET', `/api/users/${gone.id}/predictions`)).status).toBe(404);
  });
});

describe('GET /api/users/{id}/stats', () => {
  it('counts closed predictions only', async () => {
    const res = await app.request('GET', `/api/users/${player.user.id}/stats`);
    expect(res.body).toEqual({
      totalPredictions: 2,
      totalPoints: 6,
      scoredPredictions: 1,
      bankerPredictions: 1,
      exactScores: 1,
      correctResults: 1,
      correctBanks: 1,
      predictionAccuracy: 100,
    });
  });
});
