import { BROWSER_STORAGE_KEYS } from '@predictor/contracts/landing';
import type { User } from '@predictor/contracts/types';

/**
 * Browser storage for the session and preferences. The keys 'token' and 'user' are shared with the
 * back office (same origin), so both apps see one sign-in.
 */
export const STORAGE_KEYS = BROWSER_STORAGE_KEYS;

/** The signed-in user as stored beside the token: the contracts' `User` answer. */
export type StoredUser = User;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the app still works for this page view.
  }
}

export const getToken = (): string | null => read(STORAGE_KEYS.token);

export function getStoredUser(): StoredUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: StoredUser): void {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

/** A new token for the same user (after a password change, which ended the old one). */
export function storeToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

export function storeUser(user: StoredUser): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.user, null);
}

export const readPreference = (key: string): string | null => read(key);
export const writePreference = (key: string, value: string): void => write(key, value);
