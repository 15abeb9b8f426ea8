import { fetchUtils } from 'react-admin';
import { REQUEST_TIMEOUT_MS } from '@predictor/contracts/constants';
import { readToken } from './session';

/**
 * The back office's HTTP client, in a module of its own so that the resources' data provider files
 * can import it without importing the combined data provider (which imports them).
 */
export const API_URL = '/api/admin';

/** Every call carries the stored bearer token and gives up after the default (or a longer) time-out. */
export function httpClient(
  url: string,
  options: fetchUtils.Options = {},
  timeoutMs: number = REQUEST_TIMEOUT_MS,
) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return fetchUtils.fetchJson(url, { ...options, headers, signal });
}
