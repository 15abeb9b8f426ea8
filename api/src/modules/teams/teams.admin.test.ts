import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createCompetition,
  createMatch,
  createTeam,
  signedIn,
  simpleRestQuery,
} from '../../../test/factories';

let app: TestApp;
let admin: string;
let adminId: number;
let player: string;
let competitionId: number;
beforeAll(async () => {
  app = await startTestApp();
  const a = await signedIn(app, { role: 'admin' });
  admin = a.token;
  adminId = a.user.id;
  player = (await signedIn(app)).token;
  competitionId = (await createCompetition(app.knex, { name: 'Serie A' })).id;
}, 30_000);
afterAll(() => app?.close());

const q = simpleRestQuery;

describe('guards', () => {
  const routes = [
    ['GET', ''],
    ['GET', '/1'],
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ];
  it('answers 401 to an anonymous caller on every admin teams route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api/admin/teams${path}`, {
            body: method === 'GET' ? undefined : { name: 'X' },
          })
        ).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
  it('answers 403 to a player on every admin teams route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api/admin/teams${path}`, {
            token: player,
            body: method === 'GET' ? undefined : { name: 'X' },
          })
        ).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('POST /api/admin/teams', () => {
  it('creates a team with upper-cased codes and answers the whole record with its id; audited', async () => {
    const res = await app.request('POST', '/api/admin/teams', {
      token: admin,
      body: { name: ' Juventus ', shortName: 'juv', countryCode: 'it', competitionId },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Juventus',
      shortName: 'JUV',
      countryCode: 'IT',
      logoUrl: null,
      competitionId,
      competition: { name: 'Serie A' },
      createdAt: expect.any(String),
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'teams', resourceId: String(res.body.id), action: 'create' })
      .first();
    expect(audit).toMatchObject({
      actorId: adminId,
      after: expect.objectContaining({ name: 'Juventus' }),
    });
  });

  it('requires a name', async () => {
    const res = await app.request('POST', '/api/admin/teams', {
      token: admin,
      body: { shortName: 'X' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name is required' });
  });

  it('limits short name to 10 and country code to 3 characters', async () => {
    const res = await app.request('POST', '/api/admin/teams', {
      token: admin,
      body: { name: 'Long', shortName: 'ABCDEFGHIJK', countryCode: 'ABCD' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      shortName: 'Short name must be at most 10 characters',
      countryCode: 'Country code must be at most 3 characters',
    });
  });

  it('answers 409 when the name is taken, whatever the case', async () => {
    await createTeam(app.knex, { name: 'Torino' });
    const res = await app.request('POST', '/api/admin/teams', {
      token: admin,
      body: { name: 'TORINO' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A team with this name already exists');
  });

  it('answers 404 for an unknown competition', async () => {
    const res = await app.request('POST', '/api/admin/teams', {
      token: admin,
      body: { name: 'Nowhere FC', competitionId: 999999 },
    });
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/admin/teams/{id}', () => {
  it('updates the team, keeps its logo, and audits before/after', async () => {
    const team = await createTeam(app.knex, { name: 'Lazio', logoUrl: '/uploads/lazio.png' });
    const res = await app.request('PUT', `/api/admin/teams/${team.id}`, {
      token: admin,
      body: {
        name: 'SS Lazio',
        shortName: 'laz',
        countryCode: 'it',
        competitionId,
        logoUrl: 'ignored',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: team.id,
      name: 'SS Lazio',
      shortName: 'LAZ',
      countryCode: 'IT',
      logoUrl: '/uploads/lazio.png',
      competition: { name: 'Serie A' },
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'teams', resourceId: String(team.id), action: 'update' })
      .first();
    expect([audit.before.name, audit.after.name]).toEqual(['Lazio', 'SS Lazio']);
  });

  it("lets a team keep its own name but not take another team's", async () => {
    const team = await createTeam(app.knex, { name: 'Roma' });
    await createTeam(app.knex, { name: 'Napoli' });
    expect(
      (
        await app.request('PUT', `/api/admin/teams/${team.id}`, {
          token: admin,
          body: { name: 'Roma' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.request('PUT', `/api/admin/teams/${team.id}`, {
          token: admin,
          body: { name: 'napoli' },
        })
      ).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown team', async () => {
    expect(
      (
        await app.request('PUT', '/api/admin/teams/999999', {
          token: admin,
          body: { name: 'Ghost' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/teams/{id}', () => {
  it('deletes an unused team, answers it and audits it', async () => {
    const team = await createTeam(app.knex, { name: 'Unused' });
    const res = await app.request('DELETE', `/api/admin/teams/${team.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: team.id, name: 'Unused' });
    expect(await app.knex('teams').where({ id: team.id }).first()).toBeUndefined();
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'teams', resourceId: String(team.id), action: 'delete' })
        .first(),
    ).toBeDefined();
  });

  it('answers 409 while matches use the team', async () => {
    const match = await createMatch(app.knex);
    const res = await app.request('DELETE', `/api/admin/teams/${match.awayTeamId}`, {
      token: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cannot delete a team that is used by matches');
  });
});

describe('GET /api/admin/teams', () => {
  let other: number;
  beforeAll(async () => {
    other = (await createCompetition(app.knex, { name: 'Eredivisie' })).id;
    await createTeam(app.knex, {
      name: 'Ajax',
      shortName: 'AJA',
      countryCode: 'NL',
      competitionId: other,
    });
    await createTeam(app.knex, {
      name: 'PSV',
      shortName: 'EIN',
      countryCode: 'NL',
      competitionId: other,
    });
    await createTeam(app.knex, { name: 'Feyenoord', shortName: 'FEY', countryCode: 'NL' });
  });

  it('answers every team plainly by name with Content-Range', async () => {
    const res = await app.request('GET', '/api/admin/teams', { token: admin });
    const names = res.body.map((t: { name: string }) => t.name);
    expect(names.indexOf('Ajax')).toBeLessThan(names.indexOf('Feyenoord'));
    expect(names.indexOf('Feyenoord')).toBeLessThan(names.indexOf('PSV'));
    expect(res.headers.get('content-range')).toBe(`teams 0-${names.length - 1}/${names.length}`);
  });

  it('filters by competitionId and countryCode, pages and sorts', async () => {
    const res = await app.request(
      'GET',
      `/api/admin/teams${q({ sort: ['name', 'DESC'], range: [0, 0], filter: { competitionId: other } })}`,
      { token: admin },
    );
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['PSV']);
    expect(res.headers.get('content-range')).toBe('teams 0-0/2');
    const nl = await app.request(
      'GET',
      `/api/admin/teams${q({ sort: ['name', 'ASC'], range: [0, 9], filter: { countryCode: 'nl' } })}`,
      { token: admin },
    );
    expect(nl.body.map((t: { name: string }) => t.name)).toEqual(['Ajax', 'Feyenoord', 'PSV']);
    expect(nl.body[1].competition).toBeNull();
  });

  it('searches name and short name with q', async () => {
    const res = await app.request(
      'GET',
      `/api/admin/teams${q({ sort: ['name', 'ASC'], range: [0, 9], filter: { q: 'ein' } })}`,
      { token: admin },
    );
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['PSV']);
  });

  it('answers getMany and getOne', async () => {
    const a = await createTeam(app.knex);
    const many = await app.request('GET', `/api/admin/teams${q({ filter: { id: [a.id] } })}`, {
      token: admin,
    });
    expect(many.body.map((t: { id: number }) => t.id)).toEqual([a.id]);
    expect(
      (await app.request('GET', `/api/admin/teams/${a.id}`, { token: admin })).body,
    ).toMatchObject({ id: a.id, name: a.name });
  });
});
