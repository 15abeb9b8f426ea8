import { REQUEST_TIMEOUT_MS } from '@predictor/contracts/constants';
import type { ErrorBody, ErrorCode } from '@predictor/contracts/types';
import { takeEarlyGet } from './earlyAnswers';
import { clearSession, getToken } from './storage';

/**
 * A failed API call, typed from the contracts' error body `{ message, code, errors? }`.
 * `status` is 0 when no answer came (network failure or the 10-second timeout).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's stable `code`, when the server sent one. */
  readonly code: ErrorCode | undefined;
  /** Field messages of a 400: `{ field: text }`. */
  readonly errors: Record<string, string> | undefined;
  /**
   * True when `message` is the server's own wording, or the offline notice (screens show it instead
   * of their fallback).
   */
  readonly fromServer: boolean;

  constructor(status: number, body?: Partial<ErrorBody>) {
    const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
    super(serverMessage ?? `Request failed (${status || 'network'})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.errors = body?.errors && typeof body.errors === 'object' ? body.errors : undefined;
    this.fromServer = serverMessage !== null;
  }
}

/** The message to show for a failure: the server's own words when present, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/**
 * Calls that check credentials answer 401 for a wrong password: that is a form error, not an
 * expired session, so they do not trigger the sign-out and redirect.
 */
const CREDENTIAL_PATHS = ['/auth/login', '/auth/register'];

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Subscribes to 401 answers (after the stored session is cleared). The app's router-aware handler
 * (app/SessionExpiryRedirect) uses it to clear the cache and go to /login; returns an unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a call that cannot leave an offline browser says: a read not kept for offline, or a change. */
const OFFLINE_READ = "You are offline, and this hasn't been saved for reading offline.";
const OFFLINE_WRITE = "You are offline: changes can't be saved until you reconnect.";
export const OFFLINE: Record<Method, string> = {
  GET: OFFLINE_READ,
  POST: OFFLINE_WRITE,
  PUT: OFFLINE_WRITE,
  DELETE: OFFLINE_WRITE,
};

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A read the boot script already asked for as the page opened (a failed one is asked again).
  const early = method === 'GET' ? takeEarlyGet(path, token) : null;
  if (early) {
    const answer = await early;
    if (answer !== null) return answer as T;
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(0, navigator.onLine === false ? { message: OFFLINE[method] } : undefined);
  } finally {
    clearTimeout(timer);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const error = new ApiError(response.status, (data ?? {}) as Partial<ErrorBody>);
    // A 401 for a token that has since been replaced (a password change renews it while other
    // requests are under way) is not the end of the session that holds the new one; nor is a 401
    // for a call sent with no token (a session ended on purpose, e.g. a deleted account).
    if (
      response.status === 401 &&
      !CREDENTIAL_PATHS.includes(path) &&
      token !== null &&
      getToken() === token
    ) {
      clearSession();
      unauthorizedListeners.forEach((listener) => listener(error));
    }
    throw error;
  }
  return data as T;
}

/** The one client for the JSON API under /api: bearer token, JSON, 10-second timeout, 401 handling. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
