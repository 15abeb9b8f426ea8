import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The app's provider first: it routes 'trophies' to this folder's overrides.
import { dataProvider } from '../../dataProvider';

type Call = { url: URL; method: string; body: BodyInit | null | undefined; headers: Headers };
const calls: Call[] = [];
let answer: { body: unknown; headers?: Record<string, string>; status?: number } = { body: {} };

beforeEach(() => {
  calls.length = 0;
  answer = { body: {} };
  localStorage.setItem('token', 'jwt-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url: new URL(url, 'http://x'),
        method: init.method ?? 'GET',
        body: init.body,
        headers: new Headers(init.headers),
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const trophy = {
  id: 4,
  name: 'Golden Boot',
  description: 'Top scorer',
  trophyType: 'custom',
  imageUrl: '/uploads/boot.png',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  _count: { awards: 2 },
};

describe('trophies overrides', () => {
  it('lists GET /api/trophies/admin/all in the simple-REST protocol', async () => {
    answer = { body: [trophy], headers: { 'Content-Range': 'trophies 0-0/1' } };
    const result = await dataProvider.getList('trophies', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'boot', isActive: true },
    });
    expect(result).toEqual({ data: [trophy], total: 1 });
    const { url, method, headers } = calls[0];
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/trophies/admin/all');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['name', 'DESC']);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'boot', isActive: true });
    expect(headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('reads getMany through an id filter on /all and getOne at /{id}', async () => {
    answer = { body: [trophy], headers: { 'Content-Range': 'trophies 0-0/1' } };
    await dataProvider.getMany('trophies', { ids: [4, 5] });
    expect(calls[0].url.pathname).toBe('/api/trophies/admin/all');
    expect(JSON.parse(calls[0].url.searchParams.get('filter')!)).toEqual({ id: [4, 5] });
    await dataProvider.getManyReference('trophies', {
      target: 'trophyType',
      id: 'custom',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[1].url.pathname).toBe('/api/trophies/admin/all');
    expect(JSON.parse(calls[1].url.searchParams.get('filter')!)).toEqual({ trophyType: 'custom' });
    answer = { body: trophy };
    await expect(dataProvider.getOne('trophies', { id: 4 })).resolves.toEqual({ data: trophy });
    expect(calls[2].url.pathname).toBe('/api/trophies/admin/4');
  });

  it('creates with a multipart POST: text fields and the chosen image', async () => {
    answer = { body: { ...trophy, id: 9 } };
    const file = new File(['png'], 'cup.png', { type: 'image/png' });
    const { data } = await dataProvider.create('trophies', {
      data: {
        name: 'Cup',
        description: 'Winner',
        trophyType: 'league_first',
        isActive: false,
        imageUrl: { rawFile: file, src: 'blob:x', title: 'cup.png' },
      },
    });
    expect(data.id).toBe(9);
    const { url, method, body } = calls[0];
    expect(method).toBe('POST');
    expect(url.pathname).toBe('/api/trophies/admin');
    const form = body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.keys()].map((k) => [k, form.get(k)]))).toMatchObject({
      name: 'Cup',
      description: 'Winner',
      trophyType: 'league_first',
      isActive: 'false',
    });
    expect((form.get('image') as File).name).toBe('cup.png');
    expect(form.has('imageUrl')).toBe(false);
    expect(calls[0].headers.get('content-type')).toBeNull(); // the browser sets the boundary
  });

  it('updates with a multipart PUT that keeps, removes or replaces the image', async () => {
    answer = { body: trophy };
    const record = { ...trophy, name: 'Renamed' };
    await dataProvider.update('trophies', { id: 4, data: record, previousData: trophy });
    const kept = calls[0].body as FormData;
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].url.pathname).toBe('/api/trophies/admin/4');
    expect(kept.get('name')).toBe('Renamed');
    expect(kept.has('imageUrl')).toBe(false); // absent: the stored image stays
    expect(kept.has('image')).toBe(false);
    expect(kept.has('_count')).toBe(false);
    expect(kept.has('createdAt')).toBe(false);

    await dataProvider.update('trophies', {
      id: 4,
      data: { ...trophy, imageUrl: null },
      previousData: trophy,
    });
    expect((calls[1].body as FormData).get('imageUrl')).toBe(''); // empty: removed

    const file = new File(['gif'], 'new.gif', { type: 'image/gif' });
    await dataProvider.update('trophies', {
      id: 4,
      data: { ...trophy, imageUrl: { rawFile: file, src: 'blob:y' } },
      previousData: trophy,
    });
    const replaced = calls[2].body as FormData;
    expect((replaced.get('image') as File).name).toBe('new.gif');
    expect(replaced.has('imageUrl')).toBe(false);
  });

  it('updates many with partial JSON PUTs and deletes at /{id}', async () => {
    answer = { body: trophy };
    await dataProvider.updateMany('trophies', { ids: [4, 5], data: { isActive: false } });
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ['PUT', '/api/trophies/admin/4'],
      ['PUT', '/api/trophies/admin/5'],
    ]);
    expect(JSON.parse(String(calls[0].body))).toEqual({ isActive: false });
    calls.length = 0;
    await dataProvider.delete('trophies', { id: 4, previousData: trophy });
    await dataProvider.deleteMany('trophies', { ids: [5, 6] });
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ['DELETE', '/api/trophies/admin/4'],
      ['DELETE', '/api/trophies/admin/5'],
      ['DELETE', '/api/trophies/admin/6'],
    ]);
  });
});

