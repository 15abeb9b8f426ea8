import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, createUser } from '../../../test/factories';
import { isOpenForPredictions } from '@predictor/contracts/rules';
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

describe('PUT /api/admin/matches/{id}', () => {
  const edit = (fields: Record<string, unknown> = {}) => ({
    matchDate: '2030-04-01T15:00:00Z',
    predictionsClose: '2030-04-01T14:59:00Z',
    matchGroupId: group.id,
    venue: 'New Ground',
    matchWeek: 2,
    status: 'postponed',
    ...fields,
  });

  it('edits dates, group, venue, week and status; audited before/after', async () => {
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: null });
    const res = await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: edit(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      matchDate: '2030-04-01T15:00:00.000Z',
      predictionsClose: '2030-04-01T14:59:00.000Z',
      matchGroupId: group.id,
      venue: 'New Ground',
      matchWeek: 2,
      status: 'postponed',
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'matches', resourceId: String(match.id), action: 'update' })
      .first();
    expect([audit.before.status, audit.after.status]).toEqual(['scheduled', 'postponed']);
  });

  it('keeps an absent status, refuses an invalid one and applies the date rule', async () => {
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    // A partial body (react-admin's updateMany) leaves the stored status as it was.
    const kept = await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: edit({ status: undefined }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.status).toBe(match.status);
    expect(
      (
        await app.request('PUT', `/api/admin/matches/${match.id}`, {
          token: admin,
          body: edit({ status: null }),
        })
      ).body.errors,
    ).toHaveProperty('status');
    expect(
      (
        await app.request('PUT', `/api/admin/matches/${match.id}`, {
          token: admin,
          body: edit({ status: 'abandoned' }),
        })
      ).status,
    ).toBe(400);
    const late = await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: edit({ predictionsClose: '2030-04-01T16:00:00Z' }),
    });
    expect(late.body.message).toBe('Predictions must close before the match starts');
  });

  it('refuses a group of another season', async () => {
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const other = await createMatchGroup(app.knex, (await createSeason(app.knex)).id);
    const res = await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: edit({ matchGroupId: other.id }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Selected match group does not belong to the current season. Please select a different match group.',
    );
  });

  it('voids predictions when cancelled and restores them when rescheduled (re-scored in the same transaction)', async () => {
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 1, awayGoals: 0 });
    await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: edit({ status: 'cancelled' }),
    });
    expect((await app.knex('predictions').where({ matchId: match.id }).first()).isVoid).toBe(true);
    await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: edit({ status: 'scheduled' }),
    });
    expect((await app.knex('predictions').where({ matchId: match.id }).first()).isVoid).toBe(false);
  });

  it('keeps predictions of a postponed match, which reopen when predictions close moves into the future', async () => {
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date('2030-01-10T15:00:00Z'),
    });
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 1, awayGoals: 1 });
    app.setNow(new Date('2030-01-10T16:00:00Z'));
    try {
      const res = await app.request('PUT', `/api/admin/matches/${match.id}`, {
        token: admin,
        body: edit({
          status: 'postponed',
          matchDate: '2030-02-10T15:00:00Z',
          predictionsClose: '2030-02-10T14:59:00Z',
        }),
      });
      expect(res.body).toMatchObject({
        status: 'postponed',
        predictionsClose: '2030-02-10T14:59:00.000Z',
      });
      expect(await scoredPredictions(app.knex).where({ matchId: match.id }).first()).toMatchObject({
        isVoid: false,
        isScored: false,
        homeGoals: 1,
      });
      expect(isOpenForPredictions(res.body, app.deps.now())).toBe(true);
    } finally {
      app.setNow(null);
    }
  });

  it('un-scores a finished match whose status is edited back', async () => {
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() - 3600_000),
    });
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 2, awayGoals: 1 });
    await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 2, awayGoals: 1 },
    });
    expect((await scoredPredictions(app.knex).where({ matchId: match.id }).first()).points).toBe(3);
    await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: edit({ status: 'in_progress' }),
    });
    expect(await scoredPredictions(app.knex).where({ matchId: match.id }).first()).toMatchObject({
      points: 0,
      isScored: false,
    });
  });

  it('answers 404 for an unknown match', async () => {
    expect(
      (await app.request('PUT', '/api/admin/matches/999999', { token: admin, body: edit() }))
        .status,
    ).toBe(404);
  });
});
