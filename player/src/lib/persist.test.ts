import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { CACHE_TTL_MS } from '@predictor/contracts/constants';
import { createPersistOptions, PERSIST_KEY } from './persist';
import { seasonKeys } from '../features/seasons/api';
import { cacheRoots } from './cacheRoots';

/** A Storage over a Map, so each test owns its session storage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const seasons = [{ id: 1, name: 'Premier League 2025/26' }];

async function saveFrom(storage: Storage, fill: (client: QueryClient) => void) {
  const client = new QueryClient();
  fill(client);
  await persistQueryClientSave({ queryClient: client, ...createPersistOptions(storage, 0) });
  await vi.advanceTimersByTimeAsync(10);
}

async function restoreInto(storage: Storage) {
  const client = new QueryClient();
  await persistQueryClientRestore({ queryClient: client, ...createPersistOptions(storage, 0) });
  return client;
}

describe('session-storage persistence', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('restores an allowed query within 15 minutes and drops it after', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T12:00:00Z') });
    const storage = memoryStorage();
    await saveFrom(storage, (c) => c.setQueryData(seasonKeys.list(false), seasons));
    expect(storage.getItem(PERSIST_KEY)).toContain('Premier League');

    vi.setSystemTime(Date.now() + CACHE_TTL_MS - 60_000);
    expect((await restoreInto(storage)).getQueryData(seasonKeys.list(false))).toEqual(seasons);

    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await restoreInto(storage)).getQueryData(seasonKeys.list(false))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('leaves out a single entry older than 15 minutes even when the copy is newer', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T12:00:00Z') });
    const storage = memoryStorage();
    await saveFrom(storage, (c) => {
      c.setQueryData(seasonKeys.list(false), seasons, { updatedAt: Date.now() - CACHE_TTL_MS });
      c.setQueryData(seasonKeys.list(true), seasons);
    });
    const restored = await restoreInto(storage);
    expect(restored.getQueryData(seasonKeys.list(false))).toBeUndefined();
    expect(restored.getQueryData(seasonKeys.list(true))).toEqual(seasons);
  });

  it('never writes a query marked out of date, so a reload asks for it again', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    await saveFrom(storage, (c) => {
      c.setQueryData([cacheRoots.predictionStats, 'me'], { totalPredictions: 0 });
      c.setQueryData(seasonKeys.list(true), seasons);
      void c.invalidateQueries({ queryKey: [cacheRoots.predictionStats] });
    });
    const restored = await restoreInto(storage);
    expect(restored.getQueryData([cacheRoots.predictionStats, 'me'])).toBeUndefined();
    expect(restored.getQueryData(seasonKeys.list(true))).toEqual(seasons);
  });

  it('never writes a query whose key root is not allow-listed', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    await saveFrom(storage, (c) => {
      c.setQueryData([cacheRoots.upcomingMatches], { upcomingMatches: ['secret-fixture'] });
      c.setQueryData([cacheRoots.predictions, 'own'], ['secret-prediction']);
      c.setQueryData(['somethingElse'], 'secret-other');
      c.setQueryData(seasonKeys.list(true), seasons);
    });
    const text = storage.getItem(PERSIST_KEY) ?? '';
    expect(text).toContain('Premier League');
    expect(text).not.toContain('secret');
  });
});
