import type { AuthProvider } from 'react-admin';
import { clearSession, readToken, readUser, siteUrl } from './session';

/**
 * No second login page: the player site signs people in. react-admin follows absolute redirectTo
 * URLs with a full page load, which leaves the /admin router.
 */
export const authProvider: AuthProvider = {
  login: async () => {
    window.location.assign(siteUrl('/login'));
  },

  /** Anonymous (or an unreadable session) → /login; a non-admin → /. */
  checkAuth: async () => {
    const user = readUser();
    if (!readToken() || !user) {
      throw { redirectTo: siteUrl('/login'), message: false };
    }
    if (user.role !== 'admin') {
      throw { redirectTo: siteUrl('/'), message: false };
    }
  },

  /** 401 ends the session and goes to /login; 403 (no longer an admin) goes to / keeping the session. */
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: siteUrl('/login'), message: false };
    }
    if (error?.status === 403) {
      throw { redirectTo: siteUrl('/'), message: false, logoutUser: false };
    }
  },

  /**
   * Where a person leaves the back office to. An admin logging out: session cleared, then /.
   * react-admin also calls this when checkAuth fails (with requireAuth, ignoring checkAuth's
   * redirectTo), so: nobody signed in → /login; a signed-in player keeps their session → /.
   */
  logout: async () => {
    const user = readUser();
    if (!readToken() || !user) {
      clearSession();
      return siteUrl('/login');
    }
    if (user.role !== 'admin') return siteUrl('/');
    clearSession();
    return siteUrl('/');
  },

  getIdentity: async () => {
    const user = readUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.teamName };
  },

  getPermissions: async () => readUser()?.role ?? null,
};
