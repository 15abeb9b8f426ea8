import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EARLY_SESSION_CHECK } from '@predictor/contracts/landing';
import type { UserResponse } from '@predictor/contracts/types';
import { api, ApiError, onUnauthorized } from '../api';
import { clearOfflineData } from '../pwa';
import { clearCaches } from '../cacheRules';
import { takeEarlyAnswer } from '../earlyAnswers';
import { prunePersisted, persistedRoots } from '../persist';
import {
  clearSession,
  getStoredUser,
  getToken,
  storeSession,
  storeToken,
  storeUser,
} from '../storage';
import { SessionContext, type Session, type User } from './context';

/**
 * GET /auth/me with the stored token: the boot script's answer when it asked with the same token and
 * got one (it asks while the scripts load, so no page waits a round trip after they have run), else
 * asked now, through the api client (a 401 then ends the session as anywhere).
 */
function checkSession(): Promise<UserResponse> {
  const early = takeEarlyAnswer<UserResponse>(EARLY_SESSION_CHECK);
  const ask = () => api.get<UserResponse>('/auth/me');
  if (!early || early.token !== getToken()) return ask();
  return early.answer.then((answer) => (answer?.user ? answer : ask()));
}

/**
 * Holds the signed-in user; a stored token is checked once with GET /auth/me at start (kept when
 * no answer comes: offline). Applies the spec's cache rules (lib/cacheRules.ts) on sign-in,
 * auto-login and sign-out, and forgets the user and the offline copies (lib/pwa) on any 401.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(() => (getToken() ? getStoredUser() : null));
  const [status, setStatus] = useState<Session['status']>(() =>
    getToken() ? 'checking' : 'ready',
  );

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    checkSession()
      .then(({ user: fresh }) => {
        if (cancelled) return;
        storeUser(fresh);
        setUser(fresh);
        clearCaches(queryClient, 'login');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // No answer (offline, or the server unreachable): the stored session stands until one comes.
        if (error instanceof ApiError && error.status === 0) return;
        clearSession();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
    // Once at start: later sign-ins go through signIn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A 401 anywhere: the api client has dropped token and user; forget the user and every cache.
  // (app/SessionExpiryRedirect does the navigation, which needs the router.)
  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.clear();
        prunePersisted(persistedRoots);
        clearOfflineData();
        setUser(null);
        setStatus('ready');
      }),
    [queryClient],
  );

  const signIn = useCallback(
    (token: string, next: User) => {
      storeSession(token, next);
      clearCaches(queryClient, 'login');
      clearOfflineData();
      setUser(next);
      setStatus('ready');
    },
    [queryClient],
  );

  const updateUser = useCallback((next: User) => {
    storeUser(next);
    setUser(next);
  }, []);

  const renewToken = useCallback((token: string) => storeToken(token), []);

  const signOut = useCallback(() => {
    clearSession();
    clearCaches(queryClient, 'logout');
    clearOfflineData();
    setUser(null);
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      isAdmin: user?.role === 'admin',
      signIn,
      renewToken,
      updateUser,
      signOut,
    }),
    [status, user, signIn, renewToken, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
