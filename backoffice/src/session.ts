import { BROWSER_STORAGE_KEYS } from '@predictor/contracts/landing';

/**
 * The player site's session, shared through localStorage on the same origin: 'token' (the bearer
 * JWT) and 'user' (JSON with at least id, teamName and role).
 */
export type StoredUser = { id: number; teamName: string; role: 'admin' | 'user'; email?: string };

export const TOKEN_KEY = BROWSER_STORAGE_KEYS.token;
export const USER_KEY = BROWSER_STORAGE_KEYS.user;

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored user, or null when absent or unreadable. */
export function readUser(): StoredUser | null {
  const text = localStorage.getItem(USER_KEY);
  if (!text) return null;
  try {
    const user = JSON.parse(text) as Partial<StoredUser> | null;
    return user && typeof user === 'object' && typeof user.role === 'string'
      ? (user as StoredUser)
      : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** An absolute URL on this origin, outside the /admin router: react-admin follows it with a full page load. */
export function siteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
