import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirectory } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import { GIF, PNG, WEBP, imageForm, postForm } from '../../../test/images';
import { auditOf, duringRowChange } from '../../../test/row-lock';
import { createTrophy } from '../../../test/trophy-helpers';

let app: TestApp;
let admin: { token: string; user: { id: number } };
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

const fileOf = (url: string) =>
  path.join(uploadsDirectory(app.config.dataDir), url.replace('/uploads/', ''));

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
    const res = await createTrophy(app, admin.token);
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

  it('locks the trophy before reading it: a delete answers and audits it as last committed', async () => {
    const created = (await createTrophy(app, admin.token, { name: 'Before the lock' })).body;
    const res = await duringRowChange(
      app,
      'trophies',
      created.id,
      { name: 'Changed meanwhile' },
      () => app.request('DELETE', `/api/trophies/admin/${created.id}`, { token: admin.token }),
    );
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Changed meanwhile');
    expect((await auditOf(app, 'trophies', created.id, 'delete')).before.name).toBe(
      'Changed meanwhile',
    );
  });

  it('records a trophy update with before and after, and its creation', async () => {
    const created = (await createTrophy(app, admin.token, { name: 'Audited cup' })).body;
    await app.request('PUT', `/api/trophies/admin/${created.id}`, {
      token: admin.token,
      body: { description: 'New words' },
    });
    expect((await auditOf(app, 'trophies', created.id, 'create')).after).toMatchObject({
      id: created.id,
      name: 'Audited cup',
    });
    const update = await auditOf(app, 'trophies', created.id, 'update');
    expect(update.actorId).toBe(admin.user.id);
    expect(update.before).toMatchObject({ name: 'Audited cup', description: 'Most exact scores' });
    expect(update.after).toMatchObject({ name: 'Audited cup', description: 'New words' });
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
