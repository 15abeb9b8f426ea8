import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from './authProvider';

const origin = window.location.origin;
const admin = { id: 1, teamName: 'Admin FC', role: 'admin' };
const player = { id: 2, teamName: 'Player FC', role: 'user' };

function signIn(user: object | null, token: string | null = 'jwt') {
  if (token) localStorage.setItem('token', token);
  if (user) localStorage.setItem('user', JSON.stringify(user));
}

beforeEach(() => localStorage.clear());

describe('checkAuth', () => {
  it('sends an anonymous visitor to /login with a full page load', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: `${origin}/login`,
      message: false,
    });
  });

  it('treats a token without a readable user as anonymous', async () => {
    signIn(null);
    localStorage.setItem('user', '{not json');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      redirectTo: `${origin}/login`,
    });
  });

  it('sends a signed-in non-admin to /', async () => {
    signIn(player);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/` });
  });

  it('lets an admin in', async () => {
    signIn(admin);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  it('on 401 clears token and user and goes to /login', async () => {
    signIn(admin);
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: `${origin}/login`,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('on 403 goes to / without logging out', async () => {
    signIn(admin);
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({
      redirectTo: `${origin}/`,
      logoutUser: false,
    });
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('ignores other errors', async () => {
    signIn(admin);
    await expect(authProvider.checkError({ status: 409 })).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it('clears an admin session and goes to /', async () => {
    signIn(admin);
    await expect(authProvider.logout({})).resolves.toBe(`${origin}/`);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps a player session when sending them away to /', async () => {
    signIn(player);
    await expect(authProvider.logout({})).resolves.toBe(`${origin}/`);
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('sends an anonymous visitor to /login', async () => {
    await expect(authProvider.logout({})).resolves.toBe(`${origin}/login`);
  });
});

describe('getIdentity', () => {
  it('answers the stored user with the team name as full name', async () => {
    signIn(admin);
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 1, fullName: 'Admin FC' });
  });
});
