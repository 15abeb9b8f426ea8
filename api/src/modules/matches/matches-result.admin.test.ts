import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, seasonTotals } from '../../../test/factories';
import { seedAdminMatches } from '../../../test/matches-fixtures';
import { scoredPredictions } from '../scoring/service';

let app: TestApp;
let admin: string;
let season: { id: number; name: string };
let group: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  ({ admin, season, group } = await seedAdminMatches(app));
}, 30_000);
afterAll(() => app?.close());

describe('POST /api/admin/matches/{id}/result', () => {
  it('sets the score, finishes the match, scores predictions and leaderboards, and answers the whole match', async () => {
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() - 3600_000),
    });
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 3, awayGoals: 1 });
    const res = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 3, awayGoals: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: match.id,
      status: 'finished',
      homeGoals: 3,
      awayGoals: 1,
      homeTeam: expect.any(Object),
      season: { id: season.id },
    });
    expect((await scoredPredictions(app.knex).where({ matchId: match.id }).first()).points).toBe(3);
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: 3 });
  });

  it('records a correction with the old and new score in the audit log and re-scores', async () => {
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() - 3600_000),
    });
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 1, awayGoals: 1 });
    await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 1, awayGoals: 1 },
    });
    await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 2, awayGoals: 1 },
    });
    const events = await app
      .knex('audit_events')
      .where({ resource: 'matches', resourceId: String(match.id), action: 'set_result' })
      .orderBy('id');
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [
        { status: 'scheduled', homeGoals: null, awayGoals: null },
        { status: 'finished', homeGoals: 1, awayGoals: 1 },
      ],
      [
        { status: 'finished', homeGoals: 1, awayGoals: 1 },
        { status: 'finished', homeGoals: 2, awayGoals: 1 },
      ],
    ]);
    expect((await scoredPredictions(app.knex).where({ matchId: match.id }).first()).points).toBe(0);
  });

  it('requires both goal counts as whole numbers of at least 0', async () => {
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const missing = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 1 },
    });
    expect(missing.body.errors).toEqual({ awayGoals: 'Both goal counts are required' });
    for (const bad of [-1, 1.5, '2']) {
      const res = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
        token: admin,
        body: { homeGoals: bad, awayGoals: 0 },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ homeGoals: 'Goals must be whole numbers of 0 or more' });
    }
  });

  it('answers 404 for an unknown match', async () => {
    expect(
      (
        await app.request('POST', '/api/admin/matches/999999/result', {
          token: admin,
          body: { homeGoals: 0, awayGoals: 0 },
        })
      ).status,
    ).toBe(404);
  });
});
