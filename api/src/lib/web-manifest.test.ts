import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../test/harness';
import { createCompetition, createSeason } from '../../test/factories';
import { DEFAULT_BRANDS } from './brands';

/** A brand set at run time (BRANDS): the build made no icons from its logo. */
const CLUB: Brand = {
  id: 'club',
  name: 'Club Picks',
  logo: '/uploads/club.svg',
  accentColour: '#0ea5e9',
  mailSenderName: 'Club Picks',
  hosts: ['club.example'],
};

const INDEX =
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" />' +
  '<link rel="manifest" href="/manifest.webmanifest" />' +
  '<link rel="apple-touch-icon" href="/brands/icons/predictor-192.png" />' +
  '<title>Predictor</title></head><body><div id="root"></div></body></html>';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ brands: [...DEFAULT_BRANDS, CLUB] });
  // The player build as the test app serves it: index.html, the worker and the built-in brands' icons.
  const dist = path.join(app.config.dataDir, 'no-player');
  mkdirSync(path.join(dist, 'brands/icons'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'sw.js'), '// the service worker');
  writeFileSync(path.join(dist, 'sw-push.js'), '// its push handler');
  writeFileSync(path.join(dist, 'workbox-0123abcd.js'), '// its runtime');
  for (const id of ['predictor', 'score-oracle']) {
    for (const name of ['192', '512', 'maskable-512'])
      writeFileSync(path.join(dist, `brands/icons/${id}-${name}.png`), 'png');
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** A GET with its own Host header (fetch does not let a caller set one). */
function get(urlPath: string, host = '127.0.0.1') {
  const { port } = new URL(app.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    },
  );
}

const icons = (id: string) => [
  { src: `/brands/icons/${id}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: `/brands/icons/${id}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
  {
    src: `/brands/icons/${id}-maskable-512.png`,
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
];

describe('GET /manifest.webmanifest', () => {
  it("answers the default brand's manifest, never cached without a check, varying by host", async () => {
    const { status, headers, body } = await get('/manifest.webmanifest');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.vary).toMatch(/Host/);
    expect(JSON.parse(body)).toEqual({
      id: '/',
      name: 'Predictor',
      short_name: 'Predictor',
      description: 'Predictor: predict football scores, join leagues and climb the leaderboards.',
      lang: 'en-GB',
      // No active season yet: the competitions list.
      start_url: '/seasons',
      scope: '/',
      display: 'standalone',
      theme_color: '#22c55e',
      background_color: '#0b1220',
      icons: icons('predictor'),
    });
  });

  it("answers Score Oracle's own name, colour and icons on its host", async () => {
    const manifest = JSON.parse(
      (await get('/manifest.webmanifest', 'score-oracle.localhost')).body,
    );
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Score Oracle',
      short_name: 'Score Oracle',
      display: 'standalone',
      theme_color: '#8b5cf6',
      icons: icons('score-oracle'),
    });
  });

  it("gives a brand set at run time the default brand's icons, its own name and colour", async () => {
    const manifest = JSON.parse((await get('/manifest.webmanifest', 'club.example')).body);
    expect(manifest).toMatchObject({
      name: 'Club Picks',
      theme_color: '#0ea5e9',
      icons: icons('predictor'),
    });
  });

  it("starts on the top flight's current round: the active season of the lowest tier", async () => {
    const second = await createCompetition(app.knex, { tier: 2 });
    const first = await createCompetition(app.knex, { tier: 1 });
    await createSeason(app.knex, { competitionId: second.id, order: 0 });
    await createSeason(app.knex, { competitionId: first.id, isActive: false, order: 0 });
    const top = await createSeason(app.knex, { competitionId: first.id, order: 5 });
    const manifest = JSON.parse((await get('/manifest.webmanifest')).body);
    expect(manifest.start_url).toBe(`/seasons/${top.id}?matchweek=current`);
    expect(manifest.scope).toBe('/');
  });
});

describe('the installable shell', () => {
  it("links each brand's manifest and home-screen icon from index.html", async () => {
    expect((await get('/')).body).toContain(
      '<link rel="apple-touch-icon" href="/brands/icons/predictor-192.png" />',
    );
    const oracle = (await get('/seasons', 'score-oracle.localhost')).body;
    expect(oracle).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(oracle).toContain(
      '<link rel="apple-touch-icon" href="/brands/icons/score-oracle-192.png" />',
    );
    expect((await get('/', 'club.example')).body).toContain(
      '<link rel="apple-touch-icon" href="/brands/icons/predictor-192.png" />',
    );
  });

  it('serves the service worker for a check on every visit, its hashed runtime for a year', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // The push handler it imports: the browser may read an import from its HTTP cache.
    expect((await get('/sw-push.js')).headers['cache-control']).toBe('no-cache');
    const runtime = await get('/workbox-0123abcd.js');
    expect(runtime.headers['cache-control']).toBe(`max-age=${365 * 24 * 3600},immutable`);
  });
});
