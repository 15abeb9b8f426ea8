import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withResourceOverrides } from './resourceOverrides';
import { dataProvider } from './dataProvider';
import type { DataProvider } from 'react-admin';

const calls: { url: string; headers: Headers; method: string }[] = [];

beforeEach(() => {
  calls.length = 0;
  localStorage.setItem('token', 'jwt-123');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: new Headers(init.headers), method: init.method ?? 'GET' });
      const body = url.includes('/dashboard')
        ? { totalUsers: 3, totalPredictions: 4, totalMatches: 5 }
        : [{ id: 7, name: 'Cup' }];
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'competitions 0-0/12' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('dataProvider', () => {
  it('lists over /api/admin in the simple-REST protocol with the bearer token', async () => {
    const result = await dataProvider.getList('competitions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'cup' },
    });
    expect(result).toEqual({ data: [{ id: 7, name: 'Cup' }], total: 12 });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/admin/competitions');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'cup' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer jwt-123');
  });

  it('reads the dashboard totals', async () => {
    await expect(dataProvider.getDashboard()).resolves.toEqual({
      totalUsers: 3,
      totalPredictions: 4,
      totalMatches: 5,
    });
    expect(calls[0].url).toBe('/api/admin/dashboard');
  });

  it('routes a method to a resource override and leaves other resources alone', async () => {
    const base = { getOne: vi.fn(async () => ({ data: { id: 1 } })) } as unknown as DataProvider;
    const override = vi.fn(async () => ({ data: { id: 2 } }));
    const provider = withResourceOverrides(base, {
      teams: { getOne: override as unknown as DataProvider['getOne'] },
    });
    await expect(provider.getOne('teams', { id: 2 })).resolves.toEqual({ data: { id: 2 } });
    await expect(provider.getOne('seasons', { id: 1 })).resolves.toEqual({ data: { id: 1 } });
    expect(override).toHaveBeenCalledTimes(1);
    expect(base.getOne).toHaveBeenCalledTimes(1);
  });
});
