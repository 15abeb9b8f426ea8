import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, signedIn } from '../../../test/factories';

let app: TestApp;
let adminToken: string;
let playerToken: string;
let playerId: number;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = (await signedIn(app, { role: 'admin' })).token;
  const player = await signedIn(app);
  playerToken = player.token;
  playerId = player.user.id;
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/admin/dashboard', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await app.request('GET', '/api/admin/dashboard');
    expect(res.status).toBe(401);
  });

  it('answers 403 to a player', async () => {
    const res = await app.request('GET', '/api/admin/dashboard', { token: playerToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Admin access required');
  });

  it('answers the totals of users, predictions and matches', async () => {
    const first = await createMatch(app.knex);
    await createMatch(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: playerId, matchId: first.id, homeGoals: 1, awayGoals: 0 });
    const res = await app.request('GET', '/api/admin/dashboard', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalUsers: 2, totalPredictions: 1, totalMatches: 2 });
  });
});
