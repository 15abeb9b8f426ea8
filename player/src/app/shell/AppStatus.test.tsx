import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';

/** The service worker's side, driven by the test: a new build waiting, and Reload. */
const worker = vi.hoisted(() => ({
  ready: false,
  listeners: new Set<() => void>(),
  applyUpdate: vi.fn(),
}));
vi.mock('../../lib/pwa', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/pwa')>()),
  serviceWorkerState: {
    subscribe: (listener: () => void) => {
      worker.listeners.add(listener);
      return () => worker.listeners.delete(listener);
    },
    updateReady: () => worker.ready,
  },
  applyUpdate: worker.applyUpdate,
}));

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  worker.ready = false;
  vi.restoreAllMocks();
});

describe('the app status under the top bar', () => {
  it('says the site is offline while it is, and what still works', async () => {
    mockApi({ 'GET /api/seasons?active=true': { body: [] } });
    renderApp('/rules');
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    goOffline(true);
    const notice = await screen.findByText(
      "You are offline. Showing saved fixtures and predictions; changes can't be saved until you reconnect.",
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();

    goOffline(false);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('offers a new version once its worker waits, and Reload applies it', async () => {
    mockApi({ 'GET /api/seasons?active=true': { body: [] } });
    renderApp('/rules');
    expect(screen.queryByText('New version available')).not.toBeInTheDocument();

    act(() => {
      worker.ready = true;
      worker.listeners.forEach((listener) => listener());
    });
    expect(await screen.findByText('New version available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('keeps a signed-in player signed in when the session check gets no answer (offline)', async () => {
    const fetchMock = mockApi({
      'GET /api/seasons?active=true': { body: [] },
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/rules', { user: makeUser({ firstName: 'Ada' }) });
    // The page replaces the session spinner once the check has ended.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/me')).toBe(true);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });
});
