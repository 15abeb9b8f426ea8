import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import { PNG, WEBP, imageForm, postForm } from '../../../test/images';
import { auditOf, duringRowChange } from '../../../test/row-lock';

let app: TestApp;
let admin: { token: string; user: { id: number; teamName: string } };
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

const post = (fields: Record<string, unknown> = {}) => ({
  title: 'Season kicks off',
  content: '<p>Hello</p>',
  publishDate: '2026-08-01T12:00:00.000Z',
  status: 'published',
  ...fields,
});
const create = (fields: Record<string, unknown> = {}) =>
  app.request('POST', '/api/news/admin', { token: admin.token, body: post(fields) });

describe('guards', () => {
  it('answers 401 anonymously and 403 to a player on every admin news route', async () => {
    const routes: [string, string][] = [
      ['GET', '/all'],
      ['GET', '/1'],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
      ['POST', '/upload-header'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : post();
      expect(
        (await app.request(method, `/api/news/admin${path}`, { body })).status,
        `${method} ${path}`,
      ).toBe(401);
      expect(
        (await app.request(method, `/api/news/admin${path}`, { body, token: player })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('POST /api/news/admin', () => {
  it('creates a post with the author, a slug from the title and the whole post in the answer', async () => {
    const res = await create({
      title: 'Café & Crème: Week 1!',
      headerImage: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Café & Crème: Week 1!',
      slug: 'cafe-and-creme-week-1',
      content: '<p>Hello</p>',
      status: 'published',
      publishDate: '2026-08-01T12:00:00.000Z',
      headerImage: '/uploads/0123456789abcdef0123456789abcdef.png',
      author: { firstName: 'Ada', lastName: 'Admin', teamName: admin.user.teamName },
    });
  });

  it('makes slugs unique by appending -2, -3', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await create({ title: 'Same Title' })).body.slug);
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
  });

  it('sanitises the HTML on save', async () => {
    const res = await create({
      content:
        '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">l</a><img src="x.png" onerror="e()">',
    });
    expect(res.body.content).toBe('<p>Hi</p><a>l</a><img src="x.png" />');
    const stored = await app.knex('newsPosts').where({ id: res.body.id }).first();
    expect(stored.content).toBe(res.body.content);
  });

  it('defaults the status to draft', async () => {
    const res = await create({ status: undefined });
    expect(res.body.status).toBe('draft');
  });

  it('requires title, content and publish date, and limits the title to 200 characters', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: ' ' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [{ content: '  ' }, 'content', 'Content is required'],
      [{ publishDate: undefined }, 'publishDate', 'Publish date is required'],
      [{ publishDate: 'tomorrow' }, 'publishDate', 'Publish date is required'],
      [{ status: 'archived' }, 'status', 'Status must be draft or published'],
      [
        { headerImage: 'javascript:alert(1)' },
        'headerImage',
        'Image must be an uploaded file or an http(s) URL',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await create(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it('records an audit event in the same write', async () => {
    const res = await create({ title: 'Audited' });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'news', resourceId: String(res.body.id), action: 'create' })
      .first();
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.after.slug).toBe('audited');
  });
});

describe('PUT and DELETE /api/news/admin/{id}', () => {
  it('keeps the slug when the title is unchanged and regenerates it, unique, when it changes', async () => {
    const a = (await create({ title: 'Original' })).body;
    await create({ title: 'Taken' });
    const same = await app.request('PUT', `/api/news/admin/${a.id}`, {
      token: admin.token,
      body: post({ title: 'Original', content: '<p>new</p>' }),
    });
    expect(same.body).toMatchObject({ slug: 'original', content: '<p>new</p>' });
    const renamed = await app.request('PUT', `/api/news/admin/${a.id}`, {
      token: admin.token,
      body: post({ title: 'Taken' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe('taken-2');
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'news', resourceId: String(a.id), action: 'update' })
      .orderBy('id', 'desc')
      .first();
    expect(audit.before.slug).toBe('original');
    expect(audit.after.slug).toBe('taken-2');
  });

  it('answers 404 "News post not found" for an unknown id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await app.request(method, '/api/news/admin/999999', {
        token: admin.token,
        body: method === 'PUT' ? post() : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ message: 'News post not found', code: 'NOT_FOUND' });
    }
  });

  it('deletes a post, answers it and records an audit event', async () => {
    const a = (await create({ title: 'To delete' })).body;
    const res = await app.request('DELETE', `/api/news/admin/${a.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, slug: 'to-delete' });
    expect(await app.knex('newsPosts').where({ id: a.id }).first()).toBeUndefined();
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'news', resourceId: String(a.id), action: 'delete' })
        .first(),
    ).toBeTruthy();
  });

  it('locks the post before reading it: a delete answers and audits the post as last committed', async () => {
    const a = (await create({ title: 'Before the lock' })).body;
    const res = await duringRowChange(app, 'newsPosts', a.id, { title: 'Changed meanwhile' }, () =>
      app.request('DELETE', `/api/news/admin/${a.id}`, { token: admin.token }),
    );
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Changed meanwhile');
    expect((await auditOf(app, 'news', a.id, 'delete')).before.title).toBe('Changed meanwhile');
  });

  it('answers one post, drafts included, for the edit form', async () => {
    const a = (await create({ status: 'draft', title: 'Draft one' })).body;
    const res = await app.request('GET', `/api/news/admin/${a.id}`, { token: admin.token });
    expect(res.body).toMatchObject({ id: a.id, status: 'draft', title: 'Draft one' });
  });
});

describe('GET /api/news/admin/all', () => {
  it('lists posts by status with the total count', async () => {
    const published = await app.request('GET', '/api/news/admin/all?limit=50&status=published', {
      token: admin.token,
    });
    const drafts = await app.request('GET', '/api/news/admin/all?limit=50&status=draft', {
      token: admin.token,
    });
    const all = await app.request('GET', '/api/news/admin/all?limit=50', { token: admin.token });
    expect(published.body.posts.every((p: { status: string }) => p.status === 'published')).toBe(
      true,
    );
    expect(drafts.body.posts.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(drafts.body.totalCount).toBeGreaterThan(0);
    const total = Number((await app.knex('newsPosts').count({ n: '*' }).first())!.n);
    expect(all.body.totalCount).toBe(total);
    expect(published.body.totalCount + drafts.body.totalCount).toBe(total);
  });

  it('limits the plain list', async () => {
    const res = await app.request('GET', '/api/news/admin/all?limit=2', { token: admin.token });
    expect(res.body.posts).toHaveLength(2);
    expect(res.body.totalCount).toBeGreaterThan(2);
  });

  it('speaks the simple-REST protocol with status and q filters', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'published', q: 'same title' }));
    const res = await app.request(
      'GET',
      `/api/news/admin/all?sort=${encodeURIComponent('["title","ASC"]')}&range=[0,1]&filter=${filter}`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual(['same-title', 'same-title-2']);
    expect(res.headers.get('content-range')).toBe('news 0-1/3');
  });
});

describe('POST /api/news/admin/upload-header', () => {
  it('stores a WebP header image and answers its URL', async () => {
    const res = await postForm(
      `${app.url}/api/news/admin/upload-header`,
      imageForm('headerImage', WEBP, { name: 'h.webp', type: 'image/webp' }),
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await fetch(app.url + res.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a non-image with 415 "Please select an image file" and a big file with 413', async () => {
    const text = await postForm(
      `${app.url}/api/news/admin/upload-header`,
      imageForm('headerImage', Buffer.from('hello')),
      admin.token,
    );
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Please select an image file');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await postForm(
      `${app.url}/api/news/admin/upload-header`,
      imageForm('headerImage', big),
      admin.token,
    );
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('Image must be less than 5MB');
  });
});
