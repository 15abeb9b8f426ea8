export { API_CACHE, APP_SHELL_PATH, OFFLINE_API_URL } from './caching';
export {
  applyUpdate,
  clearOfflineData,
  registerServiceWorker,
  serviceWorkerState,
} from './serviceWorker';
export { useOnline } from './useOnline';
