import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type {
  PersistedClient,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { CACHE_TTL_MS } from '@predictor/contracts/constants';
import { cacheRoots, type CacheRoot } from './cacheRoots';

/**
 * Session-storage copy of the spec's caches (§9): only queries whose key root is allow-listed are
 * written, each for at most 15 minutes. The whole copy is dropped when older than that (the
 * persister's maxAge); single entries older than that are left out on restore and on every write.
 */
export const PERSIST_KEY = 'predictor-query-cache';

/** Spec §9: the caches kept in session storage. */
export const persistedRoots: readonly CacheRoot[] = [
  cacheRoots.predictionStats,
  cacheRoots.globalRank,
  cacheRoots.newsLatest,
  cacheRoots.seasons,
  cacheRoots.leaderboards,
  cacheRoots.newsPages,
  cacheRoots.leagueLists,
];

const isFresh = (updatedAt: number) => Date.now() - updatedAt < CACHE_TTL_MS;

/**
 * Whether a query belongs in session storage: allow-listed root, successful, under 15 minutes old,
 * and not known to be out of date (invalidated by a save or a live result: a copy restored after a
 * reload would look fresh and never be asked for again).
 */
export function shouldPersistQuery(query: Query): boolean {
  return (
    (persistedRoots as readonly unknown[]).includes(query.queryKey[0]) &&
    defaultShouldDehydrateQuery(query) &&
    isFresh(query.state.dataUpdatedAt) &&
    !query.state.isInvalidated
  );
}

/** Drops entries past their 15 minutes (and any root no longer allowed) from a stored copy. */
function withoutExpired(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.filter(
    (q) =>
      (persistedRoots as readonly unknown[]).includes(q.queryKey[0]) &&
      isFresh(q.state.dataUpdatedAt),
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The options of PersistQueryClientProvider: the async persister over `storage`, 15-minute maxAge. */
export function createPersistOptions(
  storage: Storage | null = sessionStorageOrNull(),
  throttleTime = 1000,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({
      storage,
      key: PERSIST_KEY,
      throttleTime,
      deserialize: (text) => withoutExpired(JSON.parse(text) as PersistedClient),
    }),
    maxAge: CACHE_TTL_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/** Removes the given key roots from the stored copy at once (logout, league joined, 401). */
export function prunePersisted(roots: readonly unknown[], storage = sessionStorageOrNull()): void {
  if (!storage) return;
  try {
    const text = storage.getItem(PERSIST_KEY);
    if (!text) return;
    const client = JSON.parse(text) as PersistedClient;
    const queries = client.clientState.queries.filter((q) => !roots.includes(q.queryKey[0]));
    storage.setItem(
      PERSIST_KEY,
      JSON.stringify({ ...client, clientState: { ...client.clientState, queries } }),
    );
  } catch {
    storage.removeItem(PERSIST_KEY);
  }
}
