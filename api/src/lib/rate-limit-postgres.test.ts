import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createUser } from '../../test/factories';
import { createAuthLimits } from './rate-limit';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimit: { store: 'postgres', perIp: 100, perAccount: 2 } });
});
afterAll(() => app?.close());

describe('rate limits kept in PostgreSQL', () => {
  it('counts failed logins in the shared table, so every instance sees the same lock', async () => {
    const user = await createUser(app.knex);
    const login = () =>
      app.request('POST', '/api/auth/login', {
        body: { email: user.email, password: 'wrong-pass' },
      });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);

    const rows = await app.knex('rate_limits').where('key', 'like', `auth_account:login:%`);
    expect(rows.length).toBe(1);
    // A second instance (its own limiter objects) reads the same counter.
    const otherInstance = createAuthLimits(app.config, app.knex);
    const seen = await otherInstance.perAccount.get(`login:${user.email.toLowerCase()}`);
    expect(seen?.consumedPoints).toBeGreaterThanOrEqual(2);
  });
});
