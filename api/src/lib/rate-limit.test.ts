import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createUser, TEST_PASSWORD } from '../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimit: { store: 'memory', perIp: 6, perAccount: 3 } });
});
afterAll(() => app?.close());

const login = (email: string, password: string) =>
  app.request('POST', '/api/auth/login', { body: { email, password } });

describe('rate limits on auth', () => {
  it('locks an account after repeated failed logins with 429 and Retry-After; a success clears the count', async () => {
    const user = await createUser(app.knex);
    expect((await login(user.email, 'wrong-1')).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong')).status).toBe(401);
    const blocked = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Too many attempts/);
  });

  it('limits calls per IP across accounts', async () => {
    // The first test used 6 login calls from this IP already: the next one is refused whatever the account.
    const other = await createUser(app.knex);
    const res = await login(other.email, TEST_PASSWORD);
    expect(res.status).toBe(429);
  });

  it('limits forgot-password per address, every call counting', async () => {
    const user = await createUser(app.knex);
    const forgot = () =>
      app.request('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    for (let i = 0; i < 3; i++) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);
  });
});

describe('security headers and observability', () => {
  it('sends a Content-Security-Policy, nosniff and a request id, and no CORS headers', async () => {
    const res = await app.request('GET', '/api/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves Prometheus metrics with request counts by route', async () => {
    await app.request('GET', '/api/health');
    const res = await app.request('GET', '/api/metrics');
    expect(res.status).toBe(200);
    expect(res.body).toContain('http_requests_total');
    expect(res.body).toMatch(/route="\/api\/health"/);
    expect(res.body).toContain('db_pool_connections');
  });

  it('counts the leaderboard tables the instance holds and those it is building', async () => {
    await app.request('GET', '/api/leaderboards?season=all&view=season');
    const res = await app.request('GET', '/api/metrics');
    const count = (state: string) =>
      Number(
        new RegExp(`^leaderboard_tables\\{state="${state}"\\} (\\d+)$`, 'm').exec(res.body)?.[1],
      );
    expect(count('held')).toBeGreaterThanOrEqual(1);
    expect(count('building')).toBe(0);
  });

  it('asks for METRICS_TOKEN when one is set', async () => {
    const guarded = await startTestApp({ metricsToken: 'metrics-token-0123456789' });
    try {
      expect((await guarded.request('GET', '/api/metrics')).status).toBe(401);
      expect(
        (await guarded.request('GET', '/api/metrics', { token: 'wrong-token-0123456789' })).status,
      ).toBe(401);
      expect(
        (await guarded.request('GET', '/api/metrics', { token: 'metrics-token-0123456789' }))
          .status,
      ).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('answers 405 with a message for a method a path does not have', async () => {
    const res = await app.request('DELETE', '/api/health');
    expect(res.status).toBe(405);
    expect(res.body.message).toMatch(/not allowed/);
    const unknown = await app.request('PROPFIND', '/api/seasons');
    expect(unknown.status).toBe(405);
  });

  it('refuses an oversized JSON body with 413', async () => {
    const res = await app.request('POST', '/api/auth/register', {
      body: JSON.stringify({ teamName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBeTypeOf('string');
  });
});
