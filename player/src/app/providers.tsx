import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { SessionProvider } from '../lib/session';
import { createQueryClient } from '../lib/queryClient';
import { createPersistOptions } from '../lib/persist';
import type { PublicBrand } from '../lib/brand';
import { LiveResults } from '../lib/liveResults';
import { BrandProvider } from './brand/BrandProvider';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

/** Brand, theme, data cache (with its session-storage copy, refreshed by live results) and session, each needing the previous. */
export function AppProviders({
  children,
  queryClient,
  persistOptions,
  brand,
}: {
  children: ReactNode;
  /** The brand (tests); by default the one the server put into index.html. */
  brand?: PublicBrand;
  queryClient?: QueryClient;
  persistOptions?: Omit<PersistQueryClientOptions, 'queryClient'>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [options] = useState(() => persistOptions ?? createPersistOptions());
  return (
    <BrandProvider brand={brand}>
      <ThemeModeProvider>
        <PersistQueryClientProvider client={client} persistOptions={options}>
          <LiveResults />
          <SessionProvider>{children}</SessionProvider>
        </PersistQueryClientProvider>
      </ThemeModeProvider>
    </BrandProvider>
  );
}
