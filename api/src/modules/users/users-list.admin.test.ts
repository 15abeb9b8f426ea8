import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createTeam,
  createUser,
  signedIn,
  simpleRestQuery,
} from '../../../test/factories';

let app: TestApp;
let admin: string;
const u: Record<string, { id: number }> = {};
beforeAll(async () => {
  app = await startTestApp();
  admin = (
    await signedIn(app, {
      role: 'admin',
      teamName: 'zz Admin',
      firstName: 'Zed',
      lastName: 'Zulu',
      email: 'zadmin@example.com',
    })
  ).token;
  const arsenal = await createTeam(app.knex, { name: 'Arsenal', logoUrl: '/uploads/ars.png' });
  const brighton = await createTeam(app.knex, { name: 'Brighton' });
  u.ann = await createUser(app.knex, {
    teamName: 'Alpha Lions',
    firstName: 'Ann',
    lastName: 'Smith',
    email: 'ann@example.com',
    favouriteTeamId: brighton.id,
  });
  u.bob = await createUser(app.knex, {
    teamName: 'Bravo Bears',
    firstName: 'Bob',
    lastName: 'Jones',
    email: 'bob@example.org',
    favouriteTeamId: arsenal.id,
    role: 'admin',
  });
  u.cat = await createUser(app.knex, {
    teamName: 'Charlie Cats',
    firstName: 'Cat',
    lastName: 'Adams',
    email: 'cat@example.com',
    isActive: false,
  });
  await app
    .knex('users')
    .where({ id: u.ann.id })
    .update({
      lastLogin: new Date('2030-01-02T00:00:00Z'),
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
  await app
    .knex('users')
    .where({ id: u.bob.id })
    .update({
      lastLogin: new Date('2030-01-01T00:00:00Z'),
      createdAt: new Date('2020-01-02T00:00:00Z'),
    });
  await app
    .knex('users')
    .where({ id: u.cat.id })
    .update({ createdAt: new Date('2020-01-03T00:00:00Z') });
  // Predictions: Cat 3, Ann 1, Bob 0.
  for (let i = 0; i < 3; i++) {
    const match = await createMatch(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: u.cat.id, matchId: match.id, homeGoals: 1, awayGoals: 1 });
    if (i === 0)
      await app
        .knex('predictions')
        .insert({ userId: u.ann.id, matchId: match.id, homeGoals: 0, awayGoals: 1 });
  }
}, 30_000);
afterAll(() => app?.close());

const q = simpleRestQuery;
const list = (params: Record<string, unknown>) =>
  app.request('GET', `/api/admin/users${q(params)}`, { token: admin });
const three = (body: { id: number }[]) =>
  body.map((r) => r.id).filter((id) => [u.ann.id, u.bob.id, u.cat.id].includes(id));

describe('GET /api/admin/users', () => {
  it('answers the spec fields, newest joined first by default, with Content-Range', async () => {
    const res = await app.request('GET', '/api/admin/users', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('users 0-3/4');
    expect(three(res.body)).toEqual([u.cat.id, u.bob.id, u.ann.id]);
    expect(res.body.find((r: { id: number }) => r.id === u.bob.id)).toEqual({
      id: u.bob.id,
      email: 'bob@example.org',
      teamName: 'Bravo Bears',
      firstName: 'Bob',
      lastName: 'Jones',
      role: 'admin',
      isActive: true,
      isEmailVerified: false,
      favouriteTeam: { name: 'Arsenal', logoUrl: '/uploads/ars.png' },
      _count: { predictions: 0 },
      lastLogin: '2030-01-01T00:00:00.000Z',
      createdAt: '2020-01-02T00:00:00.000Z',
    });
    expect(res.body.find((r: { id: number }) => r.id === u.cat.id)).toMatchObject({
      favouriteTeam: null,
      _count: { predictions: 3 },
      lastLogin: null,
    });
  });

  it('sorts by predictions count both ways', async () => {
    expect(three((await list({ sort: ['predictions', 'DESC'], range: [0, 9] })).body)).toEqual([
      u.cat.id,
      u.ann.id,
      u.bob.id,
    ]);
    expect(three((await list({ sort: ['predictions', 'ASC'], range: [0, 9] })).body)).toEqual([
      u.bob.id,
      u.ann.id,
      u.cat.id,
    ]);
  });

  it('sorts by name (last, first), team name, favourite team (unset last) and last login (unset last)', async () => {
    expect(three((await list({ sort: ['name', 'ASC'], range: [0, 9] })).body)).toEqual([
      u.cat.id,
      u.bob.id,
      u.ann.id,
    ]);
    expect(three((await list({ sort: ['teamName', 'DESC'], range: [0, 9] })).body)).toEqual([
      u.cat.id,
      u.bob.id,
      u.ann.id,
    ]);
    expect(three((await list({ sort: ['favouriteTeam', 'ASC'], range: [0, 9] })).body)).toEqual([
      u.bob.id,
      u.ann.id,
      u.cat.id,
    ]);
    expect(three((await list({ sort: ['lastLogin', 'DESC'], range: [0, 9] })).body)).toEqual([
      u.ann.id,
      u.bob.id,
      u.cat.id,
    ]);
  });

  it('pages with range and reports the filtered total', async () => {
    const res = await list({ sort: ['createdAt', 'ASC'], range: [1, 2], filter: {} });
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([u.bob.id, u.cat.id]);
    expect(res.headers.get('content-range')).toBe('users 1-2/4');
  });

  it('searches e-mail, team name and full name with q, case-insensitively', async () => {
    expect(three((await list({ sort: ['id', 'ASC'], filter: { q: 'EXAMPLE.ORG' } })).body)).toEqual(
      [u.bob.id],
    );
    expect(three((await list({ sort: ['id', 'ASC'], filter: { q: 'charlie' } })).body)).toEqual([
      u.cat.id,
    ]);
    const full = await list({ sort: ['id', 'ASC'], filter: { q: 'ann smith' } });
    expect(full.body.map((r: { id: number }) => r.id)).toEqual([u.ann.id]);
    expect(full.headers.get('content-range')).toBe('users 0-0/1');
  });

  it('filters by role and by status or isActive', async () => {
    expect(three((await list({ sort: ['id', 'ASC'], filter: { role: 'admin' } })).body)).toEqual([
      u.bob.id,
    ]);
    expect(
      (await list({ sort: ['id', 'ASC'], filter: { status: 'inactive' } })).body.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([u.cat.id]);
    expect(
      (await list({ sort: ['id', 'ASC'], filter: { isActive: false } })).body.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([u.cat.id]);
    expect(
      (await list({ sort: ['id', 'ASC'], filter: { status: 'active', role: 'user' } })).body.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([u.ann.id]);
    expect((await list({ filter: { role: 'owner' } })).status).toBe(400);
    expect((await list({ filter: { status: 'gone' } })).status).toBe(400);
  });

  it('answers getMany and getOne, and refuses an unknown sort field', async () => {
    expect(
      (await list({ filter: { id: [u.ann.id, u.cat.id] } })).body
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([u.ann.id, u.cat.id].sort());
    expect(
      (await app.request('GET', `/api/admin/users/${u.ann.id}`, { token: admin })).body,
    ).toMatchObject({ id: u.ann.id, _count: { predictions: 1 } });
    expect((await app.request('GET', '/api/admin/users/999999', { token: admin })).status).toBe(
      404,
    );
    expect((await list({ sort: ['passwordHash', 'ASC'] })).status).toBe(400);
  });
});

describe('GET /api/users/search', () => {
  it('finds at most 10 users by team name or e-mail and answers only id, teamName and email', async () => {
    for (let i = 0; i < 12; i++)
      await createUser(app.knex, { teamName: `Searchable ${String(i).padStart(2, '0')}` });
    const byEmail = await createUser(app.knex, {
      email: 'findme-by-mail@example.com',
      teamName: 'Hidden Name',
    });
    const res = await app.request('GET', '/api/users/search?q=%20searchable%20', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      teamName: 'Searchable 00',
      email: expect.stringContaining('@'),
    });
    expect(
      (await app.request('GET', '/api/users/search?q=findme-by', { token: admin })).body,
    ).toEqual([{ id: byEmail.id, teamName: 'Hidden Name', email: 'findme-by-mail@example.com' }]);
  });

  it('requires at least 2 characters after trimming', async () => {
    for (const q of ['', 'a', '%20a%20']) {
      const res = await app.request('GET', `/api/users/search?q=${q}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Search text must be at least 2 characters');
    }
  });
});

describe('GET /api/admin/users at scale (migration 20261123000700)', () => {
  it('pages the favourite-team sort team by team exactly as the whole sort, both ways and filtered', async () => {
    for (const filter of [{}, { status: 'active' }, { q: 'example' }])
      for (const dir of ['ASC', 'DESC']) {
        const whole = await list({ sort: ['favouriteTeam', dir], range: [0, 99], filter });
        const total = Number(whole.headers.get('content-range')!.split('/')[1]);
        const paged: number[] = [];
        for (let start = 0; start < total; start += 2) {
          const page = await list({
            sort: ['favouriteTeam', dir],
            range: [start, start + 1],
            filter,
          });
          expect(page.headers.get('content-range')).toMatch(new RegExp(`/${total}$`));
          paged.push(...page.body.map((r: { id: number }) => r.id));
        }
        expect(paged).toEqual(whole.body.map((r: { id: number }) => r.id));
      }
  });

  it('keeps each prediction count equal to the predictions rows through inserts, a moved prediction and deletes', async () => {
    const [m1, m2] = [await createMatch(app.knex), await createMatch(app.knex)];
    await app.knex('predictions').insert([
      { userId: u.bob.id, matchId: m1.id, homeGoals: 1, awayGoals: 0 },
      { userId: u.bob.id, matchId: m2.id, homeGoals: 2, awayGoals: 0 },
      { userId: u.ann.id, matchId: m2.id, homeGoals: 0, awayGoals: 0 },
    ]);
    await app
      .knex('predictions')
      .where({ userId: u.bob.id, matchId: m1.id })
      .update({ userId: u.cat.id });
    await app.knex('matches').where({ id: m2.id }).delete();
    const res = await list({ range: [0, 99] });
    const counts = await app
      .knex('predictions')
      .select('userId')
      .count({ n: '*' })
      .groupBy('userId');
    const expected = new Map(
      (counts as { userId: number; n: string }[]).map((c) => [c.userId, Number(c.n)]),
    );
    for (const row of res.body as { id: number; _count: { predictions: number } }[])
      expect(row._count.predictions).toBe(expected.get(row.id) ?? 0);
    expect(expected.get(u.cat.id)).toBe(4);
  });
  it('keeps the counts right through single and batch saves, a deleted match and a deleted player, and sorts by them with role and status filters as they change', async () => {
    const matches = [];
    for (let i = 0; i < 4; i++) matches.push(await createMatch(app.knex));
    const p1 = await signedIn(app, { teamName: 'Counted One' });
    const p2 = await signedIn(app, { teamName: 'Counted Two' });
    const save = (token: string, match: number, homeGoals = 1) =>
      app.request('POST', '/api/predictions', {
        token,
        body: { match, homeGoals, awayGoals: 0, isBanker: false },
      });
    const batch = (token: string, ids: number[]) =>
      app.request('POST', '/api/predictions/batch', {
        token,
        body: {
          predictions: ids.map((match) => ({ match, homeGoals: 2, awayGoals: 2, isBanker: false })),
        },
      });
    expect((await save(p1.token, matches[0].id)).status).toBe(201);
    expect((await save(p1.token, matches[1].id)).status).toBe(201);
    expect((await save(p1.token, matches[1].id)).status).toBe(409); // no second count
    // A batch updating one saved prediction and creating two counts two.
    expect((await batch(p1.token, [matches[1].id, matches[2].id, matches[3].id])).status).toBe(200);
    expect((await batch(p2.token, [matches[0].id, matches[3].id])).status).toBe(200);

    const counted = async () => {
      const rows = (await list({ range: [0, 99] })).body as {
        id: number;
        _count: { predictions: number };
      }[];
      const actual = (await app
        .knex('predictions')
        .select('userId')
        .count({ n: '*' })
        .groupBy('userId')) as { userId: number; n: string }[];
      const expected = new Map(actual.map((c) => [c.userId, Number(c.n)]));
      for (const row of rows) expect(row._count.predictions).toBe(expected.get(row.id) ?? 0);
      // One count row per player, none left over.
      const [users, counts] = await Promise.all(
        ['users', 'userPredictionCounts'].map(async (table) =>
          Number((await app.knex(table).count({ n: '*' }).first())!.n),
        ),
      );
      expect(counts).toBe(users);
      return new Map(rows.map((r) => [r.id, r._count.predictions]));
    };
    let counts = await counted();
    expect([counts.get(p1.user.id), counts.get(p2.user.id)]).toEqual([4, 2]);
    await app.knex('matches').where({ id: matches[3].id }).delete();
    counts = await counted();
    expect([counts.get(p1.user.id), counts.get(p2.user.id)]).toEqual([3, 1]);

    // The predictions sort, page by page and filtered, follows the counts, ties by id.
    const sorted = async (filter: Record<string, unknown>, dir: 'ASC' | 'DESC') => {
      const ids: number[] = [];
      for (let start = 0; ; start += 2) {
        const page = await list({ sort: ['predictions', dir], range: [start, start + 1], filter });
        ids.push(...page.body.map((r: { id: number }) => r.id));
        if (page.body.length < 2) return ids;
      }
    };
    const expectSorted = async (filter: Record<string, unknown>, keep: (id: number) => boolean) => {
      const ids = [...counts.keys()].filter(keep);
      const asc = ids.sort((a, b) => counts.get(a)! - counts.get(b)! || a - b);
      expect(await sorted(filter, 'ASC')).toEqual(asc);
      expect(await sorted(filter, 'DESC')).toEqual([...asc].reverse());
    };
    const users = new Map(
      (
        (await app.knex('users').select('id', 'role', 'isActive')) as {
          id: number;
          role: string;
          isActive: boolean;
        }[]
      ).map((r) => [r.id, r]),
    );
    await expectSorted({}, () => true);
    await expectSorted({ q: 'counted' }, (id) => id === p1.user.id || id === p2.user.id);
    // Staff deactivate Counted Two and make Counted One an admin: the filtered sorts follow.
    expect(
      (await app.request('PUT', `/api/admin/users/${p2.user.id}/toggle-status`, { token: admin }))
        .status,
    ).toBe(200);
    expect(
      (
        await app.request('PUT', `/api/admin/users/${p1.user.id}/role`, {
          token: admin,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
    users.get(p2.user.id)!.isActive = false;
    users.get(p1.user.id)!.role = 'admin';
    await expectSorted({ status: 'active' }, (id) => users.get(id)!.isActive);
    await expectSorted({ status: 'inactive' }, (id) => !users.get(id)!.isActive);
    await expectSorted({ role: 'admin' }, (id) => users.get(id)!.role === 'admin');
    await expectSorted({ role: 'user', isActive: 'true' }, (id) => {
      const user = users.get(id)!;
      return user.role === 'user' && user.isActive;
    });
    expect(await sorted({ status: 'inactive' }, 'DESC')).toContain(p2.user.id);

    // A deleted player takes their count row with them (and their predictions' counts).
    await app.knex('users').where({ id: p2.user.id }).delete();
    counts = await counted();
    expect(counts.has(p2.user.id)).toBe(false);
    expect(counts.get(p1.user.id)).toBe(3);
  });
});
