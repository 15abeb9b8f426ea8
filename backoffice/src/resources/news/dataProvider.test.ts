// The combined provider first: it imports this resource's overrides (see dataProvider.ts).
import { dataProvider } from '../../dataProvider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsOverrides } from './dataProvider';

type Call = { url: string; method: string; headers: Headers; body: unknown };
const calls: Call[] = [];
let reply: (call: Call) => Response;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
const post = { id: 5, title: 'Derby day', slug: 'derby-day', status: 'draft' };

beforeEach(() => {
  calls.length = 0;
  localStorage.setItem('token', 'jwt-123');
  reply = () => json(post);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      return reply(call);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const query = (call: Call, name: string) =>
  JSON.parse(new URL(call.url, 'http://x').searchParams.get(name)!);
const path = (call: Call) => new URL(call.url, 'http://x').pathname;

describe('news data provider', () => {
  it('getList pages, sorts and filters /api/news/admin/all and reads the total', async () => {
    reply = () => json([post], { headers: { 'Content-Range': 'news 25-25/26' } });
    const result = await dataProvider.getList('news', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'publishDate', order: 'DESC' },
      filter: { status: 'draft', q: 'derby' },
    });
    expect(result).toEqual({ data: [post], total: 26 });
    expect(path(calls[0])).toBe('/api/news/admin/all');
    expect(query(calls[0], 'range')).toEqual([25, 49]);
    expect(query(calls[0], 'sort')).toEqual(['publishDate', 'DESC']);
    expect(query(calls[0], 'filter')).toEqual({ status: 'draft', q: 'derby' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer jwt-123');
  });

  it('getOne reads /api/news/admin/{id}', async () => {
    await expect(dataProvider.getOne('news', { id: 5 })).resolves.toEqual({ data: post });
    expect(calls[0]).toMatchObject({ url: '/api/news/admin/5', method: 'GET' });
  });

  it('getMany asks the list for exactly the ids', async () => {
    reply = () => json([post, { ...post, id: 6 }]);
    const result = await dataProvider.getMany('news', { ids: [5, 6] });
    expect(result.data.map((p) => p.id)).toEqual([5, 6]);
    expect(path(calls[0])).toBe('/api/news/admin/all');
    expect(query(calls[0], 'filter')).toEqual({ id: [5, 6] });
  });

  it('getManyReference filters the list by the target', async () => {
    reply = () => json([post], { headers: { 'Content-Range': 'news 0-0/1' } });
    const result = await dataProvider.getManyReference('news', {
      target: 'status',
      id: 'draft',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(1);
    expect(path(calls[0])).toBe('/api/news/admin/all');
    expect(query(calls[0], 'filter')).toEqual({ status: 'draft' });
  });

  it('create posts only the API fields to /api/news/admin', async () => {
    await dataProvider.create('news', {
      data: {
        title: 'Derby day',
        content: '<p>Hi</p>',
        publishDate: '2026-11-23T10:00:00.000Z',
        status: 'draft',
        headerImage: null,
        extra: 'ignored',
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/news/admin', method: 'POST' });
    expect(calls[0].body).toEqual({
      title: 'Derby day',
      content: '<p>Hi</p>',
      publishDate: '2026-11-23T10:00:00.000Z',
      status: 'draft',
      headerImage: null,
    });
  });

  it('create sends the post and a chosen header image as one multipart POST /api/news/admin', async () => {
    const rawFile = new File(['png'], 'header.png', { type: 'image/png' });
    await dataProvider.create('news', {
      data: {
        title: 'T',
        content: '<p>x</p>',
        publishDate: '2026-11-23T10:00:00.000Z',
        status: 'draft',
        headerImage: { rawFile, src: 'blob:x' },
      },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/news/admin']);
    const form = calls[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'headerImage'))).toEqual({
      title: 'T',
      content: '<p>x</p>',
      publishDate: '2026-11-23T10:00:00.000Z',
      status: 'draft',
    });
    expect((form.get('headerImage') as File).name).toBe('header.png');
  });

  it("a refused image rejects with the server's field errors, nothing else sent", async () => {
    const refusal = {
      message: 'Image must be less than 5MB',
      code: 'PAYLOAD_TOO_LARGE',
      errors: { headerImage: 'Image must be less than 5MB' },
    };
    reply = () => json(refusal, { status: 413 });
    const rawFile = new File(['x'], 'big.png', { type: 'image/png' });
    await expect(
      dataProvider.create('news', { data: { title: 'T', headerImage: { rawFile } } }),
    ).rejects.toMatchObject({ status: 413, body: refusal });
    expect(calls).toHaveLength(1);
  });

  it('update PUTs to /api/news/admin/{id}, keeping a stored image and clearing a removed one', async () => {
    const data = { id: 5, title: 'T', content: '<p>x</p>', slug: 'old', author: null };
    await dataProvider.update('news', {
      id: 5,
      data: { ...data, headerImage: '/uploads/a.png' },
      previousData: data,
    });
    await dataProvider.update('news', {
      id: 5,
      data: { ...data, headerImage: null },
      previousData: data,
    });
    expect(calls[0]).toMatchObject({ url: '/api/news/admin/5', method: 'PUT' });
    expect(calls[0].body).toEqual({
      title: 'T',
      content: '<p>x</p>',
      headerImage: '/uploads/a.png',
    });
    expect(calls[1].body).toEqual({ title: 'T', content: '<p>x</p>', headerImage: null });
  });

  it('update sends a newly chosen image with the fields as one multipart PUT', async () => {
    const rawFile = new File(['w'], 'new.webp', { type: 'image/webp' });
    await dataProvider.update('news', {
      id: 5,
      data: { id: 5, slug: 'old', status: 'published', headerImage: { rawFile, src: 'blob:y' } },
      previousData: { id: 5 },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/news/admin/5']);
    const form = calls[0].body as FormData;
    expect([...form.keys()]).toEqual(['status', 'headerImage']);
    expect(form.get('status')).toBe('published');
    expect((form.get('headerImage') as File).name).toBe('new.webp');
  });

  it('updateMany PUTs the changed fields to each post', async () => {
    reply = (call) => json({ ...post, id: Number(call.url.split('/').pop()) });
    const result = await dataProvider.updateMany('news', {
      ids: [5, 6],
      data: { status: 'published' },
    });
    expect(result).toEqual({ data: [5, 6] });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/news/admin/5',
      'PUT /api/news/admin/6',
    ]);
    expect(calls[0].body).toEqual({ status: 'published' });
  });

  it('delete sends DELETE /api/news/admin/{id}', async () => {
    await expect(dataProvider.delete('news', { id: 5, previousData: post })).resolves.toEqual({
      data: post,
    });
    expect(calls[0]).toMatchObject({ url: '/api/news/admin/5', method: 'DELETE' });
  });

  it('deleteMany deletes each post', async () => {
    reply = (call) => json({ ...post, id: Number(call.url.split('/').pop()) });
    await expect(dataProvider.deleteMany('news', { ids: [5, 7] })).resolves.toEqual({
      data: [5, 7],
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/news/admin/5',
      'DELETE /api/news/admin/7',
    ]);
  });

  it('overrides every method react-admin calls', () => {
    expect(Object.keys(newsOverrides).sort()).toEqual(
      [
        'create',
        'delete',
        'deleteMany',
        'getList',
        'getMany',
        'getManyReference',
        'getOne',
        'update',
        'updateMany',
      ].sort(),
    );
  });
});
