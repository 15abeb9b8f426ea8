import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * Builds the react-query client: no retries on 4xx answers, one retry otherwise. Offline, a query
 * still asks once (the service worker answers from what it kept: lib/pwa) and a save fails at once
 * with the offline message instead of waiting paused for the network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      mutations: { networkMode: 'always' },
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}
