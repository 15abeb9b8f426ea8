import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createCompetition, signedIn, simpleRestQuery } from '../../../test/factories';

let app: TestApp;
let admin: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  for (const [name, tier, isActive] of [
    ['Premier League', 1, true],
    ['Championship', 2, true],
    ['FA Cup', null, true],
    ['Bundesliga', 1, false],
    ['League 50%_Off', 3, true],
  ] as const) {
    ids[name] = (await createCompetition(app.knex, { name, tier, isActive })).id;
  }
}, 30_000);
afterAll(() => app?.close());

const list = (query: string) =>
  app.request('GET', `/api/admin/competitions${query}`, { token: admin });
const q = simpleRestQuery;

describe('GET /api/admin/competitions called plainly', () => {
  it('answers every competition ordered by tier (unset last) then name, with Content-Range', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual([
      'Bundesliga',
      'Premier League',
      'Championship',
      'League 50%_Off',
      'FA Cup',
    ]);
    expect(res.body[0]).toEqual({
      id: ids.Bundesliga,
      name: 'Bundesliga',
      countryCode: 'EN',
      logoUrl: null,
      isActive: false,
      tier: 1,
      createdAt: expect.any(String),
    });
    expect(res.headers.get('content-range')).toBe('competitions 0-4/5');
  });
});

describe('GET /api/admin/competitions in the simple-REST protocol', () => {
  it('pages and sorts in SQL and sets Content-Range with the total', async () => {
    const res = await list(q({ sort: ['name', 'ASC'], range: [1, 2], filter: {} }));
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Championship', 'FA Cup']);
    expect(res.headers.get('content-range')).toBe('competitions 1-2/5');
    expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range');
  });

  it('sorts descending by another field', async () => {
    const res = await list(q({ sort: ['tier', 'DESC'], range: [0, 0] }));
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['FA Cup']);
  });

  it('answers an empty page past the end with the total', async () => {
    const res = await list(q({ sort: ['id', 'ASC'], range: [10, 19] }));
    expect(res.body).toEqual([]);
    expect(res.headers.get('content-range')).toBe('competitions 10-10/5');
  });

  it('searches names case-insensitively with q, treating % and _ literally', async () => {
    const res = await list(q({ sort: ['name', 'ASC'], range: [0, 24], filter: { q: 'LEAGUE' } }));
    expect(res.body.map((c: { name: string }) => c.name)).toEqual([
      'League 50%_Off',
      'Premier League',
    ]);
    expect(res.headers.get('content-range')).toBe('competitions 0-1/2');
    const literal = await list(q({ sort: ['name', 'ASC'], range: [0, 24], filter: { q: '%_' } }));
    expect(literal.body.map((c: { name: string }) => c.name)).toEqual(['League 50%_Off']);
  });

  it('filters by isActive', async () => {
    const inactive = await list(
      q({ sort: ['name', 'ASC'], range: [0, 24], filter: { isActive: false } }),
    );
    expect(inactive.body.map((c: { name: string }) => c.name)).toEqual(['Bundesliga']);
    const active = await list(
      q({ sort: ['name', 'ASC'], range: [0, 24], filter: { isActive: true } }),
    );
    expect(active.headers.get('content-range')).toBe('competitions 0-3/4');
  });

  it('answers getMany with filter {"id":[...]}', async () => {
    const res = await list(q({ filter: { id: [ids['FA Cup'], ids.Championship] } }));
    expect(res.body.map((c: { id: number }) => c.id).sort()).toEqual(
      [ids['FA Cup'], ids.Championship].sort(),
    );
    expect(res.headers.get('content-range')).toBe('competitions 0-1/2');
  });

  it('refuses an unknown sort field and malformed parameters with 400', async () => {
    expect((await list(q({ sort: ['password', 'ASC'] }))).body.message).toBe(
      'Cannot sort by password',
    );
    expect((await list('?range=[0')).status).toBe(400);
    expect((await list(q({ filter: { id: ['x'] } }))).body.message).toBe('Invalid id filter');
  });
});
