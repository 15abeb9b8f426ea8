import { createContext, useContext } from 'react';
import type { User } from '@predictor/contracts/types';

export type { User };

export interface Session {
  /** 'checking' while a stored token is being verified with GET /auth/me. */
  status: 'checking' | 'ready';
  user: User | null;
  isAdmin: boolean;
  /** Stores the token and user after login or registration; clears upcoming matches. */
  signIn: (token: string, user: User) => void;
  /** Keeps the session on a new token (after a password change ended every older one). */
  renewToken: (token: string) => void;
  /** Replaces the current user (after a profile change). */
  updateUser: (user: User) => void;
  /** Clears token, user and the caches spec §9 lists for logout. */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
