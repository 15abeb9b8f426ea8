import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn } from '../../../test/factories';
import { auditOf, duringRowChange } from '../../../test/row-lock';
import { createTrophy } from '../../../test/trophy-helpers';

let app: TestApp;
let admin: { token: string; user: { id: number } };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
}, 30_000);
afterAll(() => app?.close());

describe('awards', () => {
  it('awards an active trophy to users, counted in _count.awards and audited', async () => {
    const trophy = (await createTrophy(app, admin.token, { name: 'Awarded' })).body;
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
    const inactive = (await createTrophy(app, admin.token, { isActive: false })).body;
    const user = await createUser(app.knex);
    const a = await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: inactive.id, userIds: [user.id] },
    });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('Only active trophies can be awarded');
    const active = (await createTrophy(app, admin.token)).body;
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
    const trophy = (await createTrophy(app, admin.token, { name: 'Everyone' })).body;
    const res = await app.request('POST', '/api/trophies/admin/award-all', {
      token: admin.token,
      body: { trophyId: trophy.id, reason: 'Thanks' },
    });
    const active = Number(
      (await app.knex('users').where({ isActive: true }).count({ n: '*' }).first())!.n,
    );
    expect(res.body).toEqual({ awarded: active, skipped: 0 });
    const rows = await app.knex('trophyAwards').where({ trophyId: trophy.id });
    expect(rows).toHaveLength(active);
    expect(rows.every((r) => r.reason === 'Thanks')).toBe(true);
  });

  it('lists awards with pagination and a trophy filter, and speaks simple-REST', async () => {
    const trophy = (await createTrophy(app, admin.token, { name: 'Paged' })).body;
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
    const trophy = (await createTrophy(app, admin.token)).body;
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

  it('locks the award before reading it: a removal answers and audits it as last committed', async () => {
    const trophy = (await createTrophy(app, admin.token)).body;
    const user = await createUser(app.knex);
    await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: { trophyId: trophy.id, userIds: [user.id], reason: 'Before the lock' },
    });
    const awardRow = await app.knex('trophyAwards').where({ trophyId: trophy.id }).first();
    const res = await duringRowChange(
      app,
      'trophyAwards',
      awardRow.id,
      { reason: 'Changed meanwhile' },
      () =>
        app.request('DELETE', `/api/trophies/admin/award/${awardRow.id}`, { token: admin.token }),
    );
    expect(res.status).toBe(200);
    expect(res.body.reason).toBe('Changed meanwhile');
    expect((await auditOf(app, 'awards', awardRow.id, 'delete')).before.reason).toBe(
      'Changed meanwhile',
    );
  });
});
