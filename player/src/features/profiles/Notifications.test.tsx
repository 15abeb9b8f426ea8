import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makePreferences, makeUser } from '../../test/fixtures';

const PUT = 'PUT /api/users/profile';
const DEVICES = 'GET /api/push/subscriptions';
const SUBSCRIBE = 'POST /api/push/subscriptions';
const UNSUBSCRIBE = 'DELETE /api/push/subscriptions';
// A P-256 public key as the server answers it (65 bytes, base64url).
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example/send/abc';
const subscriptionJson = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'A'.repeat(22) },
};
const device = (id: number) => ({
  id,
  label: 'Chrome on Android',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastSuccessAt: null,
});

/** The browser's push machinery, mocked: permission, the service worker and its push manager. */
function mockBrowser({
  permission = 'granted' as NotificationPermission,
  subscribed = false,
  serviceWorker = true,
} = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: permission === 'denied' ? 'denied' : 'default',
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      // Without a service worker (development, a first visit) `ready` never settles.
      ready: serviceWorker ? Promise.resolve({ pushManager }) : new Promise(() => {}),
    },
  });
  return { requestPermission, pushManager, subscription };
}

const user = makeUser({ id: 1 });
function stub(handlers: Parameters<typeof mockApi>[0] = {}, devices = [] as object[]) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/teams': { body: [] },
    'GET /api/users/me/calendar': {
      body: { httpsUrl: 'https://x.example/a.ics', webcalUrl: 'webcal://x.example/a.ics' },
    },
    [DEVICES]: { body: { devices } },
    'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
    ...handlers,
  });
}

async function card(who = user) {
  renderApp('/profile', { user: who });
  return screen.findByRole('region', { name: 'Notifications' });
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
});

describe('the Notifications card on /profile', () => {
  it('shows e-mail and push per kind and saves a switch at once', async () => {
    mockBrowser();
    const later = makeUser({ id: 1, preferences: makePreferences({ pushResults: true }) });
    const fetchMock = stub({ [PUT]: { body: { user: later } } });
    const notifications = await card();
    const results = within(notifications).getByRole('group', { name: 'Round results' });
    expect(within(results).getByRole('switch', { name: 'Round results by e-mail' })).toBeChecked();
    const push = within(results).getByRole('switch', { name: 'Round results by push' });
    expect(push).not.toBeChecked();
    expect(
      within(notifications).getByRole('switch', { name: 'Trophies and medals by e-mail' }),
    ).not.toBeChecked();
    await userEvent.click(push);
    await waitFor(() => expect(push).toBeChecked());
    expect(sentBody(fetchMock, PUT)).toEqual({ preferences: { pushResults: true } });
  });

  it('asks for permission only when the player turns notifications on, then subscribes and saves this device', async () => {
    const browser = mockBrowser();
    let devices: object[] = [];
    const fetchMock = stub({
      [DEVICES]: () => ({ body: { devices } }),
      [SUBSCRIBE]: () => {
        devices = [device(7)];
        return { status: 201, body: { devices } };
      },
    });
    const notifications = await card();
    expect(
      await within(notifications).findByText('Push notifications are off on all your devices.'),
    ).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(
      await within(notifications).findByText('Notifications are on for 1 device.'),
    ).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(sentBody(fetchMock, SUBSCRIBE)).toEqual(subscriptionJson);
    expect(
      await within(notifications).findByRole('button', { name: 'Turn off on this device' }),
    ).toBeInTheDocument();
  });

  it('says notifications are blocked when the browser refuses, and subscribes nothing', async () => {
    const browser = mockBrowser({ permission: 'denied' });
    const fetchMock = stub();
    const notifications = await card();
    expect(
      within(notifications).getByText(
        'Notifications are blocked for this site in your browser settings.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(
      await within(notifications).findByText(
        'Notifications are blocked for this site in your browser settings.',
      ),
    ).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sentBody(fetchMock, SUBSCRIBE)).toBeUndefined();
  });

  it('explains when no service worker is running (development, or not installed yet)', async () => {
    mockBrowser({ serviceWorker: false });
    stub();
    const notifications = await card();
    const turnOn = within(notifications).getByRole('button', {
      name: 'Turn on notifications on this device',
    });
    // Enabled once this browser's subscription was looked for (in vain: no service worker).
    await waitFor(() => expect(turnOn).toBeEnabled(), { timeout: 4000 });
    await userEvent.click(turnOn);
    expect(
      await within(notifications).findByText(
        /offline support, which is not running here/,
        {},
        {
          timeout: 8000,
        },
      ),
    ).toBeInTheDocument();
  }, 15_000);

  it('says so in a browser without Web Push, with no button', async () => {
    stub();
    const notifications = await card();
    expect(
      within(notifications).getByText('This browser cannot show notifications from the site.'),
    ).toBeInTheDocument();
    expect(within(notifications).queryByRole('button', { name: /Turn on/ })).toBeNull();
  });

  it('turns this device off (the saved device removed, then the subscription) and sends a test', async () => {
    const browser = mockBrowser({ subscribed: true });
    const fetchMock = stub(
      {
        [UNSUBSCRIBE]: { status: 204 },
        'POST /api/push/test': { body: { sent: 2, removed: 0, failed: 0 } },
      },
      [device(1), device(2)],
    );
    const notifications = await card();
    expect(
      await within(notifications).findByText('Notifications are on for 2 devices.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Send a test notification' }),
    );
    expect(await within(notifications).findByRole('status')).toHaveTextContent(
      'Test notification sent to 2 devices.',
    );
    await userEvent.click(
      await within(notifications).findByRole('button', { name: 'Turn off on this device' }),
    );
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled());
    expect(sentBody(fetchMock, UNSUBSCRIBE)).toEqual({ endpoint: ENDPOINT });
  });
});
