import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import { recordAudit } from '../../lib/audit';

let app: TestApp;
let admin: { token: string; user: { id: number; teamName: string } };
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  player = (await signedIn(app)).token;
  await recordAudit(app.knex, {
    actorId: admin.user.id,
    action: 'create',
    resource: 'news',
    resourceId: 1,
    after: { title: 'A' },
  });
  await recordAudit(app.knex, {
    actorId: admin.user.id,
    action: 'update',
    resource: 'news',
    resourceId: 1,
    before: { title: 'A' },
    after: { title: 'B' },
  });
  await recordAudit(app.knex, {
    actorId: admin.user.id,
    action: 'delete',
    resource: 'trophies',
    resourceId: 7,
    before: { name: 'T' },
  });
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/admin/audit-events', () => {
  it('answers 401 anonymously and 403 to a player', async () => {
    expect((await app.request('GET', '/api/admin/audit-events')).status).toBe(401);
    expect((await app.request('GET', '/api/admin/audit-events', { token: player })).status).toBe(
      403,
    );
  });

  it('lists events newest first with the actor, before and after', async () => {
    const res = await app.request('GET', '/api/admin/audit-events', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect(res.body[1]).toEqual({
      id: expect.any(Number),
      actor: { id: admin.user.id, teamName: admin.user.teamName },
      action: 'update',
      resource: 'news',
      resourceId: '1',
      before: { title: 'A' },
      after: { title: 'B' },
      createdAt: expect.any(String),
    });
    expect(res.headers.get('content-range')).toBe('audit-events 0-2/3');
  });

  it('filters by resource, resourceId, action and actorId, and pages', async () => {
    const get = async (filter: object, range = '[0,9]') =>
      (
        await app.request(
          'GET',
          `/api/admin/audit-events?range=${range}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
          { token: admin.token },
        )
      ).body;
    expect(await get({ resource: 'news' })).toHaveLength(2);
    expect(await get({ resource: 'trophies', resourceId: '7' })).toHaveLength(1);
    expect(await get({ action: 'create' })).toHaveLength(1);
    expect(await get({ actorId: admin.user.id })).toHaveLength(3);
    expect(await get({ actorId: 999999 })).toHaveLength(0);
    expect(await get({}, '[1,1]')).toHaveLength(1);
  });

  it('shows a null actor once the actor is deleted', async () => {
    const other = await signedIn(app, { role: 'admin' });
    await recordAudit(app.knex, {
      actorId: other.user.id,
      action: 'send',
      resource: 'newsletter-sends',
      resourceId: 3,
    });
    await app.knex('users').where({ id: other.user.id }).delete();
    const res = await app.request(
      'GET',
      `/api/admin/audit-events?filter=${encodeURIComponent('{"resource":"newsletter-sends"}')}`,
      { token: admin.token },
    );
    expect(res.body[0].actor).toBeNull();
  });
});
