import { z } from 'zod';
import { dateTime, id } from './responses/common';

/** The kinds of notice a player chooses a channel for (e-mail, push, both), plus the profile's test. */
export const PUSH_KINDS = ['reminder', 'results', 'trophy', 'test'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_MESSAGES = {
  invalidSubscription: 'Please send the browser’s push subscription (endpoint and keys)',
  endpointNotHttps: 'The push endpoint must be an https:// URL',
  endpointNotAllowed: 'This push endpoint is not accepted',
  subscriptionNotFound: 'This device has no notifications turned on',
  labelTooLong: 'The device name must be at most 100 characters',
} as const;

/** base64url without padding (what PushSubscription.toJSON() gives) of exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.invalidSubscription })
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`),
      PUSH_MESSAGES.invalidSubscription,
    );

const endpoint = z
  .string({ error: PUSH_MESSAGES.invalidSubscription })
  .max(2048, PUSH_MESSAGES.invalidSubscription)
  .pipe(z.url({ protocol: /^https$/, error: PUSH_MESSAGES.endpointNotHttps }));

/**
 * POST /push/subscriptions: the browser's PushSubscription as JSON (an https endpoint, the P-256
 * public key p256dh of 65 bytes and the 16-byte auth secret) and an optional device name.
 */
export const pushSubscriptionSchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url(65), auth: base64url(16) },
    { error: PUSH_MESSAGES.invalidSubscription },
  ),
  label: z.string().trim().max(100, PUSH_MESSAGES.labelTooLong).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /push/subscriptions: the endpoint of one of the caller's own devices. */
export const pushUnsubscribeSchema = z.object({ endpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** GET /push/public-key: the server's VAPID public key (the applicationServerKey of subscribe()). */
export const pushPublicKeySchema = z.strictObject({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** One of the caller's devices with notifications on (never its endpoint or keys). */
export const pushDeviceSchema = z.strictObject({
  id,
  label: z.string().nullable(),
  createdAt: dateTime,
  lastSuccessAt: dateTime.nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** GET /push/subscriptions and the answer of POST /push/subscriptions (the device saved). */
export const pushDevicesSchema = z.strictObject({ devices: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;

/** POST /push/test: how many of the caller's devices took the test, refused it for good, or failed. */
export const pushTestResultSchema = z.strictObject({
  sent: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
});
export type PushTestResult = z.infer<typeof pushTestResultSchema>;

/**
 * What every push message carries (JSON, encrypted for the device): the notification's title and
 * body, the site path it opens, its tag (a newer notice of one tag replaces the older) and kind.
 */
export const pushPayloadSchema = z.strictObject({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
  kind: z.enum(PUSH_KINDS),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
