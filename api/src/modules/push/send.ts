import type { PushPayload } from '@predictor/contracts/types';
import webPush from 'web-push';
import type { JobDeps } from '../../lib/context';
import { vapidKeys } from './vapid';

export type PushDeps = Pick<JobDeps, 'knex' | 'config' | 'log' | 'now'>;

export type PushOptions = {
  /** How long the push service keeps the message for an offline device (seconds, at least 0). */
  ttlSeconds: number;
  /** RFC 8030 urgency: 'high' wakes a sleeping phone at once, 'low' waits for it to wake. */
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
};

export type PushOutcome = { sent: number; removed: number; failed: number };

/** A push service answers 404 or 410 for a subscription that no longer exists (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);

/**
 * Sends `payload` (encrypted per RFC 8291, signed with our VAPID key) to every device of the player.
 * A device whose push service says it is gone (404, 410) is removed; any other failure is logged and
 * not retried (the next notice tries that device again). Answers what happened to the devices.
 */
export async function pushToUser(
  deps: PushDeps,
  userId: number,
  payload: PushPayload,
  options: PushOptions,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  const devices = await deps
    .knex('pushSubscriptions')
    .where({ userId })
    .select('id', 'endpoint', 'p256dh', 'auth');
  if (devices.length === 0) return outcome;
  const keys = await vapidKeys(deps);
  const body = JSON.stringify(payload);
  await Promise.all(
    devices.map(async (device) => {
      try {
        await webPush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          body,
          {
            TTL: Math.max(0, Math.floor(options.ttlSeconds)),
            urgency: options.urgency ?? 'normal',
            vapidDetails: { subject: deps.config.push.subject, ...keys },
            timeout: 10_000,
          },
        );
        outcome.sent += 1;
        await deps.knex('pushSubscriptions').where({ id: device.id }).update({
          lastSuccessAt: deps.now(),
        });
      } catch (error) {
        const status = error instanceof webPush.WebPushError ? error.statusCode : undefined;
        // The endpoint is a capability URL: logged by the device's id, never in full.
        if (status !== undefined && GONE.has(status)) {
          outcome.removed += 1;
          await deps
            .knex('pushSubscriptions')
            .where({ id: device.id, endpoint: device.endpoint })
            .delete();
          deps.log.info({ userId, device: device.id, status }, 'push device gone; removed');
        } else {
          outcome.failed += 1;
          deps.log.warn(
            { userId, device: device.id, status, err: status ? undefined : error },
            `${payload.kind} push not delivered`,
          );
        }
      }
    }),
  );
  return outcome;
}
