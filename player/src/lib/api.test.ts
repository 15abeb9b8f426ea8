import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, setUnauthorizedHandler } from './api';
import { mockApi } from '../test/http';
import { storeSession } from './storage';
import { makeUser } from '../test/fixtures';

describe('api client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON with the stored bearer token', async () => {
    storeSession('abc', makeUser());
    const fetchMock = mockApi({ 'POST /api/things': { body: { ok: true } } });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = mockApi({ 'GET /api/seasons': { body: [] } });
    await api.get('/seasons');
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it('on a 401 clears token and user and sends the browser to /login', async () => {
    storeSession('expired', makeUser());
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({
      'GET /api/predictions': { status: 401, body: { message: 'Authentication required' } },
    });
    await expect(api.get('/predictions')).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other errors and exposes the server message', async () => {
    storeSession('abc', makeUser());
    mockApi({ 'POST /api/leagues': { status: 409, body: { message: 'League is full' } } });
    const error = await api.post('/leagues', {}).catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to join league')).toBe('League is full');
    expect(window.localStorage.getItem('token')).toBe('abc');
  });

  it('falls back to the screen message when the server sends none', async () => {
    mockApi({ 'GET /api/seasons': { status: 500 } });
    const error = await api.get('/seasons').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to load seasons')).toBe('Failed to load seasons');
  });

  it('aborts a request after 10 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'Failed to load data')).toBe('Failed to load data');
  });
});
