import { isIP } from 'node:net';
import { PUSH_MESSAGES, type PushDevice, type PushSubscriptionInput } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { pushToUser, type PushOutcome } from './send';

const DEVICE_COLUMNS = ['id', 'label', 'createdAt', 'lastSuccessAt'] as const;

/**
 * Push services are public hosts: in production an endpoint on an address (an IP literal) or on
 * localhost is refused, so a subscription cannot make the server post to its own network. Tests run
 * their push service on 127.0.0.1.
 */
function assertPublicEndpoint(deps: Pick<AppDeps, 'config'>, endpoint: string) {
  if (deps.config.env !== 'production') return;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || host === 'localhost' || host.endsWith('.localhost'))
    throw badRequest(PUSH_MESSAGES.endpointNotAllowed, {
      endpoint: PUSH_MESSAGES.endpointNotAllowed,
    });
}

/** "Chrome on Android" from a User-Agent header, for a device the browser did not name. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (!browser) return system;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Saves the browser's subscription for the player (POST /push/subscriptions). An endpoint is one
 * browser profile: saved again it takes the new keys and moves to whoever signed in there now.
 */
export async function saveSubscription(
  deps: Pick<AppDeps, 'knex' | 'config' | 'now'>,
  userId: number,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<PushDevice> {
  assertPublicEndpoint(deps, input.endpoint);
  const row = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: input.label || deviceLabel(userAgent),
    createdAt: deps.now(),
  };
  const [device] = await deps
    .knex('pushSubscriptions')
    .insert(row)
    .onConflict('endpoint')
    .merge(['userId', 'p256dh', 'auth', 'label', 'createdAt'])
    .returning(DEVICE_COLUMNS);
  return device;
}

/** Removes one of the player's own devices (DELETE /push/subscriptions); 404 when it is not theirs. */
export async function removeSubscription(
  deps: Pick<AppDeps, 'knex'>,
  userId: number,
  endpoint: string,
): Promise<void> {
  const removed = await deps.knex('pushSubscriptions').where({ userId, endpoint }).delete();
  if (removed === 0) throw notFound(PUSH_MESSAGES.subscriptionNotFound);
}

/** The player's devices with notifications on, oldest first (GET /push/subscriptions). */
export const devicesOf = (deps: Pick<AppDeps, 'knex'>, userId: number): Promise<PushDevice[]> =>
  deps.knex('pushSubscriptions').where({ userId }).orderBy('id').select(DEVICE_COLUMNS);

/** POST /push/test: a test notification to each of the player's devices, opening the profile. */
export const sendTestPush = (deps: AppDeps, userId: number): Promise<PushOutcome> =>
  pushToUser(
    deps,
    userId,
    {
      title: 'Notifications are on',
      body: 'This device will show your reminders, results and trophies.',
      url: '/profile',
      tag: 'test',
      kind: 'test',
    },
    { ttlSeconds: 600 },
  );
