import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createTeam, signedIn } from '../../test/factories';
import { PNG, imageForm, postForm } from '../../test/images';
import { startTestS3, type TestS3 } from '../../test/s3';
import { UPLOADS_PREFIX, uploadsDirectory } from './storage';

/** How each driver is started and how a test sees, behind the app's back, whether a file is stored. */
type Setup = {
  start: () => Promise<TestApp>;
  stored: (url: string) => Promise<{ contentType?: string } | null>;
  stop: () => Promise<void>;
};

function diskSetup(): Setup {
  let app: TestApp;
  return {
    start: async () => (app = await startTestApp()),
    stored: async (url) => {
      const file = path.join(
        uploadsDirectory(app.config.dataDir),
        url.slice(UPLOADS_PREFIX.length),
      );
      return existsSync(file) ? {} : null;
    },
    stop: async () => app?.close(),
  };
}

function s3Setup(): Setup {
  let s3: TestS3;
  let app: TestApp;
  return {
    start: async () => {
      s3 = await startTestS3();
      return (app = await startTestApp({ s3: s3.options }));
    },
    stored: (url) => s3.headObject(url.slice(UPLOADS_PREFIX.length)),
    stop: async () => {
      await app?.close();
      await s3?.close();
    },
  };
}

describe.each([
  ['disk', diskSetup()],
  ['S3', s3Setup()],
])('uploads on %s storage, through the API', (label, setup) => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await setup.start();
    admin = (await signedIn(app, { role: 'admin' })).token;
  }, 30_000);
  afterAll(() => setup.stop());

  const uploadLogo = async (teamId: number) => {
    const res = await postForm(
      `${app.url}/api/admin/teams/${teamId}/logo`,
      imageForm('logo', PNG),
      admin,
    );
    expect(res.status).toBe(200);
    return res.body.logoUrl as string;
  };

  it('stores a team logo, serves it at its /uploads URL, and deletes it with the team', async () => {
    const team = await createTeam(app.knex);
    const url = await uploadLogo(team.id);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const stored = await setup.stored(url);
    expect(stored).not.toBeNull();
    if (label === 'S3') expect(stored?.contentType).toBe('image/png');

    const served = await fetch(app.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(served.headers.get('cache-control')).toBe('max-age=31536000,immutable');
    expect(served.headers.get('content-length')).toBe(String(PNG.length));
    expect(served.headers.get('last-modified')).toMatch(/GMT$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const deleted = await app.request('DELETE', `/api/admin/teams/${team.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(await setup.stored(url)).toBeNull();
    expect((await fetch(app.url + url)).status).toBe(404);
  });

  it('answers HEAD with the headers and no body', async () => {
    const url = await uploadLogo((await createTeam(app.knex)).id);
    const head = await fetch(app.url + url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it.each([
    ['an unknown name', `/uploads/${'0'.repeat(32)}.png`, 'GET'],
    ['a name it would never make', '/uploads/logo.png', 'GET'],
    ['another extension', `/uploads/${'0'.repeat(32)}.html`, 'GET'],
    ['a write', `/uploads/${'0'.repeat(32)}.png`, 'PUT'],
  ])('answers 404 JSON for %s', async (_case, urlPath, method) => {
    const res = await app.request(method, urlPath);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
