import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EARLY_SESSION_CHECK } from '@predictor/contracts/landing';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { getStoredUser, storeSession } from '../storage';

const publicStubs = { 'GET /api/seasons?active=true': { body: [] } };
const holder = window as unknown as Record<string, unknown>;
const sessionChecks = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me');

/** What the server's boot script leaves for the app (api/src/lib/boot-shell.ts). */
function bootScriptAsked(token: string, answer: unknown) {
  holder[EARLY_SESSION_CHECK] = { token, answer: Promise.resolve(answer) };
}

describe("the session check asked for by the server's boot script", () => {
  it('is taken instead of asking again, and its user is the one kept', async () => {
    const stored = makeUser({ teamName: 'Old Name' });
    const fresh = makeUser({ teamName: 'New Name' });
    const fetchMock = mockApi(publicStubs);
    storeSession('test-token', stored);
    bootScriptAsked('test-token', { user: fresh });
    renderApp('/rules');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await waitFor(() => expect(getStoredUser()?.teamName).toBe('New Name'));
    expect(sessionChecks(fetchMock)).toHaveLength(0);
    expect(holder[EARLY_SESSION_CHECK]).toBeUndefined();
  });

  it('is asked again when it failed, and a 401 then ends the session', async () => {
    const fetchMock = mockApi({
      ...publicStubs,
      'GET /api/auth/me': { status: 401, body: { message: 'Unauthorized' } },
    });
    storeSession('test-token', makeUser());
    bootScriptAsked('test-token', null);
    renderApp('/rules');
    expect(await screen.findByRole('link', { name: 'Create Account' })).toBeInTheDocument();
    expect(sessionChecks(fetchMock)).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('is not used for another session: asked again with the stored token', async () => {
    const user = makeUser();
    const fetchMock = mockApi({ ...publicStubs, 'GET /api/auth/me': { body: { user } } });
    storeSession('test-token', user);
    bootScriptAsked('an-earlier-token', { user: makeUser({ teamName: 'Someone Else' }) });
    renderApp('/rules');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const checks = sessionChecks(fetchMock);
    expect(checks).toHaveLength(1);
    expect(new Headers(checks[0][1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(getStoredUser()?.teamName).toBe(user.teamName);
  });
});
