import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';

let app: TestApp;
const now = new Date('2026-04-10T12:00:00Z');
let n = 0;
async function post(fields: {
  status?: string;
  publishDate: Date;
  content?: string;
  authorId?: number | null;
  title?: string;
}) {
  n += 1;
  const [row] = await app
    .knex('newsPosts')
    .insert({
      title: fields.title ?? `Post ${n}`,
      slug: `post-${n}`,
      content: fields.content ?? `<p>Body ${n}</p>`,
      status: fields.status ?? 'published',
      publishDate: fields.publishDate,
      authorId: fields.authorId ?? null,
      headerImage: '/uploads/h.png',
    })
    .returning('*');
  return row as { id: number; slug: string };
}

let author: { id: number; teamName: string };
let draft: { slug: string };
let future: { slug: string };
beforeAll(async () => {
  app = await startTestApp();
  app.setNow(now);
  author = await createUser(app.knex, { firstName: 'Ed', lastName: 'Itor' });
  expect((await app.request('GET', '/api/news/latest/preview')).status).toBe(404);
  for (let i = 0; i < 12; i++)
    await post({ publishDate: new Date(now.getTime() - (i + 1) * 3600_000), authorId: author.id });
  draft = await post({ status: 'draft', publishDate: new Date(now.getTime() - 60_000) });
  future = await post({ publishDate: new Date(now.getTime() + 60_000) });
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/news', () => {
  it('answers published posts newest first, 10 by default, with hasMore', async () => {
    const res = await app.request('GET', '/api/news?limit=10');
    expect(res.status).toBe(200);
    expect(res.body.posts).toHaveLength(10);
    expect(res.body.hasMore).toBe(true);
    expect(res.body.posts[0]).toMatchObject({
      slug: 'post-1',
      title: 'Post 1',
      content: '<p>Body 1</p>',
      excerpt: 'Body 1',
      headerImage: '/uploads/h.png',
      author: { firstName: 'Ed', lastName: 'Itor', teamName: author.teamName },
    });
    const dates = res.body.posts.map((p: { publishDate: string }) => p.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages with offset and ends with hasMore false', async () => {
    const res = await app.request('GET', '/api/news?limit=10&offset=10');
    expect(res.body.posts.map((p: { slug: string }) => p.slug)).toEqual(['post-11', 'post-12']);
    expect(res.body.hasMore).toBe(false);
  });

  it('never lists drafts or posts scheduled for later', async () => {
    const res = await app.request('GET', '/api/news?limit=50');
    const slugs = res.body.posts.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(future.slug);
  });

  it('shows a scheduled post once its time has come', async () => {
    app.setNow(new Date(now.getTime() + 120_000));
    expect((await app.request('GET', '/api/news?limit=1')).body.posts[0].slug).toBe(future.slug);
    app.setNow(now);
  });

  it('refuses a limit outside 1..50', async () => {
    for (const q of ['limit=0', 'limit=51', 'limit=x', 'offset=-1'])
      expect((await app.request('GET', `/api/news?${q}`)).status, q).toBe(400);
  });
});

describe('GET /api/news/latest/preview', () => {
  it('answers the newest visible post', async () => {
    const res = await app.request('GET', '/api/news/latest/preview');
    expect(res.body).toEqual({
      slug: 'post-1',
      title: 'Post 1',
      headerImage: '/uploads/h.png',
      publishDate: expect.any(String),
      content: '<p>Body 1</p>',
      excerpt: 'Body 1',
    });
  });
});

describe('GET /api/news/{slug}', () => {
  it('answers a visible post', async () => {
    const res = await app.request('GET', '/api/news/post-3');
    expect(res.body.post).toMatchObject({ slug: 'post-3', title: 'Post 3' });
  });

  it("answers 404 'News post not found' for unknown, draft and future posts", async () => {
    for (const slug of ['nope', draft.slug, future.slug]) {
      const res = await app.request('GET', `/api/news/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.message).toBe('News post not found');
    }
  });
});
