import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, fillPath, pathParams } from '../authz-routes';
import { startTestApp, type TestApp } from '../harness';
import { APP_LEVEL_ROUTES, isAdminPath, statusMatches } from './expect';
import { matrix } from './matrix';
import { createWorld, ROLES, type World } from './world';

let app: TestApp;
let w: World;

beforeAll(async () => {
  // Generous auth rate limits: the matrix logs in, registers and asks for resets from one address.
  app = await startTestApp({ rateLimit: { store: 'memory', perIp: 100_000, perAccount: 100_000 } });
  w = await createWorld(app);
});
afterAll(async () => {
  await app?.close();
});

const keyOf = (row: { method: string; path: string }) => `${row.method} ${row.path}`;

describe('authorization matrix: the table', () => {
  it('has a row for every route of the routers, and no row for a route that does not exist', () => {
    const routes = new Set<string>([...apiRoutes().map((r) => r.key), ...APP_LEVEL_ROUTES]);
    const rows = new Set(matrix.map(keyOf));
    const missing = [...routes].filter((key) => !rows.has(key));
    const stale = [...rows].filter((key) => !routes.has(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('has one row per route', () => {
    const keys = matrix.map(keyOf);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('authorization matrix: every route x role', () => {
  for (const row of matrix) {
    it(`${row.method} ${row.path}`, async () => {
      const wrong: string[] = [];
      for (const role of ROLES) {
        const call = (await row.call?.(w, role)) ?? {};
        expect(pathParams(row.path).sort()).toEqual(Object.keys(call.params ?? {}).sort());
        const url = fillPath(row.path, call.params) + (call.query ? `?${call.query}` : '');
        const response = await app.request(row.method, url, {
          token: 'token' in call ? call.token : w.tokenOf(role),
          body: call.body,
        });
        const expected = row.expect[role];
        if (!statusMatches(expected, response.status)) {
          wrong.push(
            `${role}: expected ${JSON.stringify(expected)}, got ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
          );
        }
        // Whatever the status, a non-admin answer carries no other user's e-mail (login answers the account logged into).
        if (role !== 'siteAdmin' && !isAdminPath(row.path) && row.path !== '/api/auth/login') {
          const text = JSON.stringify(response.body).toLowerCase();
          const others = Object.entries(w.users)
            .filter(([r]) => r !== role)
            .map(([, u]) => u.email.toLowerCase());
          expect(
            others.filter((email) => text.includes(email)),
            `${role} ${url}`,
          ).toEqual([]);
        }
        // No answer to anyone ever carries a password hash.
        expect(
          /\$argon2|passwordHash|password_hash|tokenHash/.test(JSON.stringify(response.body)),
          `${role} ${url}`,
        ).toBe(false);
        const isJson = response.headers.get('content-type')?.includes('application/json');
        if (response.status >= 400 && isJson)
          expect(typeof response.body?.message, `${role} ${url}`).toBe('string');
      }
      expect(wrong).toEqual([]);
    });
  }
});
