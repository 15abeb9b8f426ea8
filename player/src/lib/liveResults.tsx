import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshCaches } from './cacheRules';

/** Results of one bulk save arrive together: one refresh for them all. */
const GATHER_MS = 300;

/**
 * One EventSource per tab on GET /api/events: each `result` event refreshes the caches a result
 * touches (lib/cacheRules.ts). EventSource reconnects by itself, sending Last-Event-ID, and the
 * server replays what was missed; a `ready` after a reconnection refreshes too, in case the gap was
 * longer than the server keeps events. Nothing happens where there is no EventSource (jsdom).
 */
export function LiveResults() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connected = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => refreshCaches(queryClient, 'result'), GATHER_MS);
    };
    source.addEventListener('result', refresh);
    source.addEventListener('ready', () => {
      if (connected) refresh();
      connected = true;
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
  return null;
}
