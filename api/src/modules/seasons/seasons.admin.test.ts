import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createCompetition,
  createMatch,
  createSeason,
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
  const a = await signedIn(app, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  admin = a.token;
  adminId = a.user.id;
  player = (await signedIn(app)).token;
  competitionId = (
    await createCompetition(app.knex, { name: 'Premier League', countryCode: 'EN', tier: 1 })
  ).id;
}, 30_000);
afterAll(() => app?.close());

const q = simpleRestQuery;
const body = (fields: Record<string, unknown> = {}) => ({
  name: 'PL 2025/26',
  description: 'Top flight',
  startDate: '2025-08-15',
  endDate: '2026-05-24',
  competitionId,
  isActive: true,
  ...fields,
});

describe('guards', () => {
  const routes = [
    ['GET', ''],
    ['GET', '/1'],
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ];
  it('answers 401 to an anonymous caller on every admin seasons route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api/admin/seasons${path}`, {
            body: method === 'GET' ? undefined : body(),
          })
        ).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
  it('answers 403 to a player on every admin seasons route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api/admin/seasons${path}`, {
            token: player,
            body: method === 'GET' ? undefined : body(),
          })
        ).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('POST /api/admin/seasons', () => {
  it('creates a season with competition, creator name and defaults, and audits it', async () => {
    const res = await app.request('POST', '/api/admin/seasons', {
      token: admin,
      body: body({ order: 2 }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'PL 2025/26',
      description: 'Top flight',
      startDate: '2025-08-15',
      endDate: '2026-05-24',
      isActive: true,
      order: 2,
      gameType: 'standard',
      competitionId,
      competition: { id: competitionId, name: 'Premier League', country: 'EN', tier: 1 },
      createdBy: adminId,
      creatorName: 'Ada Admin',
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'seasons', resourceId: String(res.body.id), action: 'create' })
      .first();
    expect(audit).toMatchObject({
      actorId: adminId,
      after: expect.objectContaining({ name: 'PL 2025/26' }),
    });
  });

  it('requires name, competition, start date and end date', async () => {
    const res = await app.request('POST', '/api/admin/seasons', { token: admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: 'Name is required',
      competitionId: 'Competition is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
  });

  it('refuses an end date before the start date', async () => {
    const res = await app.request('POST', '/api/admin/seasons', {
      token: admin,
      body: body({ startDate: '2026-01-02', endDate: '2026-01-01' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ endDate: 'End date must be on or after the start date' });
  });

  it('answers 404 for an unknown competition', async () => {
    const res = await app.request('POST', '/api/admin/seasons', {
      token: admin,
      body: body({ competitionId: 999999 }),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Competition not found');
  });
});

describe('PUT /api/admin/seasons/{id}', () => {
  it('updates the season, keeps left-out optional fields and audits before/after', async () => {
    const season = await createSeason(app.knex, { competitionId, name: 'Old', order: 7 });
    const res = await app.request('PUT', `/api/admin/seasons/${season.id}`, {
      token: admin,
      body: { ...body({ name: 'New', isActive: false }) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: season.id, name: 'New', isActive: false, order: 7 });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'seasons', resourceId: String(season.id), action: 'update' })
      .first();
    expect(audit.before).toMatchObject({ name: 'Old' });
    expect(audit.after).toMatchObject({ name: 'New' });
  });

  it('validates like create and answers 404 for an unknown season', async () => {
    const season = await createSeason(app.knex, { competitionId });
    expect(
      (
        await app.request('PUT', `/api/admin/seasons/${season.id}`, {
          token: admin,
          body: body({ name: ' ' }),
        })
      ).body.errors,
    ).toEqual({ name: 'Name is required' });
    expect(
      (await app.request('PUT', '/api/admin/seasons/999999', { token: admin, body: body() }))
        .status,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/seasons/{id}', () => {
  it('deletes a season without matches, answers it and audits it', async () => {
    const season = await createSeason(app.knex, { competitionId, name: 'Gone' });
    const res = await app.request('DELETE', `/api/admin/seasons/${season.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: season.id, name: 'Gone' });
    expect(await app.knex('seasons').where({ id: season.id }).first()).toBeUndefined();
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'seasons', resourceId: String(season.id), action: 'delete' })
        .first(),
    ).toBeDefined();
  });

  it('answers 409 while the season has matches', async () => {
    const match = await createMatch(app.knex);
    const res = await app.request('DELETE', `/api/admin/seasons/${match.seasonId}`, {
      token: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cannot delete a season that has matches');
  });

  it('answers 409 while the season has leagues', async () => {
    const season = await createSeason(app.knex, { competitionId });
    await app
      .knex('leagues')
      .insert({ name: 'L', seasonId: season.id, inviteCode: `INV${season.id}` });
    const res = await app.request('DELETE', `/api/admin/seasons/${season.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cannot delete a season that has leagues');
  });

  it('answers 404 for an unknown season', async () => {
    expect(
      (await app.request('DELETE', '/api/admin/seasons/999999', { token: admin })).status,
    ).toBe(404);
  });
});

describe('GET /api/admin/seasons', () => {
  let otherCompetition: number;
  beforeAll(async () => {
    otherCompetition = (await createCompetition(app.knex, { name: 'La Liga' })).id;
    await createSeason(app.knex, {
      competitionId: otherCompetition,
      name: 'Liga Zeta',
      isActive: false,
      startDate: '2024-08-01',
      endDate: '2025-05-01',
    });
    await createSeason(app.knex, {
      competitionId: otherCompetition,
      name: 'Liga Alpha',
      isActive: true,
      startDate: '2025-08-01',
      endDate: '2026-05-01',
    });
  });

  it('answers every season plainly with Content-Range', async () => {
    const res = await app.request('GET', '/api/admin/seasons', { token: admin });
    expect(res.status).toBe(200);
    const total = Number((await app.knex('seasons').count({ n: '*' }).first())!.n);
    expect(res.body).toHaveLength(total);
    expect(res.headers.get('content-range')).toBe(`seasons 0-${total - 1}/${total}`);
  });

  it('filters by competitionId, isActive and q, sorts and pages in the simple-REST protocol', async () => {
    const res = await app.request(
      'GET',
      `/api/admin/seasons${q({ sort: ['name', 'DESC'], range: [0, 0], filter: { competitionId: otherCompetition } })}`,
      { token: admin },
    );
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['Liga Zeta']);
    expect(res.headers.get('content-range')).toBe('seasons 0-0/2');
    const inactive = await app.request(
      'GET',
      `/api/admin/seasons${q({ sort: ['name', 'ASC'], range: [0, 9], filter: { competitionId: otherCompetition, isActive: false } })}`,
      { token: admin },
    );
    expect(inactive.body.map((s: { name: string }) => s.name)).toEqual(['Liga Zeta']);
    const search = await app.request(
      'GET',
      `/api/admin/seasons${q({ sort: ['startDate', 'ASC'], range: [0, 9], filter: { q: 'liga' } })}`,
      { token: admin },
    );
    expect(search.body.map((s: { name: string }) => s.name)).toEqual(['Liga Zeta', 'Liga Alpha']);
    expect(search.body[0].competition).toEqual({
      id: otherCompetition,
      name: 'La Liga',
      country: 'EN',
      tier: 1,
    });
  });

  it('answers getMany and getOne', async () => {
    const a = await createSeason(app.knex, { competitionId });
    const b = await createSeason(app.knex, { competitionId });
    const many = await app.request(
      'GET',
      `/api/admin/seasons${q({ filter: { id: [a.id, b.id] } })}`,
      { token: admin },
    );
    expect(many.body.map((s: { id: number }) => s.id).sort()).toEqual([a.id, b.id].sort());
    const one = await app.request('GET', `/api/admin/seasons/${a.id}`, { token: admin });
    expect(one.body).toMatchObject({ id: a.id, name: a.name });
  });

  it('refuses an unknown sort field', async () => {
    expect(
      (
        await app.request('GET', `/api/admin/seasons${q({ sort: ['password', 'ASC'] })}`, {
          token: admin,
        })
      ).status,
    ).toBe(400);
  });
});
