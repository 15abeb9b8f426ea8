import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  signedIn,
  simpleRestQuery,
} from '../../../test/factories';

let app: TestApp;
let admin: string;
let adminId: number;
let player: string;
let seasonId: number;
beforeAll(async () => {
  app = await startTestApp();
  const a = await signedIn(app, { role: 'admin' });
  admin = a.token;
  adminId = a.user.id;
  player = (await signedIn(app)).token;
  seasonId = (await createSeason(app.knex, { name: 'Groups Season' })).id;
}, 30_000);
afterAll(() => app?.close());

const q = simpleRestQuery;
const routes = [
  ['GET', '/admin/matchgroups'],
  ['GET', '/admin/match-groups'],
  ['GET', '/admin/match-groups/1'],
  ['POST', '/admin/seasons/1/match-groups'],
  ['POST', '/admin/match-groups'],
  ['PUT', '/admin/match-groups/1'],
  ['DELETE', '/admin/match-groups/1'],
];

describe('guards', () => {
  it('answers 401 to an anonymous caller on every match-group route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api${path}`, {
            body: method === 'GET' ? undefined : { name: 'X' },
          })
        ).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
  it('answers 403 to a player on every match-group route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api${path}`, {
            token: player,
            body: method === 'GET' ? undefined : { name: 'X' },
          })
        ).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('POST /api/admin/seasons/{seasonId}/match-groups', () => {
  it('creates an active group in the season and audits it', async () => {
    const res = await app.request('POST', `/api/admin/seasons/${seasonId}/match-groups`, {
      token: admin,
      body: { name: ' Matchweek 1 ', description: 'Opening', matchWeek: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Matchweek 1',
      description: 'Opening',
      matchWeek: 1,
      isActive: true,
      seasonId,
      season: { id: seasonId, name: 'Groups Season' },
      matchCount: 0,
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'matchgroups', resourceId: String(res.body.id), action: 'create' })
      .first();
    expect(audit.actorId).toBe(adminId);
  });

  it('accepts a group without match week or description', async () => {
    const res = await app.request('POST', `/api/admin/seasons/${seasonId}/match-groups`, {
      token: admin,
      body: { name: 'Cup round' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ matchWeek: null, description: null });
  });

  it('validates name (required, ≤100), description (≤500) and match week (≥1)', async () => {
    const path = `/api/admin/seasons/${seasonId}/match-groups`;
    expect(
      (await app.request('POST', path, { token: admin, body: { name: '' } })).body.errors,
    ).toEqual({ name: 'Name is required' });
    expect(
      (await app.request('POST', path, { token: admin, body: { name: 'x'.repeat(101) } })).body
        .errors,
    ).toEqual({ name: 'Name must be at most 100 characters' });
    expect(
      (
        await app.request('POST', path, {
          token: admin,
          body: { name: 'a', description: 'x'.repeat(501) },
        })
      ).body.errors,
    ).toEqual({ description: 'Description must be at most 500 characters' });
    for (const matchWeek of [0, 1.5, 'two']) {
      const res = await app.request('POST', path, { token: admin, body: { name: 'a', matchWeek } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ matchWeek: 'Match week must be at least 1' });
    }
  });

  it('answers 404 for an unknown season', async () => {
    const res = await app.request('POST', '/api/admin/seasons/999999/match-groups', {
      token: admin,
      body: { name: 'X' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Season not found');
  });

  it('also creates through POST /admin/match-groups with seasonId, which is required there', async () => {
    const ok = await app.request('POST', '/api/admin/match-groups', {
      token: admin,
      body: { seasonId, name: 'RA create', matchWeek: 30 },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ seasonId, matchWeek: 30 });
    const missing = await app.request('POST', '/api/admin/match-groups', {
      token: admin,
      body: { name: 'No season' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ seasonId: 'Season is required' });
  });
});

describe('PUT /api/admin/match-groups/{id}', () => {
  it('updates name, description, match week and active flag; audited before/after', async () => {
    const group = await createMatchGroup(app.knex, seasonId, { matchWeek: 40, name: 'Old' });
    const res = await app.request('PUT', `/api/admin/match-groups/${group.id}`, {
      token: admin,
      body: { name: 'New', description: 'd', matchWeek: 41, isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: group.id,
      name: 'New',
      description: 'd',
      matchWeek: 41,
      isActive: false,
      seasonId,
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'matchgroups', resourceId: String(group.id), action: 'update' })
      .first();
    expect([audit.before.matchWeek, audit.after.matchWeek]).toEqual([40, 41]);
  });

  it('clears the match week with null and validates like create', async () => {
    const group = await createMatchGroup(app.knex, seasonId, { matchWeek: 42 });
    expect(
      (
        await app.request('PUT', `/api/admin/match-groups/${group.id}`, {
          token: admin,
          body: { name: 'n', matchWeek: null },
        })
      ).body.matchWeek,
    ).toBeNull();
    expect(
      (
        await app.request('PUT', `/api/admin/match-groups/${group.id}`, {
          token: admin,
          body: { name: 'n', isActive: 'no' },
        })
      ).status,
    ).toBe(400);
  });

  it('answers 404 for an unknown group', async () => {
    expect(
      (
        await app.request('PUT', '/api/admin/match-groups/999999', {
          token: admin,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/match-groups/{id}', () => {
  it('deletes an empty group, answers it and audits it', async () => {
    const group = await createMatchGroup(app.knex, seasonId, { matchWeek: 50 });
    const res = await app.request('DELETE', `/api/admin/match-groups/${group.id}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: group.id });
    expect(await app.knex('match_groups').where({ id: group.id }).first()).toBeUndefined();
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'matchgroups', resourceId: String(group.id), action: 'delete' })
        .first(),
    ).toBeDefined();
  });

  it('refuses (409) while the group holds matches, which keep their group', async () => {
    const match = await createMatch(app.knex);
    const res = await app.request('DELETE', `/api/admin/match-groups/${match.matchGroupId}`, {
      token: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Cannot delete a match group that has matches. Move its matches to another group first.',
    );
    expect((await app.knex('matches').where({ id: match.id }).first()).matchGroupId).toBe(
      match.matchGroupId,
    );
  });
});

describe('GET /api/admin/matchgroups', () => {
  let listSeason: number;
  let ids: number[];
  beforeAll(async () => {
    listSeason = (await createSeason(app.knex)).id;
    const g3 = await createMatchGroup(app.knex, listSeason, { matchWeek: 3, name: 'Week 3' });
    const gNone = await createMatchGroup(app.knex, listSeason, {
      matchWeek: null,
      name: 'Playoffs',
      isActive: false,
    });
    const g1 = await createMatchGroup(app.knex, listSeason, { matchWeek: 1, name: 'Week 1' });
    await createMatch(app.knex, { seasonId: listSeason, matchGroupId: g1.id });
    await createMatch(app.knex, { seasonId: listSeason, matchGroupId: g1.id });
    ids = [g1.id, g3.id, gNone.id];
  });

  it("answers the season's groups plainly by match week, unset last, with match counts", async () => {
    const res = await app.request('GET', `/api/admin/matchgroups?season=${listSeason}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((g: { id: number }) => g.id)).toEqual(ids);
    expect(res.body[0]).toMatchObject({
      name: 'Week 1',
      matchCount: 2,
      season: { id: listSeason },
    });
    expect(res.headers.get('content-range')).toBe('matchgroups 0-2/3');
  });

  it('answers 400 for a malformed season', async () => {
    expect(
      (await app.request('GET', '/api/admin/matchgroups?season=abc', { token: admin })).status,
    ).toBe(400);
  });

  it('filters by seasonId and isActive, sorts and pages in the simple-REST protocol (both resource names)', async () => {
    const res = await app.request(
      'GET',
      `/api/admin/matchgroups${q({ sort: ['name', 'DESC'], range: [0, 1], filter: { seasonId: listSeason } })}`,
      { token: admin },
    );
    expect(res.body.map((g: { name: string }) => g.name)).toEqual(['Week 3', 'Week 1']);
    expect(res.headers.get('content-range')).toBe('matchgroups 0-1/3');
    const inactive = await app.request(
      'GET',
      `/api/admin/match-groups${q({ sort: ['id', 'ASC'], range: [0, 9], filter: { seasonId: listSeason, isActive: false } })}`,
      { token: admin },
    );
    expect(inactive.body.map((g: { name: string }) => g.name)).toEqual(['Playoffs']);
    expect(inactive.headers.get('content-range')).toBe('match-groups 0-0/1');
  });

  it('answers getMany and getOne', async () => {
    const many = await app.request(
      'GET',
      `/api/admin/matchgroups${q({ filter: { id: ids.slice(0, 2) } })}`,
      { token: admin },
    );
    expect(many.body.map((g: { id: number }) => g.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(
      (await app.request('GET', `/api/admin/match-groups/${ids[0]}`, { token: admin })).body,
    ).toMatchObject({ id: ids[0], matchCount: 2 });
  });
});
