import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const raw = (path: string, encoding: string) =>
  fetch(`${app.url}${path}`, { headers: { 'accept-encoding': encoding } });

describe('API answer compression', () => {
  it('compresses a large JSON answer for a client that accepts it, and the data is unchanged', async () => {
    const plain = await app.request('GET', '/api/openapi.json');
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(2048);
    for (const encoding of ['br', 'gzip']) {
      const res = await raw('/api/openapi.json', encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await res.json()).toEqual(plain.body);
    }
  });

  it('sends small answers, and answers to clients that accept no encoding, as they are', async () => {
    const small = await raw('/api/health', 'gzip, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    const identity = await raw('/api/openapi.json', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect((await identity.json()).openapi).toMatch(/^3\.1/);
  });
});
