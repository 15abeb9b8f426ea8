import { API_CACHE } from './caching';

/**
 * The service worker's side in the page: registered once the page has loaded and the browser is
 * idle (workbox-window in its own chunk, off the first load), production builds only. A new build's
 * worker waits (registerType 'prompt'): `updateReady` turns true, and `applyUpdate()` lets it take
 * over, then reloads the page, so no build runs old unnoticed.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let updateReady = false;
let activate: (() => void) | null = null;

/** Browsers check the worker on every page load; a page left open checks every hour too. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const serviceWorkerState = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  updateReady: () => updateReady,
};

function setUpdateReady() {
  updateReady = true;
  listeners.forEach((listener) => listener());
}

/** Activates the waiting worker and reloads the page once it controls it. */
export function applyUpdate() {
  activate?.();
}

async function register(onFirstControl: () => void) {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // The first worker takes over the open page (clientsClaim): what the page fetched before went past it.
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) onFirstControl();
  });
  workbox.addEventListener('waiting', () => {
    activate = () => {
      // The new worker claims the page (clientsClaim): then the page reloads onto its build.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    setUpdateReady();
  });
  const registration = await workbox.register();
  if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
}

/**
 * Registers the worker after the page's load, when the browser is idle. `onFirstControl` runs when
 * the site's first worker takes over the page (the app asks again for what it shows, through it).
 */
export function registerServiceWorker(onFirstControl: () => void) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
    idle(() => void register(onFirstControl).catch(() => {}), { timeout: 5000 });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Forgets the API answers kept for offline reading (they carry the signed-in player's own
 * predictions): on sign-in and sign-out, so another player on this device never reads them.
 */
export function clearOfflineData() {
  if (typeof caches === 'undefined') return;
  void caches.delete(API_CACHE).catch(() => {});
}
