import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, onUnauthorized } from './api';
import { mockApi } from '../test/http';
import { storeSession, storeToken } from './storage';
import { makeUser } from '../test/fixtures';
import { EARLY_GETS } from '@predictor/contracts/landing';

describe('api client', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (window as unknown as Record<string, unknown>)[EARLY_GETS];
  });

  const bootAsked = (token: string, answers: Record<string, Promise<unknown>>) =>
    ((window as unknown as Record<string, unknown>)[EARLY_GETS] = {
      token,
      at: Date.now(),
      answers,
    });

  it('takes a read the boot script asked for with the same token, once, instead of asking again', async () => {
    storeSession('abc', makeUser());
    bootAsked('abc', { '/leagues/3': Promise.resolve({ league: { id: 3 } }) });
    const fetchMock = mockApi({
      'GET /api/leagues/3': { body: { league: { id: 3, fresh: true } } },
    });
    await expect(api.get('/leagues/3')).resolves.toEqual({ league: { id: 3 } });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/leagues/3')).resolves.toEqual({ league: { id: 3, fresh: true } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks itself when the boot script's read failed, or was asked with another token", async () => {
    storeSession('abc', makeUser());
    const fetchMock = mockApi({ 'GET /api/leagues/3': { status: 403, body: { message: 'No' } } });
    bootAsked('abc', { '/leagues/3': Promise.resolve(null) });
    await expect(api.get('/leagues/3')).rejects.toMatchObject({ status: 403 });
    bootAsked('old-token', { '/leagues/3': Promise.resolve({ league: { id: 3 } }) });
    await expect(api.get('/leagues/3')).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
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

  it('on a 401 clears token and user and tells the 401 listeners', async () => {
    storeSession('expired', makeUser());
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    mockApi({
      'GET /api/predictions': {
        status: 401,
        body: { message: 'Authentication required', code: 'SESSION_EXPIRED' },
      },
    });
    const error = await api.get('/predictions').catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('takes a 401 for a call sent without a token as no session ending', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    mockApi({
      'GET /api/predictions': { status: 401, body: { message: 'Authentication required' } },
    });
    const error = await api.get('/predictions').catch((e: unknown) => e);
    unsubscribe();
    expect(error).toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a session renewed while a request with the old token was under way', async () => {
    storeSession('before-password-change', makeUser());
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const pending = api.get('/predictions').catch((e: unknown) => e);
    await Promise.resolve();
    storeToken('after-password-change');
    answer(
      new Response(JSON.stringify({ message: 'Expired', code: 'SESSION_EXPIRED' }), {
        status: 401,
      }),
    );
    expect(await pending).toMatchObject({ status: 401 });
    unsubscribe();
    vi.unstubAllGlobals();
    expect(window.localStorage.getItem('token')).toBe('after-password-change');
    expect(listener).not.toHaveBeenCalled();
  });

  it('treats a 401 from the sign-in call as a wrong password, not an expired session', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid' } } });
    await api.post('/auth/login', {}).catch(() => undefined);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('carries status, code and field errors of a 400', async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 400,
        body: { message: 'Invalid', code: 'VALIDATION', errors: { email: 'Bad e-mail' } },
      },
    });
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid',
      code: 'VALIDATION',
      errors: { email: 'Bad e-mail' },
    });
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

  it('says a change cannot be saved while the browser is offline, and a read was not kept', async () => {
    storeSession('abc', makeUser());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const save = await api.post('/predictions', {}).catch((e: unknown) => e);
    expect(save).toMatchObject({ status: 0 });
    expect(errorMessage(save, 'Failed to submit prediction')).toBe(
      "You are offline: changes can't be saved until you reconnect.",
    );
    const read = await api.get('/leaderboards').catch((e: unknown) => e);
    expect(errorMessage(read, 'Failed to load')).toBe(
      "You are offline, and this hasn't been saved for reading offline.",
    );
    expect(window.localStorage.getItem('token')).toBe('abc');
    vi.restoreAllMocks();
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
