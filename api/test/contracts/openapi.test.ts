import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/openapi/registry';
import { apiRoutes } from '../authz-routes';
import { APP_LEVEL_ROUTES } from '../authz/expect';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const keys = registry.map((r) => `${r.method} ${r.path}`);

describe('contract registry', () => {
  it('has every route of the routers, and no route the routers do not serve', () => {
    const routes = new Set<string>([...apiRoutes().map((r) => r.key), ...APP_LEVEL_ROUTES]);
    const registered = new Set(keys);
    expect({
      missing: [...routes].filter((key) => !registered.has(key)),
      stale: [...registered].filter((key) => !routes.has(key)),
    }).toEqual({ missing: [], stale: [] });
  });

  it('has one row per route, each with a success answer', () => {
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(registry.filter((r) => Object.keys(r.responses).length === 0)).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every registry route and its answers', async () => {
    const { status, body, headers } = await app.request('GET', '/api/openapi.json');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.openapi).toBe('3.1.0');
    expect(body.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(body.components.schemas.Error.required).toEqual(['message', 'code']);
    for (const r of registry) {
      const path = r.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = body.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.path}`).toBeDefined();
      for (const status of Object.keys(r.responses))
        expect(op.responses[status], `${r.method} ${r.path} ${status}`).toBeDefined();
      if (r.access === 'admin') expect(op.tags).toEqual(['Admin']);
      if (r.access === 'admin') expect(op.responses['403']).toBeDefined();
      if (r.access === 'public') expect(op.security).toEqual([]);
    }
  });

  it('describes answers as JSON Schema: a match has ISO timestamps and its status enum', async () => {
    const { body } = await app.request('GET', '/api/openapi.json');
    const match =
      body.paths['/api/matches/{id}'].get.responses['200'].content['application/json'].schema;
    expect(match.additionalProperties).toBe(false);
    expect(match.properties.matchDate).toMatchObject({ type: 'string', format: 'date-time' });
    expect(match.properties.status.enum).toContain('postponed');
    expect(match.required).toContain('userPrediction');
  });

  it("documents an image upload's refusals: 400 IMAGE_TOO_LARGE, 413 and 415", async () => {
    const { body } = await app.request('GET', '/api/openapi.json');
    const upload = body.paths['/api/admin/teams/{id}/logo'].post.responses;
    expect(upload['400'].description).toContain('IMAGE_TOO_LARGE');
    expect(upload['400'].description).toContain('4096 px a side');
    expect(Object.keys(upload)).toEqual(expect.arrayContaining(['413', '415']));
  });
});

describe('GET /api/docs', () => {
  it('answers the reference page, loading the bundled script from our origin', async () => {
    const { status, body, headers } = await app.request('GET', '/api/docs');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(body).toContain('<script src="/api/docs/redoc.standalone.js"></script>');
    expect(body).toContain('spec-url="/api/openapi.json"');
    expect(body).not.toMatch(/https?:\/\//);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("worker-src 'self' blob:");
  });

  it('serves the Redoc bundle from the installed package', async () => {
    const response = await fetch(`${app.url}/api/docs/redoc.standalone.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect((await response.text()).length).toBeGreaterThan(100_000);
  });

  it('leaves the strict policy on every other route', async () => {
    const { headers } = await app.request('GET', '/api/health');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('worker-src');
  });
});
