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
      ? json({ logoUrl: null })
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
  it('creates the team and its chosen logo in one multipart POST /teams', async () => {
    const file = png();
    const result = await dataProvider.create('teams', {
      data: {
        name: 'Arsenal',
        shortName: 'ARS',
        countryCode: null,
        competitionId: 2,
        logo: { rawFile: file, src: 'blob:x' },
      },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/admin/teams']);
    const form = calls[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'logo'))).toEqual({
      name: 'Arsenal',
      shortName: 'ARS',
      countryCode: '',
      competitionId: '2',
    });
    expect((form.get('logo') as File).name).toBe('crest.png');
    expect(result.data).toEqual(team);
  });

  it('creates as JSON when no logo was chosen', async () => {
    await dataProvider.create('teams', { data: { name: 'Arsenal' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/admin/teams']);
    expect(JSON.parse(String(calls[0].body))).toEqual({ name: 'Arsenal' });
  });

  it('updates with a new logo: one multipart PUT of the team and its logo', async () => {
    await dataProvider.update('teams', {
      id: 5,
      data: { ...team, name: 'Arsenal FC', logo: { rawFile: png() } },
      previousData: team,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/admin/teams/5']);
    const form = calls[0].body as FormData;
    expect(form.get('name')).toBe('Arsenal FC');
    expect(form.get('competitionId')).toBe('2');
    expect(form.has('logoUrl')).toBe(false);
    expect((form.get('logo') as File).name).toBe('crest.png');
  });

  it('updates without a new logo: only the JSON PUT, the stored logo untouched', async () => {
    await dataProvider.update('teams', {
      id: 5,
      data: { ...team, logoUrl: '/uploads/old.png', logo: { src: '/uploads/old.png' } },
      previousData: team,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/admin/teams/5']);
    expect(JSON.parse(String(calls[0].body))).not.toHaveProperty('logo');
  });

  it("rejects with the server's field errors, so a refused logo's message sits beside the input", async () => {
    const refusal = {
      message: 'Logo must be a JPEG, PNG, or GIF image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { logo: 'Logo must be a JPEG, PNG, or GIF image' },
    };
    answer = () => json(refusal, 415);
    await expect(
      dataProvider.create('teams', { data: { name: 'Arsenal', logo: { rawFile: png() } } }),
    ).rejects.toMatchObject({ status: 415, body: refusal });
    expect(calls).toHaveLength(1);
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
