import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createUser,
  seasonTotals,
} from '../../../test/factories';
import { seedAdminMatches } from '../../../test/matches-fixtures';

let app: TestApp;
let admin: string;
let adminId: number;
let player: string;
let season: { id: number; name: string };
let group: { id: number };
let home: { id: number };
let away: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  ({ admin, adminId, player, season, group, home, away } = await seedAdminMatches(app));
}, 30_000);
afterAll(() => app?.close());

const body = (fields: Record<string, unknown> = {}) => ({
  season: season.id,
  matchGroup: group.id,
  homeTeam: home.id,
  awayTeam: away.id,
  matchDate: '2030-03-01T15:00',
  predictionsClose: '2030-03-01T14:00',
  venue: 'Home Park',
  matchWeek: 1,
  ...fields,
});

describe('guards', () => {
  const routes = [
    ['GET', '/admin/matches'],
    ['GET', '/admin/matches/1'],
    ['POST', '/admin/matches'],
    ['PUT', '/admin/matches/1'],
    ['POST', '/admin/matches/1/result'],
    ['DELETE', '/admin/matches/1'],
    ['POST', '/admin/matches/results'],
    ['POST', '/admin/matches/shift'],
    ['POST', '/admin/seasons/1/fixtures/import'],
  ];
  it('answers 401 to an anonymous caller on every admin match route', async () => {
    for (const [method, path] of routes) {
      expect(
        (await app.request(method, `/api${path}`, { body: method === 'GET' ? undefined : {} }))
          .status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
  it('answers 403 to a player on every admin match route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api${path}`, {
            token: player,
            body: method === 'GET' ? undefined : {},
          })
        ).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('POST /api/admin/matches', () => {
  it('creates a scheduled match, reading zone-less date-times as UTC, and audits it', async () => {
    const res = await app.request('POST', '/api/admin/matches', { token: admin, body: body() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      season: { id: season.id, name: 'Admin Matches Season' },
      matchGroup: { id: group.id, season: { id: season.id, name: 'Admin Matches Season' } },
      homeTeam: { id: home.id, name: 'Home Town', logoUrl: '/uploads/h.png' },
      awayTeam: { id: away.id, name: 'Away Rovers', logoUrl: null },
      matchDate: '2030-03-01T15:00:00.000Z',
      predictionsClose: '2030-03-01T14:00:00.000Z',
      venue: 'Home Park',
      matchWeek: 1,
      status: 'scheduled',
      homeGoals: null,
      awayGoals: null,
      seasonId: season.id,
      matchGroupId: group.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'matches', resourceId: String(res.body.id), action: 'create' })
      .first();
    expect(audit.actorId).toBe(adminId);
  });

  it('requires season, match group, teams and both dates', async () => {
    const res = await app.request('POST', '/api/admin/matches', { token: admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      season: 'Season is required',
      matchGroup: 'Match group is required',
      homeTeam: 'Home team is required',
      awayTeam: 'Away team is required',
      matchDate: 'Match date is required',
      predictionsClose: 'Predictions close is required',
    });
  });

  it('refuses the same team on both sides', async () => {
    const res = await app.request('POST', '/api/admin/matches', {
      token: admin,
      body: body({ awayTeam: home.id }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Home and away teams cannot be the same');
  });

  it('refuses predictions closing at or after kick-off', async () => {
    for (const predictionsClose of ['2030-03-01T15:00', '2030-03-01T15:01']) {
      const res = await app.request('POST', '/api/admin/matches', {
        token: admin,
        body: body({ predictionsClose }),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Predictions must close before the match starts');
    }
  });

  it('refuses a group of another season', async () => {
    const other = await createMatchGroup(app.knex, (await createSeason(app.knex)).id);
    const res = await app.request('POST', '/api/admin/matches', {
      token: admin,
      body: body({ matchGroup: other.id }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Selected match group does not belong to the current season. Please select a different match group.',
    );
  });

  it('limits venue to 100 characters and match week to at least 1', async () => {
    const venue = await app.request('POST', '/api/admin/matches', {
      token: admin,
      body: body({ venue: 'x'.repeat(101) }),
    });
    expect(venue.body.errors).toEqual({ venue: 'Venue must be at most 100 characters' });
    const week = await app.request('POST', '/api/admin/matches', {
      token: admin,
      body: body({ matchWeek: 0 }),
    });
    expect(week.body.errors).toEqual({ matchWeek: 'Match week must be at least 1' });
  });

  it('refuses a malformed date and unknown teams', async () => {
    expect(
      (
        await app.request('POST', '/api/admin/matches', {
          token: admin,
          body: body({ matchDate: 'tomorrow' }),
        })
      ).body.errors,
    ).toMatchObject({ matchDate: 'Enter a valid date and time' });
    const res = await app.request('POST', '/api/admin/matches', {
      token: admin,
      body: body({ homeTeam: 999999 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ homeTeam: 'Team not found' });
  });
});

describe('DELETE /api/admin/matches/{id}', () => {
  it('deletes the match with its predictions, removes their points from the totals, and answers the deleted record', async () => {
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() - 3600_000),
    });
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 0, awayGoals: 0 });
    await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 0, awayGoals: 0 },
    });
    const res = await app.request('DELETE', `/api/admin/matches/${match.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: match.id, homeGoals: 0, status: 'finished' });
    expect(await app.knex('matches').where({ id: match.id }).first()).toBeUndefined();
    expect(await app.knex('predictions').where({ matchId: match.id }).first()).toBeUndefined();
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({
      totalPoints: 0,
      totalPredictions: 0,
    });
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'matches', resourceId: String(match.id), action: 'delete' })
        .first(),
    ).toBeDefined();
  });

  it('answers 404 for an unknown match', async () => {
    expect(
      (await app.request('DELETE', '/api/admin/matches/999999', { token: admin })).status,
    ).toBe(404);
  });
});
