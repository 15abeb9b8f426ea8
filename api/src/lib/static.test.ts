import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spa } from './static';

const BIG = `export const words = ${JSON.stringify('word '.repeat(2000))};`;
const INDEX = '<!doctype html><html><head><title>t</title></head><body></body></html>';
let dir: string;
let server: ReturnType<Koa['listen']>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'Home-1.js'), 'export {}');
  writeFileSync(path.join(dir, 'assets', 'Big-4.js'), BIG);
  writeFileSync(path.join(dir, 'assets', 'Big-4.js.br'), brotliCompressSync(BIG));
  writeFileSync(path.join(dir, 'assets', 'Big-4.js.gz'), gzipSync(BIG));
  writeFileSync(path.join(dir, 'secret.txt'), 'not an asset');
  const app = new Koa();
  app.use(spa(dir, '/'));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (p: string) => (await fetch(`${base}${p}`)).text();
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the player app shell (index.html)', () => {
  it('is served as built when the build has no route preloads', async () => {
    expect(await page('/seasons/3')).toBe(INDEX);
  });

  it("preloads the landing page's chunks for its path, and nothing for other paths", async () => {
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/', files: ['/assets/Home-1.js'] },
        { path: '/seasons/:id', files: ['/assets/Season-2.js', '/assets/Tabs-3.js'] },
        { path: '/evil', files: ['"><script>alert(1)</script>', 'https://cdn.example/x.js'] },
      ]),
    );
    expect(preloads(await page('/'))).toEqual(['/assets/Home-1.js']);
    expect(preloads(await page('/seasons/12'))).toEqual([
      '/assets/Season-2.js',
      '/assets/Tabs-3.js',
    ]);
    expect(preloads(await page('/seasons/12/'))).toHaveLength(2);
    expect(preloads(await page('/seasons'))).toEqual([]);
    expect(preloads(await page('/seasons/12/extra'))).toEqual([]);
    const evil = await page('/evil');
    expect(preloads(evil)).toEqual([]);
    expect(evil).not.toContain('<script>');
    const home = await page('/');
    expect(home.indexOf('modulepreload')).toBeLessThan(home.indexOf('</head>'));
  });

  it('serves the files themselves unchanged', async () => {
    expect(await page('/assets/Home-1.js')).toBe('export {}');
  });

  it('sends the smallest copy of an asset the browser takes, cached for a year', async () => {
    // fetch would undo the encoding itself: read the bytes as sent through a raw request instead.
    const raw = (encodings: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${base}/assets/Big-4.js`, { headers: { 'accept-encoding': encodings } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG);
    expect(br.headers['cache-control']).toBe('max-age=31536000,immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('answers 404 for an asset that is not there or a name out of the folder', async () => {
    for (const p of [
      '/assets/Nope-9.js',
      '/assets/..%2Fsecret.txt',
      '/assets/x%2F..%2F..%2Fsecret.txt',
    ]) {
      const res = await fetch(`${base}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('not an asset');
    }
  });
});