describe('award methods', () => {
  it('reads a page of awards: page, limit 20 and the trophy filter', async () => {
    const page = { awards: [], pagination: { page: 2, limit: 20, total: 21, pages: 2 } };
    answer = { body: page };
    await expect(dataProvider.getTrophyAwards({ page: 2, trophyId: 7 })).resolves.toEqual(page);
    expect(calls[0].url.pathname).toBe('/api/trophies/admin/awards');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      page: '2',
      limit: '20',
      trophyId: '7',
    });
    await dataProvider.getTrophyAwards({ page: 1, trophyId: null });
    expect(calls[1].url.searchParams.has('trophyId')).toBe(false);
  });

  it('awards to chosen users, to all, and removes an award', async () => {
    answer = { body: { awarded: 2 } };
    await expect(
      dataProvider.awardTrophy({ trophyId: 7, userIds: [1, 2], reason: '  Top  ' }),
    ).resolves.toEqual({ awarded: 2 });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/trophies/admin/award');
    expect(JSON.parse(String(calls[0].body))).toEqual({
      trophyId: 7,
      userIds: [1, 2],
      reason: 'Top',
    });
    await dataProvider.awardTrophyToAll({ trophyId: 7, reason: '' });
    expect(calls[1].url.pathname).toBe('/api/trophies/admin/award-all');
    expect(JSON.parse(String(calls[1].body))).toEqual({ trophyId: 7, reason: null });
    await dataProvider.removeTrophyAward(31);
    expect([calls[2].method, calls[2].url.pathname]).toEqual([
      'DELETE',
      '/api/trophies/admin/award/31',
    ]);
  });
});

describe('a refused trophy image', () => {
  it("moves the server's errors.image to the form's imageUrl field, keeping the message", async () => {
    const message = 'Image must be less than 5MB';
    answer = {
      status: 413,
      body: { message, code: 'PAYLOAD_TOO_LARGE', errors: { image: message } },
    };
    const rawFile = new File(['x'], 'cup.png', { type: 'image/png' });
    await expect(
      dataProvider.create('trophies', {
        data: { name: 'Cup', description: 'D', imageUrl: { rawFile } },
      }),
    ).rejects.toMatchObject({
      status: 413,
      message,
      body: { message, code: 'PAYLOAD_TOO_LARGE', errors: { imageUrl: message } },
    });
    expect(calls).toHaveLength(1);
  });

  it('leaves other refusals as the server sent them', async () => {
    answer = {
      status: 400,
      body: { message: 'Name is required', errors: { name: 'Name is required' } },
    };
    await expect(
      dataProvider.update('trophies', { id: 4, data: { name: '' }, previousData: trophy }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { name: 'Name is required' } } });
  });
});
