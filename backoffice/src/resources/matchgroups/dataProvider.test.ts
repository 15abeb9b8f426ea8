import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';

type Call = { url: string; method: string; body: unknown };
const calls: Call[] = [];
let refuse: number | null = null;

beforeEach(() => {
  calls.length = 0;
  refuse = null;
  localStorage.setItem('token', 'jwt-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (refuse && url.endsWith(`/${refuse}`))
        return new Response(
          JSON.stringify({ message: 'Cannot delete a match group that has matches.' }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        );
      return new Response(JSON.stringify({ id: 7, name: 'Week 1' }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const group = {
  id: 7,
  name: 'Week 1',
  description: null,
  matchWeek: 1,
  isActive: true,
  seasonId: 3,
  season: { id: 3, name: 'S' },
  matchCount: 0,
};

describe('match groups data provider', () => {
  it("creates in the season's path with name, description and match week", async () => {
    await dataProvider.create('matchgroups', {
      data: { seasonId: 3, name: 'Week 1', description: 'Opening', matchWeek: 1 },
    });
    expect(calls[0]).toEqual({
      url: '/api/admin/seasons/3/match-groups',
      method: 'POST',
      body: { name: 'Week 1', description: 'Opening', matchWeek: 1 },
    });
  });

  it('updates with PUT /match-groups/{id} and the four editable fields', async () => {
    await dataProvider.update('matchgroups', {
      id: 7,
      data: { ...group, isActive: false },
      previousData: group,
    });
    expect(calls[0]).toEqual({
      url: '/api/admin/match-groups/7',
      method: 'PUT',
      body: { name: 'Week 1', description: null, matchWeek: 1, isActive: false },
    });
  });

  it('deletes one or many with DELETE /match-groups/{id}, stopping at a refusal', async () => {
    await dataProvider.delete('matchgroups', { id: 7, previousData: group });
    expect(calls[0]).toMatchObject({ url: '/api/admin/match-groups/7', method: 'DELETE' });
    refuse = 9;
    await expect(dataProvider.deleteMany('matchgroups', { ids: [8, 9, 10] })).rejects.toMatchObject(
      { status: 409, body: { message: 'Cannot delete a match group that has matches.' } },
    );
    expect(calls.slice(1).map((c) => c.url)).toEqual([
      '/api/admin/match-groups/8',
      '/api/admin/match-groups/9',
    ]);
  });

  it('lists a season through simple-REST on /matchgroups', async () => {
    await dataProvider
      .getList('matchgroups', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'matchWeek', order: 'ASC' },
        filter: { seasonId: 3 },
      })
      .catch(() => undefined); // the stub sends no Content-Range; only the request matters here
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/admin/matchgroups');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ seasonId: 3 });
  });
});
