import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { apiRoutes } from '../authz-routes';
import { isAdminPath } from '../authz/expect';
import { createWorld, type World } from '../authz/world';

let app: TestApp;
let w: World;
beforeAll(async () => {
  app = await startTestApp();
  w = await createWorld(app);
});
afterAll(async () => {
  await app?.close();
});

async function send(method: string, path: string, body?: string, contentType = 'application/json') {
  const response = await fetch(app.url + path, {
    method,
    headers: { authorization: `Bearer ${w.users.siteAdmin.token}`, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** Inputs the fuzz tests once turned into 500s; each must stay a 4xx with a message. */
describe('fuzz regressions', () => {
  it('an id beyond a 32-bit integer in a JSON body is a 400, not a database error', async () => {
    const tooBig = 2 ** 31;
    for (const [method, path, body] of [
      ['POST', '/api/predictions', { match: tooBig, homeGoals: 1, awayGoals: 0 }],
      [
        'POST',
        '/api/trophies/admin/award',
        { trophyId: tooBig, userIds: [w.users.player.id], reason: 'x' },
      ],
      [
        'POST',
        '/api/trophies/admin/award',
        { trophyId: w.trophy.id, userIds: [tooBig], reason: 'x' },
      ],
      ['PUT', '/api/users/favourite-team', { favouriteTeamId: tooBig }],
    ] as const) {
      const response = await send(method, path, JSON.stringify(body));
      expect([response.status, typeof response.body.message], `${method} ${path}`).toEqual([
        400,
        'string',
      ]);
    }
  });

  it('an id sent as an object whose toString is not a function is a 400, not a TypeError', async () => {
    const body = { name: 'Week 1', seasonId: { toString: [true], ref: [null] } };
    const response = await send('POST', '/api/admin/matchgroups', JSON.stringify(body));
    expect([response.status, response.body.message]).toEqual([400, 'Invalid seasonId']);
  });

  it('a text/plain body on PUT /api/users/profile is a 400 with field messages', async () => {
    const response = await send('PUT', '/api/users/profile', '\u0000', 'text/plain');
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('email');
  });
});

/** Property names that Object.prototype already has, or that a plain object treats specially. */
const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

/**
 * Every admin list speaking simple-REST: the GET routes without path parameters on admin paths that
 * answer a `range` with Content-Range. Found from the routers, so a new list is covered at once.
 */
let found: string[] | undefined;
async function adminLists(): Promise<string[]> {
  if (found) return found;
  const lists: string[] = [];
  for (const route of apiRoutes()) {
    if (route.method !== 'GET' || route.path.includes(':') || !isAdminPath(route.path)) continue;
    const response = await fetch(`${app.url}${route.path}?range=${encodeURIComponent('[0,0]')}`, {
      headers: { authorization: `Bearer ${w.users.siteAdmin.token}` },
    });
    await response.arrayBuffer();
    if (response.headers.get('content-range')) lists.push(route.path);
  }
  found = lists;
  return lists;
}

describe('prototype keys in simple-REST parameters', () => {
  it('finds the admin lists', async () => {
    expect(await adminLists()).toEqual(
      expect.arrayContaining([
        '/api/admin/competitions',
        '/api/admin/teams',
        '/api/admin/seasons',
        '/api/admin/matchgroups',
        '/api/admin/match-groups',
        '/api/admin/audit-events',
        '/api/admin/users',
        '/api/admin/matches',
        '/api/news/admin/all',
        '/api/trophies/admin/all',
        '/api/trophies/admin/awards',
      ]),
    );
  });

  it('a prototype key as sort field is a 400 on every admin list', async () => {
    for (const path of await adminLists()) {
      for (const key of PROTOTYPE_KEYS) {
        const query = new URLSearchParams({ sort: JSON.stringify([key, 'ASC']), range: '[0,9]' });
        const response = await send('GET', `${path}?${query}`);
        expect([response.status, response.body.message], `${path} sort ${key}`).toEqual([
          400,
          `Cannot sort by ${key}`,
        ]);
      }
    }
  });

  it('a prototype key as filter key is never a 5xx on any admin list', async () => {
    for (const path of await adminLists()) {
      for (const key of PROTOTYPE_KEYS) {
        for (const value of ['x', 1, { id: [1], q: 'x', isActive: 'x' }]) {
          // Written by hand: JSON.stringify of an object literal cannot carry a __proto__ key.
          const filter = `{${JSON.stringify(key)}:${JSON.stringify(value)}}`;
          const query = new URLSearchParams({ filter, range: '[0,9]' });
          const response = await send('GET', `${path}?${query}`);
          expect(response.status, `${path} filter ${filter}`).toBeLessThan(500);
          if (response.status >= 400)
            expect(typeof response.body.message, `${path} filter ${filter}`).toBe('string');
        }
      }
    }
  });
});
