import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { fetchAllRows } from './ExportAllButton';

describe('fetchAllRows', () => {
  it('reads page after page with the same filter and sort until every row is in', async () => {
    const all = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
    const getList = vi.fn(
      async (_: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
        const start = (pagination.page - 1) * pagination.perPage;
        return { data: all.slice(start, start + pagination.perPage), total: all.length };
      },
    );
    const dp = { getList } as unknown as DataProvider;
    const sort = { field: 'teamName', order: 'ASC' } as const;
    const rows = await fetchAllRows(dp, 'users', { role: 'user' }, sort, 10);
    expect(rows).toEqual(all);
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList).toHaveBeenLastCalledWith('users', {
      filter: { role: 'user' },
      sort,
      pagination: { page: 3, perPage: 10 },
    });
  });

  it('stops after one request when the first page holds everything', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
    await fetchAllRows(
      { getList } as unknown as DataProvider,
      'users',
      {},
      {
        field: 'id',
        order: 'ASC',
      },
    );
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
