import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { aUser } from './testing';
import { UserList } from './UserList';
import { LayoutFrame } from '../../test/screens';

afterEach(cleanup);

type GetList = (resource: string, params: { filter: object }) => Promise<unknown>;

function renderList(getList: GetList, initialUrl = '/users') {
  const dataProvider = { getList: vi.fn(getList) } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[initialUrl]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <LayoutFrame>
          <ResourceContextProvider value="users">
            <UserList />
          </ResourceContextProvider>
        </LayoutFrame>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider.getList as unknown as ReturnType<typeof vi.fn>;
}

const filtered = (params: { filter: object }) => Object.keys(params.filter).length > 0;

describe('UserList', () => {
  it('shows each user with chips and actions, the counter, and asks joined newest first', async () => {
    const getList = renderList(async () => ({
      data: [{ ...aUser, _count: { predictions: 17 } }],
      total: 1,
    }));
    expect(await screen.findByText('Ann FC')).toBeTruthy();
    expect(screen.getByText('Ann Lee')).toBeTruthy();
    expect(screen.getByText('17')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 of 1 users');
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('Ann FC'))!;
    for (const name of ['Edit', 'Password', 'Make Admin', 'Deactivate'])
      expect(within(row).getByRole(name === 'Edit' ? 'link' : 'button', { name })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
  });

  it('says "No users found." when there are none at all', async () => {
    renderList(async () => ({ data: [], total: 0 }));
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('says "No users match your filters." when filters leave none, and Clear Filters & Sort resets them', async () => {
    const getList = renderList(
      async (_, params) =>
        filtered(params) ? { data: [], total: 0 } : { data: [aUser], total: 1 },
      `/users?filter=${encodeURIComponent(JSON.stringify({ q: 'zzz', role: 'admin' }))}&sort=teamName&order=ASC`,
    );
    expect(await screen.findByText('No users match your filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters & Sort' }));
    expect(await screen.findByText('Ann FC')).toBeTruthy();
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'users',
        expect.objectContaining({ filter: {}, sort: { field: 'createdAt', order: 'DESC' } }),
      ),
    );
  });

  it('shows "Failed to load users" with the server message when the list fails', async () => {
    renderList(async () => {
      throw { status: 500, message: 'boom', body: { message: 'Database unavailable' } };
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load users: Database unavailable',
    );
  });
});

describe('UserList on a phone', () => {
  /** A browser whose viewport is `width` px wide, as MUI's useMediaQuery asks it. */
  function viewport(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    });
  }
  afterEach(() => vi.unstubAllGlobals());

  it('below 600 px shows one line per user (team, name and e-mail, role, status, predictions 27,102) and no table', async () => {
    viewport(390);
    renderList(async () => ({
      data: [{ ...aUser, _count: { predictions: 27102 } }],
      total: 1,
    }));
    expect(await screen.findByText('Ann FC')).toBeTruthy();
    expect(screen.getByText('Ann Lee · ann@example.com')).toBeTruthy();
    expect(screen.getByText('User · Active · 27,102 predictions')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: /Ann FC/ }).getAttribute('href')).toBe('/users/4');
  });

  it('from 600 px shows the table, predictions written 27,102', async () => {
    viewport(1280);
    renderList(async () => ({ data: [{ ...aUser, _count: { predictions: 27102 } }], total: 1 }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText('27,102')).toBeTruthy();
  });
});
