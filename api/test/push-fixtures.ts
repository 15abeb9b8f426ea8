import { createECDH, randomBytes } from 'node:crypto';

/** A browser's push subscription as the test plays it: its P-256 key pair and 16-byte auth secret. */
export type TestDevice = {
  endpoint: string;
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  authSecret: Buffer;
  /** What PushSubscription.toJSON() gives: the body of POST /api/push/subscriptions. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

/** A device subscribed at `endpoint`, with fresh keys (as a browser makes them). */
export function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    ecdh,
    publicKey,
    authSecret,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
  };
}

/** A valid POST /api/push/subscriptions body for `endpoint`. */
export const pushSubscriptionBody = (endpoint: string) => testDevice(endpoint).json;

/** A push_subscriptions row for `endpoint` (add userId). */
export function pushSubscriptionRow(endpoint: string) {
  const { keys } = pushSubscriptionBody(endpoint);
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
