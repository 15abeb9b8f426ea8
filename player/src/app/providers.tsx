import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionProvider } from '../lib/session';
import { createQueryClient } from '../lib/queryClient';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

/** Theme, data cache and session, in the order each needs the previous. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
