import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../dataProvider';

type Call = { url: string; method: string; body: unknown };
const calls: Call[] = [];
let answer: { status: number; body: unknown; range?: string } = { status: 200, body: { id: 9 } };

beforeEach(() => {
  calls.length = 0;
  answer = { status: 200, body: { id: 9 } };
  localStorage.setItem('token', 'jwt-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: {
          'Content-Type': 'application/json',
          'Content-Range': answer.range ?? 'matches 0-0/1',
        },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const record = {
  id: 9,
  season: { id: 1, name: 'S' },
  matchGroup: { id: 2, name: 'G' },
  homeTeam: { id: 3, name: 'H' },
  awayTeam: { id: 4, name: 'A' },
  seasonId: 1,
  matchGroupId: 2,
  matchDate: '2030-05-04T15:00:00.000Z',
  predictionsClose: '2030-05-04T14:00:00.000Z',
  venue: null,
  matchWeek: 4,
  status: 'scheduled',
};

describe('matches data provider', () => {
  it("creates with the spec's body: ids named season, matchGroup, homeTeam, awayTeam", async () => {
    await dataProvider.create('matches', {
      data: {
        season: 1,
        matchGroup: 2,
        homeTeam: 3,
        awayTeam: 4,
        matchDate: '2030-05-04T15:00:00.000Z',
        predictionsClose: '2030-05-04T14:00:00.000Z',
        venue: 'Riverside',
        extra: 'dropped',
      },
    });
    expect(calls[0]).toEqual({
      url: '/api/admin/matches',
      method: 'POST',
      body: {
        season: 1,
        matchGroup: 2,
        homeTeam: 3,
        awayTeam: 4,
        matchDate: '2030-05-04T15:00:00.000Z',
        predictionsClose: '2030-05-04T14:00:00.000Z',
        venue: 'Riverside',
      },
    });
  });

  it('updates with the editable fields only, not the nested names', async () => {
    await dataProvider.update('matches', { id: 9, data: record, previousData: record });
    expect(calls[0]).toEqual({
      url: '/api/admin/matches/9',
      method: 'PUT',
      body: {
        matchDate: '2030-05-04T15:00:00.000Z',
        predictionsClose: '2030-05-04T14:00:00.000Z',
        matchGroupId: 2,
        venue: null,
        matchWeek: 4,
        status: 'scheduled',
      },
    });
  });

  it('sets a result with POST /matches/{id}/result', async () => {
    answer = { status: 200, body: { ...record, homeGoals: 2, awayGoals: 1, status: 'finished' } };
    const { data } = await dataProvider.setMatchResult(9, { homeGoals: 2, awayGoals: 1 });
    expect(calls[0]).toEqual({
      url: '/api/admin/matches/9/result',
      method: 'POST',
      body: { homeGoals: 2, awayGoals: 1 },
    });
    expect(data.status).toBe('finished');
    // The tick "Record a result before kick-off" goes with it.
    await dataProvider.setMatchResult(9, { homeGoals: 0, awayGoals: 3, beforeKickOff: true });
    expect(calls[1].body).toEqual({ homeGoals: 0, awayGoals: 3, beforeKickOff: true });
    // And a live score says so.
    await dataProvider.setMatchResult(9, { homeGoals: 1, awayGoals: 0, inPlay: true });
    expect(calls[2].body).toEqual({ homeGoals: 1, awayGoals: 0, inPlay: true });
  });

  it("passes the server's refusal on with its body (message and field errors)", async () => {
    answer = {
      status: 400,
      body: { message: 'Both goal counts are required', errors: { homeGoals: 'x' } },
    };
    const failure = dataProvider.setMatchResult(9, { homeGoals: 0, awayGoals: 0 });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ body: { errors: { homeGoals: 'x' } } });
  });

  it('lists with the filters set and deletes through simple-REST', async () => {
    answer = { status: 200, body: [] };
    await dataProvider.getList('matches', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'matchDate', order: 'ASC' },
      filter: { seasonId: 1, date: '2030-05-04' },
    });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/admin/matches');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      seasonId: 1,
      date: '2030-05-04',
    });
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([10, 19]);
    answer = { status: 200, body: record };
    await dataProvider.delete('matches', { id: 9, previousData: record });
    expect(calls[1]).toMatchObject({ url: '/api/admin/matches/9', method: 'DELETE' });
  });

  it("asks for a highlighted match's page in one request and says which page and season it is", async () => {
    answer = {
      status: 200,
      body: [{ ...record, id: 8 }, record],
      range: 'matches 100-101/102',
    };
    const result = await dataProvider.getList('matches', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'todayFirst', order: 'ASC' },
      filter: {},
      meta: { highlight: 9 },
    });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/admin/matches');
    expect(url.searchParams.get('highlight')).toBe('9');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 49]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['todayFirst', 'ASC']);
    expect(result).toMatchObject({ total: 102, meta: { page: 3, filter: { seasonId: 1 } } });
    expect(result.data.map((m) => m.id)).toEqual([8, 9]);
  });
});
