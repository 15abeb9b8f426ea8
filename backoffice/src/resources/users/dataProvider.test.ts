import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_SEARCH_MAX_RESULTS } from '@predictor/contracts/constants';
import { dataProvider } from '../../dataProvider';

type Call = { url: string; method: string; body: unknown; auth: string | null };
const calls: Call[] = [];
let answer: unknown = {};

beforeEach(() => {
  calls.length = 0;
  answer = { id: 7, teamName: 'Rovers' };
  localStorage.setItem('token', 'jwt-123');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        auth: new Headers(init.headers).get('authorization'),
      });
      return new Response(JSON.stringify(answer), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('users custom methods', () => {
  it('setUserPassword PUTs {password} to /api/admin/users/{id}/password with the token', async () => {
    await expect(dataProvider.setUserPassword(7, 'secret1')).resolves.toEqual(answer);
    expect(calls).toEqual([
      {
        url: '/api/admin/users/7/password',
        method: 'PUT',
        body: { password: 'secret1' },
        auth: 'Bearer jwt-123',
      },
    ]);
  });

  it('setUserRole PUTs {role} to /api/admin/users/{id}/role', async () => {
    await dataProvider.setUserRole(7, 'admin');
    expect(calls[0]).toMatchObject({
      url: '/api/admin/users/7/role',
      method: 'PUT',
      body: { role: 'admin' },
    });
  });

  it('toggleUserStatus PUTs to /api/admin/users/{id}/toggle-status without a body', async () => {
    await dataProvider.toggleUserStatus(7);
    expect(calls[0]).toMatchObject({
      url: '/api/admin/users/7/toggle-status',
      method: 'PUT',
      body: undefined,
    });
  });

  it('searchUsers GETs /api/users/search?q= and answers id, teamName and email only', async () => {
    answer = [{ id: 3, teamName: 'Rovers & Co', email: 'x@y.z', role: 'admin' }];
    await expect(dataProvider.searchUsers(' rov & co ')).resolves.toEqual([
      { id: 3, teamName: 'Rovers & Co', email: 'x@y.z' },
    ]);
    expect(calls[0]).toMatchObject({
      url: '/api/users/search?q=rov%20%26%20co',
      method: 'GET',
      auth: 'Bearer jwt-123',
    });
  });

  it('searchUsers asks nothing below the minimum length', async () => {
    await expect(dataProvider.searchUsers(' a ')).resolves.toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('searchUsers keeps at most the maximum number of results', async () => {
    answer = Array.from({ length: USER_SEARCH_MAX_RESULTS + 3 }, (_, i) => ({
      id: i + 1,
      teamName: `T${i}`,
    }));
    expect(await dataProvider.searchUsers('team')).toHaveLength(USER_SEARCH_MAX_RESULTS);
  });

  it('rejects with the server body so the refusal can be shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'You cannot remove your own admin role' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(dataProvider.setUserRole(1, 'user')).rejects.toMatchObject({
      status: 400,
      body: { message: 'You cannot remove your own admin role' },
    });
  });
});
