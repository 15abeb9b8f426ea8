import { REQUEST_TIMEOUT_MS } from '@predictor/contracts';
import { clearSession, getToken } from './storage';

/** A failed API call: `serverMessage` is the answer's `message` field when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(serverMessage ?? `Request failed (${status || 'network'})`);
    this.name = 'ApiError';
  }
}

/** The message to show for a failure: the server's own words when present, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

let onUnauthorized = (): void => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** Replaces what happens after a 401 (tests observe it instead of navigating). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

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
    throw new ApiError(0);
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
    if (response.status === 401) {
      clearSession();
      onUnauthorized();
    }
    const payload = (data ?? {}) as { message?: unknown; errors?: Record<string, string> };
    const message =
      typeof payload.message === 'string' && payload.message ? payload.message : undefined;
    throw new ApiError(response.status, message, payload.errors);
  }
  return data as T;
}

/** The one client for the JSON API under /api: bearer token, JSON, 10-second timeout, 401 handling. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
