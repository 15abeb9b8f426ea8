import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import { recordAudit } from '../../lib/audit';

let app: TestApp;
let admin: { token: string; user: { id: number; teamName: string; email: string } };
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
      actor: { id: admin.user.id, teamName: admin.user.teamName, email: admin.user.email },
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

  it('filters by UTC day, since and until both inclusive, and refuses a malformed day', async () => {
    const old = await app
      .knex('audit_events')
      .insert({
        actorId: admin.user.id,
        action: 'update',
        resource: 'teams',
        resourceId: '9',
        createdAt: new Date('2020-03-10T23:59:59Z'),
      })
      .returning('id');
    const list = async (filter: object) =>
      app.request(
        'GET',
        `/api/admin/audit-events?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        { token: admin.token },
      );
    const ids = async (filter: object) =>
      ((await list(filter)).body as { id: number }[]).map((e) => e.id);
    const oldId = (old[0] as { id: number }).id;
    expect(await ids({ since: '2020-03-10', until: '2020-03-10' })).toEqual([oldId]);
    expect(await ids({ until: '2020-03-09' })).toEqual([]);
    expect(await ids({ since: '2020-03-11', resource: 'teams' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ since: today })).toHaveLength(3);
    expect((await list({ since: '10/03/2020' })).status).toBe(400);
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
