import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import {
  PNG,
  WEBP,
  imageForm,
  postForm,
  storedFiles as storedImages,
  IMAGE_REFUSALS,
} from '../../../test/images';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
}, 30_000);
afterAll(() => app?.close());

const storedFiles = () => storedImages(app.config.dataDir);

let n = 0;
const fields = (extra: Record<string, string> = {}) => ({
  title: `Header news ${process.pid} ${++n}`,
  content: '<p>Hello</p>',
  publishDate: '2026-08-01T12:00:00.000Z',
  status: 'draft',
  ...extra,
});
const send = (url: string, body: Record<string, string>, image: Buffer | null, method = 'POST') =>
  postForm(
    `${app.url}/api/news/admin${url}`,
    imageForm('headerImage', image, { fields: body, name: 'header.png' }),
    admin,
    method,
  );
const postsTitled = (title: string) => app.knex('news_posts').where({ title });

const refusals = IMAGE_REFUSALS;

describe('POST /api/news/admin with a header image: one write', () => {
  it('creates the post with its stored image in one multipart request', async () => {
    const body = fields();
    const res = await send('', body, WEBP);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: body.title,
      status: 'draft',
      headerImage: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
    });
    expect(await storedFiles()).toContain(res.body.headerImage.replace('/uploads/', ''));
  });

  it.each(refusals)(
    'refuses %s: no post, no file, the message beside headerImage',
    async (_, bytes, status, message) => {
      const body = fields();
      const before = await storedFiles();
      const res = await send('', body, bytes());
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual({ headerImage: message });
      expect(await postsTitled(body.title)).toEqual([]);
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('stores no file when the post is refused (no title)', async () => {
    const before = await storedFiles();
    const res = await send('', fields({ title: ' ' }), PNG);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('title');
    expect(await storedFiles()).toEqual(before);
  });
});

describe('PUT /api/news/admin/{id} with a header image: one write', () => {
  it.each(refusals)(
    'refuses %s and changes nothing, storing no file',
    async (_, bytes, status, message) => {
      const created = await send('', fields(), PNG);
      const stored = await app.knex('news_posts').where({ id: created.body.id }).first();
      const before = await storedFiles();
      const res = await send(`/${created.body.id}`, { title: 'Renamed' }, bytes(), 'PUT');
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual({ headerImage: message });
      expect(await app.knex('news_posts').where({ id: created.body.id }).first()).toEqual(stored);
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('changes the fields and the image together; a multipart edit without a file keeps it', async () => {
    const created = await send('', fields(), PNG);
    const res = await send(`/${created.body.id}`, { title: 'Renamed with image' }, WEBP, 'PUT');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Renamed with image',
      headerImage: expect.stringMatching(/\.webp$/),
    });
    const kept = await send(`/${created.body.id}`, { status: 'published' }, null, 'PUT');
    expect(kept.body).toMatchObject({ status: 'published', headerImage: res.body.headerImage });
    const removed = await send(`/${created.body.id}`, { headerImage: '' }, null, 'PUT');
    expect(removed.body.headerImage).toBeNull();
  });

  it('stores no file when the edit is refused (unknown post, title emptied)', async () => {
    const created = await send('', fields(), null);
    const before = await storedFiles();
    expect((await send('/999999', { title: 'x' }, PNG, 'PUT')).status).toBe(404);
    expect((await send(`/${created.body.id}`, { title: '' }, PNG, 'PUT')).status).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });
});
