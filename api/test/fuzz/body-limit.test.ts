import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, fillPath, pathParams } from '../authz-routes';
import { startTestApp, type TestApp } from '../harness';
import { SKIPPED } from './support';

let app: TestApp;
// A small limit from the config (BODY_LIMIT) keeps the oversized bodies cheap.
beforeAll(async () => {
  app = await startTestApp({ bodyLimit: '8kb' });
});
afterAll(async () => {
  await app?.close();
});

const writeRoutes = () =>
  apiRoutes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !SKIPPED[r.key]);

describe('oversized bodies', () => {
  it('every JSON write route refuses a body over the configured limit with 413 {message}, before authentication', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(9 * 1024) });
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      const path = fillPath(
        route.path,
        Object.fromEntries(pathParams(route.path).map((p) => [p, 1])),
      );
      for (const token of [undefined, 'not-a-token']) {
        const response = await app.request(route.method, path, { body: big, token });
        if (response.status !== 413 || typeof response.body?.message !== 'string')
          wrong.push(`${route.key} ${token ?? 'anonymous'}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(writeRoutes().length).toBeGreaterThan(40);
  });

  it('a body just under the limit is parsed (the limit is the configured one, not a smaller default)', async () => {
    const response = await app.request('POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(7 * 1024) }),
    });
    expect(response.status).toBe(400);
  });
});
