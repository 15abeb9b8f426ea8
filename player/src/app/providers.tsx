import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { SessionProvider } from '../lib/session';
import { createQueryClient } from '../lib/queryClient';
import { createPersistOptions } from '../lib/persist';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

/** Theme, data cache (with its session-storage copy) and session, each needing the previous. */
export function AppProviders({
  children,
  queryClient,
  persistOptions,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  persistOptions?: Omit<PersistQueryClientOptions, 'queryClient'>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [options] = useState(() => persistOptions ?? createPersistOptions());
  return (
    <ThemeModeProvider>
      <PersistQueryClientProvider client={client} persistOptions={options}>
        <SessionProvider>{children}</SessionProvider>
      </PersistQueryClientProvider>
    </ThemeModeProvider>
  );
}
