import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cacheRoots } from '../../lib/cacheRoots';
import { registerServiceWorker, serviceWorkerState, useOnline } from '../../lib/pwa';

/** Drawn only when there is something to say: MUI's Alert and Snackbar stay off the first load. */
const StatusBanners = lazy(() =>
  import('./StatusBanners').then((module) => ({ default: module.StatusBanners })),
);

/**
 * The app's own state, under the top bar: "You are offline" while the browser has no network, and
 * "New version available" once a new build's service worker waits. Registers the worker (once).
 */
export function AppStatus() {
  const online = useOnline();
  const updateReady = useSyncExternalStore(
    serviceWorkerState.subscribe,
    serviceWorkerState.updateReady,
    () => false,
  );
  const queryClient = useQueryClient();
  // Once the first worker controls the page, the fixtures and own predictions on screen are asked
  // for again through it, so they are kept for offline reading from this visit on.
  useEffect(
    () =>
      registerServiceWorker(() => {
        for (const root of [cacheRoots.seasons, cacheRoots.predictions])
          void queryClient.invalidateQueries({ queryKey: [root] });
      }),
    [queryClient],
  );
  if (online && !updateReady) return null;
  return (
    <Suspense fallback={null}>
      <StatusBanners offline={!online} updateReady={updateReady} />
    </Suspense>
  );
}
