import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { UsersCounter } from './UsersCounter';
import { UsersHarness } from './testing';

afterEach(cleanup);

describe('UsersCounter', () => {
  it('shows "{filtered} of {total} users" (numbers formatted: 100,000), the total from one unfiltered single-row page', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 100_000 }));
    render(
      <UsersHarness dataProvider={{ getList }}>
        <ListContextProvider value={{ total: 42 } as ListControllerResult}>
          <UsersCounter />
        </ListContextProvider>
      </UsersHarness>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('42 of 100,000 users');
    expect(getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        pagination: { page: 1, perPage: 1 },
        filter: {},
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    );
  });
});
