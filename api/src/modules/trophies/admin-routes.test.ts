import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn } from '../../../test/factories';
import { GIF, PNG, WEBP, imageForm, postForm } from '../../../test/images';

let app: TestApp;
let admin: { token: string; user: { id: number } };
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

const fileOf = (url: string) => path.join(app.deps.storage.directory, url.replace('/uploads/', ''));
const createTrophy = (body: Record<string, unknown> = {}) =>
  app.request('POST', '/api/trophies/admin', {
    token: admin.token,
    body: { name: 'Golden Boot', description: 'Most exact scores', ...body },
  });

describe('guards', () => {
  it('answers 401 anonymously and 403 to a player on every admin trophy route', async () => {
    const routes: [string, string][] = [
      ['GET', '/all'],
      ['GET', '/awards'],
      ['GET', '/1'],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
      ['POST', '/award'],
      ['POST', '/award-all'],
      ['DELETE', '/award/1'],
    ];
    for (const [method, p] of routes) {
      const body = method === 'GET' ? undefined : {};
      expect(
        (await app.request(method, `/api/trophies/admin${p}`, { body })).status,
        `${method} ${p}`,
      ).toBe(401);
      expect(
        (await app.request(method, `/api/trophies/admin${p}`, { body, token: player })).status,
        `${method} ${p}`,
      ).toBe(403);
    }
  });
});

