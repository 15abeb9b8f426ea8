import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';

type Call = { url: string; method: string; body: BodyInit | null | undefined };
const calls: Call[] = [];
let answer: (call: Call) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const team = { id: 5, name: 'Arsenal', shortName: 'ARS', logoUrl: null, competitionId: 2 };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'crest.png', { type: 'image/png' });

beforeEach(() => {
  calls.length = 0;
  answer = (call) =>
    call.url.endsWith('/logo')
      ? json({ logoUrl: call.method === 'DELETE' ? null : '/uploads/crest.png' })
      : json(team, call.method === 'POST' ? 201 : 200);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? 'GET', body: init.body };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('teams data provider override', () => {
  it('creates the team as JSON, then uploads the chosen logo as multipart field logo', async () => {
    const file = png();
    const result = await dataProvider.create('teams', {
      data: { name: 'Arsenal', shortName: 'ARS', logo: { rawFile: file, src: 'blob:x' } },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/admin/teams',
      'POST /api/admin/teams/5/logo',
    ]);
    expect(JSON.parse(String(calls[0].body))).toEqual({ name: 'Arsenal', shortName: 'ARS' });
    const form = calls[1].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('logo') as File).name).toBe('crest.png');
    expect(result.data).toMatchObject({ id: 5, logoUrl: '/uploads/crest.png' });
  });

  it('creates without an upload when no logo was chosen', async () => {
    await dataProvider.create('teams', { data: { name: 'Arsenal' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/admin/teams']);
  });

  it('updates with a new logo: PUT the team, then POST the logo', async () => {
    const result = await dataProvider.update('teams', {
      id: 5,
      data: { ...team, name: 'Arsenal FC', logo: { rawFile: png() } },
      previousData: team,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/admin/teams/5',
      'POST /api/admin/teams/5/logo',
    ]);
    expect(JSON.parse(String(calls[0].body))).not.toHaveProperty('logo');
    expect(result.data.logoUrl).toBe('/uploads/crest.png');
  });

  it('updates without a new logo: only the PUT, the stored logo untouched', async () => {
    await dataProvider.update('teams', {
      id: 5,
      data: { ...team, logoUrl: '/uploads/old.png', logo: { src: '/uploads/old.png' } },
      previousData: team,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/admin/teams/5']);
    expect(JSON.parse(String(calls[0].body))).not.toHaveProperty('logo');
  });

  it("puts a refused upload's message beside the logo input, else 'Failed to upload logo'", async () => {
    answer = (call) =>
      call.url.endsWith('/logo')
        ? json({ message: 'Logo must be a JPEG, PNG, or GIF image' }, 415)
        : json(team, 201);
    await expect(
      dataProvider.create('teams', { data: { name: 'Arsenal', logo: { rawFile: png() } } }),
    ).rejects.toMatchObject({
      status: 415,
      body: {
        message: 'Logo must be a JPEG, PNG, or GIF image',
        errors: { logo: 'Logo must be a JPEG, PNG, or GIF image' },
      },
    });
    answer = (call) => (call.url.endsWith('/logo') ? json({}, 500) : json(team));
    await expect(
      dataProvider.update('teams', {
        id: 5,
        data: { logo: { rawFile: png() } },
        previousData: team,
      }),
    ).rejects.toMatchObject({ message: 'Failed to upload logo' });
  });

  it('deletes the current logo with DELETE /teams/{id}/logo', async () => {
    await expect(dataProvider.deleteTeamLogo(5)).resolves.toEqual({ logoUrl: null });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/admin/teams/5/logo']);
  });

  it('leaves the other methods to simple-REST (getList of teams)', async () => {
    answer = () =>
      new Response(JSON.stringify([team]), {
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'teams 0-0/1' },
      });
    const list = await dataProvider.getList('teams', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { countryCode: 'ENG' },
    });
    expect(list.total).toBe(1);
    expect(new URL(calls[0].url, 'http://x').pathname).toBe('/api/admin/teams');
  });
});
