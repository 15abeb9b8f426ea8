import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createCompetition, createSeason, signedIn } from '../../../test/factories';

let app: TestApp;
let admin: string;
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

describe('guards', () => {
  it('answers 401 to an anonymous caller on every competitions route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
    ]) {
      const res = await app.request(method, `/api/admin/competitions${path}`, {
        body: method === 'GET' ? undefined : { name: 'X' },
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a player on every competitions route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
    ]) {
      const res = await app.request(method, `/api/admin/competitions${path}`, {
        token: player,
        body: method === 'GET' ? undefined : { name: 'X' },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('POST /api/admin/competitions', () => {
  it('creates a competition with trimmed name, upper-cased country code and isActive true by default', async () => {
    const res = await app.request('POST', '/api/admin/competitions', {
      token: admin,
      body: {
        name: '  Serie A  ',
        countryCode: 'it',
        logoUrl: 'https://example.com/a.png',
        tier: 2,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Serie A',
      countryCode: 'IT',
      logoUrl: 'https://example.com/a.png',
      isActive: true,
      tier: 2,
    });
    expect(res.body.id).toBeTypeOf('number');
    expect(new Date(res.body.createdAt).getTime()).not.toBeNaN();
  });

  it('stores empty optional fields as null', async () => {
    const res = await app.request('POST', '/api/admin/competitions', {
      token: admin,
      body: { name: 'Bare', countryCode: '', logoUrl: '', isActive: false },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Bare',
      countryCode: null,
      logoUrl: null,
      isActive: false,
      tier: null,
    });
  });

  it('requires a name', async () => {
    for (const body of [{}, { name: '   ' }]) {
      const res = await app.request('POST', '/api/admin/competitions', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Name is required',
        code: 'VALIDATION',
        errors: { name: 'Name is required' },
      });
    }
  });

  it('refuses a name longer than 100 characters', async () => {
    const res = await app.request('POST', '/api/admin/competitions', {
      token: admin,
      body: { name: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name must be at most 100 characters' });
  });

  it('refuses a country code longer than 3 characters', async () => {
    const res = await app.request('POST', '/api/admin/competitions', {
      token: admin,
      body: { name: 'C', countryCode: 'ABCD' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ countryCode: 'Country code must be at most 3 characters' });
  });

  it('refuses a logo URL longer than 500 characters', async () => {
    const res = await app.request('POST', '/api/admin/competitions', {
      token: admin,
      body: { name: 'C', logoUrl: 'x'.repeat(501) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ logoUrl: 'Logo URL must be at most 500 characters' });
  });

  it('refuses a tier outside 1..20 or not whole', async () => {
    for (const tier of [0, 21, 1.5, 'one']) {
      const res = await app.request('POST', '/api/admin/competitions', {
        token: admin,
        body: { name: 'C', tier },
      });
      expect(res.status, String(tier)).toBe(400);
      expect(res.body.errors).toEqual({ tier: 'Tier must be a whole number from 1 to 20' });
    }
  });

  it('refuses a non-boolean isActive', async () => {
    const res = await app.request('POST', '/api/admin/competitions', {
      token: admin,
      body: { name: 'C', isActive: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ isActive: 'Active must be true or false' });
  });
});

describe('GET /api/admin/competitions/{id}', () => {
  it('answers one competition', async () => {
    const row = await createCompetition(app.knex, { name: 'One Cup' });
    const res = await app.request('GET', `/api/admin/competitions/${row.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: row.id,
      name: 'One Cup',
      countryCode: 'EN',
      isActive: true,
      tier: 1,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await app.request('GET', '/api/admin/competitions/999999', { token: admin })).status,
    ).toBe(404);
    const bad = await app.request('GET', '/api/admin/competitions/abc', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid id');
  });
});

describe('PUT /api/admin/competitions/{id}', () => {
  it('updates the fields and answers the whole record', async () => {
    const row = await createCompetition(app.knex, {
      name: 'Old',
      logoUrl: 'https://example.com/old.png',
    });
    const res = await app.request('PUT', `/api/admin/competitions/${row.id}`, {
      token: admin,
      body: {
        id: row.id,
        name: ' New ',
        countryCode: 'de',
        logoUrl: null,
        isActive: false,
        tier: 3,
        createdAt: 'ignored',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: row.id,
      name: 'New',
      countryCode: 'DE',
      logoUrl: null,
      isActive: false,
      tier: 3,
      createdAt: new Date(row.createdAt).toISOString(),
    });
  });

  it('keeps fields left out of the body', async () => {
    const row = await createCompetition(app.knex, { name: 'Keep', isActive: false, tier: 4 });
    const res = await app.request('PUT', `/api/admin/competitions/${row.id}`, {
      token: admin,
      body: { name: 'Kept' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Kept', isActive: false, tier: 4, countryCode: 'EN' });
  });

  it('validates the body like create', async () => {
    const row = await createCompetition(app.knex);
    const res = await app.request('PUT', `/api/admin/competitions/${row.id}`, {
      token: admin,
      body: { name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name is required' });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await app.request('PUT', '/api/admin/competitions/999999', {
      token: admin,
      body: { name: 'Ghost' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Competition not found');
  });
});

describe('DELETE /api/admin/competitions/{id}', () => {
  it('deletes a competition and answers the deleted record', async () => {
    const row = await createCompetition(app.knex, { name: 'Gone' });
    const res = await app.request('DELETE', `/api/admin/competitions/${row.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, name: 'Gone' });
    expect(await app.knex('competitions').where({ id: row.id }).first()).toBeUndefined();
  });

  it('answers 409 while the competition has seasons', async () => {
    const season = await createSeason(app.knex);
    const res = await app.request('DELETE', `/api/admin/competitions/${season.competitionId}`, {
      token: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Cannot delete a competition that has seasons',
      code: 'IN_USE',
    });
    expect(
      await app.knex('competitions').where({ id: season.competitionId }).first(),
    ).toBeDefined();
  });

  it('answers 404 for an unknown id', async () => {
    expect(
      (await app.request('DELETE', '/api/admin/competitions/999999', { token: admin })).status,
    ).toBe(404);
  });
});

describe('audit log', () => {
  it('records who created, changed and deleted a competition, with before and after', async () => {
    const created = await app.request('POST', '/api/admin/competitions', {
      token: admin,
      body: { name: 'Audited Cup' },
    });
    const id = created.body.id;
    await app.request('PUT', `/api/admin/competitions/${id}`, {
      token: admin,
      body: { name: 'Audited Trophy' },
    });
    await app.request('DELETE', `/api/admin/competitions/${id}`, { token: admin });
    const events = await app
      .knex('audit_events')
      .where({ resource: 'competitions', resourceId: String(id) })
      .orderBy('id');
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(events[1].before.name).toBe('Audited Cup');
    expect(events[1].after.name).toBe('Audited Trophy');
    expect(events.every((e) => e.actorId === events[0].actorId && e.actorId !== null)).toBe(true);
  });
});
