import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { settled } from '../../lib/after-answer';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Predictor: predict football scores." />' +
  '<meta name="theme-color" content="#0b1220" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
  '<title>Predictor – Football Score Predictions</title></head><body><div id="root"></div></body></html>';

/** A GET with its own Host header (fetch does not let a caller set one). */
function get(app: TestApp, urlPath: string, headers: Record<string, string>) {
  const { port } = new URL(app.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
    },
  );
}

const brandOf = async (app: TestApp, headers: Record<string, string>) =>
  JSON.parse((await get(app, '/api/brand', headers)).body) as { id: string; name: string };

const injected = (html: string) =>
  JSON.parse(/<script id="brand" type="application\/json">(.*?)<\/script>/.exec(html)![1]);

let app: TestApp;
let trusted: TestApp;

beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://game.example' });
  trusted = await startTestApp({ trustProxy: true });
  for (const a of [app, trusted]) {
    const dist = path.join(a.config.dataDir, 'no-player');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
  await trusted?.close();
});

describe('GET /api/brand', () => {
  it('answers the default brand for an unknown host, without its host list', async () => {
    const res = await get(app, '/api/brand', { host: 'unknown.example' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      id: 'predictor',
      name: 'Predictor',
      logo: '/brands/predictor.svg',
      accentColour: '#22c55e',
      mailSenderName: 'Predictor',
    });
    expect(res.headers.vary).toMatch(/Host/);
  });

  it('answers the second brand on its host names, whatever the case and port', async () => {
    expect((await brandOf(app, { host: 'score-oracle.localhost:3000' })).name).toBe('Score Oracle');
    expect((await brandOf(app, { host: 'ScoreOracle.App' })).id).toBe('score-oracle');
    expect((await brandOf(app, { host: '127.0.0.1' })).id).toBe('predictor');
  });

  it('ignores X-Forwarded-Host unless the proxy is trusted', async () => {
    const forwarded = { host: '127.0.0.1', 'x-forwarded-host': 'scoreoracle.app' };
    expect((await brandOf(app, forwarded)).id).toBe('predictor');
    expect((await brandOf(trusted, forwarded)).id).toBe('score-oracle');
    expect((await brandOf(trusted, { host: 'scoreoracle.app' })).id).toBe('score-oracle');
  });
});

describe("the player's index.html", () => {
  it("carries the default brand's title, theme colour and JSON for an unknown host", async () => {
    const res = await get(app, '/news/some-post', { host: 'elsewhere.example' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Predictor – Football Score Predictions</title>');
    expect(res.body).toContain('<meta name="theme-color" content="#22c55e" />');
    expect(injected(res.body)).toMatchObject({ id: 'predictor', name: 'Predictor' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Host/);
  });

  it("carries the second brand's on its host, with its logo as the icon", async () => {
    const res = await get(app, '/', { host: 'score-oracle.localhost' });
    expect(res.body).toContain('<title>Score Oracle – Football Score Predictions</title>');
    expect(res.body).toContain('<meta name="theme-color" content="#8b5cf6" />');
    expect(res.body).toContain('<link rel="icon" href="/brands/score-oracle.svg" />');
    expect(res.body).toContain('content="Score Oracle: predict');
    expect(injected(res.body)).toEqual({
      id: 'score-oracle',
      name: 'Score Oracle',
      logo: '/brands/score-oracle.svg',
      accentColour: '#8b5cf6',
      mailSenderName: 'Score Oracle',
    });
    expect(res.body.indexOf('id="brand"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('keeps the back office and the API out of it', async () => {
    const res = await get(app, '/api/brand', { host: 'score-oracle.localhost' });
    expect(res.body).not.toContain('<script');
  });
});

describe('the password-reset mail', () => {
  const forgot = (target: TestApp, email: string, host: string) =>
    new Promise<number>((resolve, reject) => {
      const { port } = new URL(target.url);
      const body = JSON.stringify({ email });
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/forgot-password',
          headers: { host, 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume();
          // The mail goes out after the answer: wait for that work too.
          res.on('end', () => void settled().then(() => resolve(res.statusCode!)));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it("is sent in the name of the brand of the host it was asked from, with MAIL_FROM's address", async () => {
    const user = await createUser(app.knex);
    expect(await forgot(app, user.email, 'score-oracle.localhost')).toBe(200);
    expect(app.mails.at(-1)!.from).toBe('"Score Oracle" <no-reply@predictor.local>');
    expect(await forgot(app, user.email, 'elsewhere.example')).toBe(200);
    expect(app.mails.at(-1)!.from).toBe('"Predictor" <no-reply@predictor.local>');
  });

  it("links to the brand's own host, and to PUBLIC_URL for any host no brand names", async () => {
    const user = await createUser(app.knex);
    await forgot(app, user.email, 'Score-Oracle.localhost:8080');
    expect(app.mails.at(-1)!.text).toContain(
      'https://score-oracle.localhost/reset-password?token=',
    );
    await forgot(app, user.email, 'evil.example');
    expect(app.mails.at(-1)!.text).toContain('https://game.example/reset-password?token=');
    expect(app.mails.at(-1)!.text).not.toContain('evil.example');
  });
});