describe('trophy CRUD', () => {
  it('creates from multipart with an image, type and active flag, and audits it', async () => {
    const form = imageForm('image', PNG, {
      fields: {
        name: 'Star',
        description: 'Shiny',
        trophyType: 'monthly_first',
        isActive: 'false',
      },
    });
    const res = await postForm(`${app.url}/api/trophies/admin`, form, admin.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Star',
      description: 'Shiny',
      trophyType: 'monthly_first',
      isActive: false,
      _count: { awards: 0 },
    });
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'trophies', action: 'create', resourceId: String(res.body.id) })
        .first(),
    ).toBeTruthy();
  });

  it('creates from JSON with type custom and active by default', async () => {
    const res = await createTrophy();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ trophyType: 'custom', isActive: true, imageUrl: null });
  });

  it('requires name and description and a known type', async () => {
    const missing = await app.request('POST', '/api/trophies/admin', {
      token: admin.token,
      body: { name: ' ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
    });
    const form = imageForm('image', null, {
      fields: { name: 'X', description: 'Y', trophyType: 'gold' },
    });
    const badType = await postForm(`${app.url}/api/trophies/admin`, form, admin.token);
    expect(badType.status).toBe(400);
    expect(badType.body.errors.trophyType).toBe('Unknown trophy type');
  });

  it('refuses a non-image file with 415 and stores nothing', async () => {
    const form = imageForm('image', Buffer.from('not an image'), {
      fields: { name: 'X', description: 'Y' },
    });
    const res = await postForm(`${app.url}/api/trophies/admin`, form, admin.token);
    expect(res.status).toBe(415);
    expect(await app.knex('trophies').where({ name: 'X' }).first()).toBeUndefined();
  });

  it('updates with a new image and removes the old image file', async () => {
    const created = await postForm(
      `${app.url}/api/trophies/admin`,
      imageForm('image', PNG, { fields: { name: 'Cup', description: 'D' } }),
      admin.token,
    );
    const form = imageForm('image', WEBP, {
      name: 'c.webp',
      fields: { name: 'Cup 2', description: 'D2', isActive: 'true' },
    });
    const res = await postForm(
      `${app.url}/api/trophies/admin/${created.body.id}`,
      form,
      admin.token,
      'PUT',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Cup 2', description: 'D2' });
    expect(res.body.imageUrl).toMatch(/\.webp$/);
    expect(existsSync(fileOf(created.body.imageUrl))).toBe(false);
    expect(existsSync(fileOf(res.body.imageUrl))).toBe(true);
  });

  it('keeps the image on a JSON update without imageUrl and removes it with imageUrl null', async () => {
    const created = await postForm(
      `${app.url}/api/trophies/admin`,
      imageForm('image', GIF, { fields: { name: 'Keep', description: 'D' } }),
      admin.token,
    );
    const kept = await app.request('PUT', `/api/trophies/admin/${created.body.id}`, {
      token: admin.token,
      body: { name: 'Keep', description: 'E', isActive: false },
    });
    expect(kept.body).toMatchObject({
      imageUrl: created.body.imageUrl,
      description: 'E',
      isActive: false,
    });
    const cleared = await app.request('PUT', `/api/trophies/admin/${created.body.id}`, {
      token: admin.token,
      body: { name: 'Keep', description: 'E', imageUrl: null },
    });
    expect(cleared.body.imageUrl).toBeNull();
    expect(existsSync(fileOf(created.body.imageUrl))).toBe(false);
  });

  it('deletes a trophy, answers it and removes its image', async () => {
    const created = await postForm(
      `${app.url}/api/trophies/admin`,
      imageForm('image', PNG, { fields: { name: 'Gone', description: 'D' } }),
      admin.token,
    );
    const res = await app.request('DELETE', `/api/trophies/admin/${created.body.id}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, name: 'Gone' });
    expect(existsSync(fileOf(created.body.imageUrl))).toBe(false);
    expect(
      (await app.request('GET', `/api/trophies/admin/${created.body.id}`, { token: admin.token }))
        .status,
    ).toBe(404);
  });

  it('lists every trophy with award counts, and speaks simple-REST', async () => {
    const res = await app.request('GET', '/api/trophies/admin/all', { token: admin.token });
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        _count: { awards: expect.any(Number) },
        createdAt: expect.any(String),
      }),
    );
    const page = await app.request(
      'GET',
      `/api/trophies/admin/all?sort=${encodeURIComponent('["name","ASC"]')}&range=[0,1]&filter={}`,
      { token: admin.token },
    );
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('content-range')).toBe(`trophies 0-1/${res.body.length}`);
  });
});

describe('awards', () => {
  it('awards an active trophy to users, counted in _count.awards and audited', async () => {
    const trophy = (await createTrophy({ name: 'Awarded' })).body;
    const [u1, u2] = [await createUser(app.knex), await createUser(app.knex)];
    const res = await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: trophy.id, userIds: [u1.id, u2.id, u1.id], reason: 'Great' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ awarded: 2 });
    expect(
      (await app.request('GET', `/api/trophies/admin/${trophy.id}`, { token: admin.token })).body
        ._count.awards,
    ).toBe(2);
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'trophies', action: 'award', resourceId: String(trophy.id) })
        .first(),
    ).toBeTruthy();
  });

  it('refuses an inactive trophy, unknown users and an empty selection', async () => {
    const inactive = (await createTrophy({ isActive: false })).body;
    const user = await createUser(app.knex);
    const a = await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: inactive.id, userIds: [user.id] },
    });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('Only active trophies can be awarded');
    const active = (await createTrophy()).body;
    const b = await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: active.id, userIds: [user.id, 999999] },
    });
    expect(b.status).toBe(400);
    expect(b.body.message).toBe('Some selected users do not exist');
    const c = await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: active.id, userIds: [] },
    });
    expect(c.body.message).toBe('Please select at least one user');
    const d = await app.request('POST', '/api/trophies/admin/award-all', {
      token: admin.token,
      body: { trophyId: inactive.id },
    });
    expect(d.status).toBe(400);
  });

  it('awards every active user with award-all', async () => {
    await createUser(app.knex, { isActive: false });
    const trophy = (await createTrophy({ name: 'Everyone' })).body;
    const res = await app.request('POST', '/api/trophies/admin/award-all', {
      token: admin.token,
      body: { trophyId: trophy.id, reason: 'Thanks' },
    });
    const active = Number(
      (await app.knex('users').where({ isActive: true }).count({ n: '*' }).first())!.n,
    );
    expect(res.body).toEqual({ awarded: active });
    const rows = await app.knex('trophyAwards').where({ trophyId: trophy.id });
    expect(rows).toHaveLength(active);
    expect(rows.every((r) => r.reason === 'Thanks')).toBe(true);
  });

  it('lists awards with pagination and a trophy filter, and speaks simple-REST', async () => {
    const trophy = (await createTrophy({ name: 'Paged' })).body;
    const users = await Promise.all([1, 2, 3].map(() => createUser(app.knex)));
    await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: trophy.id, userIds: users.map((u) => u.id) },
    });
    const res = await app.request(
      'GET',
      `/api/trophies/admin/awards?page=2&limit=2&trophyId=${trophy.id}`,
      { token: admin.token },
    );
    expect(res.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(res.body.awards).toHaveLength(1);
    expect(res.body.awards[0]).toEqual({
      id: expect.any(Number),
      reason: null,
      awardedAt: expect.any(String),
      trophy: { id: trophy.id, name: 'Paged', trophyType: 'custom', imageUrl: null },
      user: { id: expect.any(Number), teamName: expect.any(String) },
    });
    const filter = encodeURIComponent(JSON.stringify({ trophyId: trophy.id }));
    const page = await app.request(
      'GET',
      `/api/trophies/admin/awards?range=[0,9]&filter=${filter}`,
      { token: admin.token },
    );
    expect(page.body).toHaveLength(3);
    expect(page.headers.get('content-range')).toBe('awards 0-2/3');
  });

  it('removes an award and audits it; 404 for an unknown award', async () => {
    const trophy = (await createTrophy()).body;
    const user = await createUser(app.knex);
    await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: trophy.id, userIds: [user.id] },
    });
    const awardRow = await app.knex('trophyAwards').where({ trophyId: trophy.id }).first();
    const res = await app.request('DELETE', `/api/trophies/admin/award/${awardRow.id}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(awardRow.id);
    expect(await app.knex('trophyAwards').where({ id: awardRow.id }).first()).toBeUndefined();
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'awards', action: 'delete', resourceId: String(awardRow.id) })
        .first(),
    ).toBeTruthy();
    expect(
      (
        await app.request('DELETE', `/api/trophies/admin/award/${awardRow.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});
