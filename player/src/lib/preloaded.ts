import { API_CACHE, OFFLINE_API_URL } from './pwa/caching';

/**
 * API answers the server put into index.html for the page being opened
 * (<script id="preloaded" type="application/json">, keyed by path under /api). Each is served once:
 * later reads go to the API.
 */
const entries = new Map<string, unknown>();

/**
 * Keeps a preloaded answer where the service worker keeps the ones it fetched (lib/pwa), when one
 * controls the page: the page never asks for it, yet needs it to open offline later.
 */
function keepForOffline(path: string, value: unknown): void {
  const url = new URL(`/api${path}`, window.location.origin).href;
  if (!navigator.serviceWorker?.controller || !OFFLINE_API_URL.test(url)) return;
  const answer = new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json' },
  });
  void caches
    .open(API_CACHE)
    .then((cache) => cache.put(url, answer))
    .catch(() => {});
}

/** Moves the page's preloaded answers (if still there) into `entries`. */
function collect(): void {
  const script = document.getElementById('preloaded');
  if (!script) return;
  script.remove();
  try {
    const data: unknown = JSON.parse(script.textContent ?? '');
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const [path, value] of Object.entries(data)) {
        entries.set(path, value);
        keepForOffline(path, value);
      }
    }
  } catch {
    /* malformed: nothing preloaded */
  }
}

/** The preloaded answer of GET /api{path}, once; undefined when there is none (or it was taken). */
export function takePreloaded<T>(path: string): T | undefined {
  collect();
  const value = entries.get(path) as T | undefined;
  entries.delete(path);
  return value;
}
