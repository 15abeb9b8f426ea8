import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { clearSession, getStoredUser, getToken, storeSession, storeUser } from '../storage';
import { SessionContext, type Session, type User } from './context';

/** Holds the signed-in user; a stored token is checked once with GET /auth/me at start. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(() => (getToken() ? getStoredUser() : null));
  const [status, setStatus] = useState<Session['status']>(() =>
    getToken() ? 'checking' : 'ready',
  );

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    api
      .get<{ user: User }>('/auth/me')
      .then(({ user: fresh }) => {
        if (cancelled) return;
        storeUser(fresh);
        setUser(fresh);
      })
      .catch(() => {
        if (cancelled) return;
        clearSession();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback((token: string, next: User) => {
    storeSession(token, next);
    setUser(next);
    setStatus('ready');
  }, []);

  const updateUser = useCallback((next: User) => {
    storeUser(next);
    setUser(next);
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    queryClient.clear();
    setUser(null);
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({ status, user, isAdmin: user?.role === 'admin', signIn, updateUser, signOut }),
    [status, user, signIn, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
