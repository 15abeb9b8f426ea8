import Router from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@predictor/contracts';
import { currentUser, requireUser } from '../../lib/auth';
import { limitPerAccount } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import { devicesOf, removeSubscription, saveSubscription, sendTestPush } from './service';
import { vapidKeys } from './vapid';

/** Web Push: the server's public key, the caller's devices, and a test notification. */
export const pushRouter = new Router();

/** GET /push/public-key → {publicKey}: the VAPID key a browser subscribes with (public). */
pushRouter.get('/push/public-key', async (ctx) => {
  const { publicKey } = await vapidKeys(ctx.deps);
  ctx.body = { publicKey };
});

/** GET /push/subscriptions → {devices}: the caller's devices with notifications on. */
pushRouter.get('/push/subscriptions', requireUser, async (ctx) => {
  ctx.body = { devices: await devicesOf(ctx.deps, currentUser(ctx).id) };
});

/** POST /push/subscriptions {endpoint, keys:{p256dh, auth}, label?} → 201 {devices: [the device]}. */
pushRouter.post('/push/subscriptions', requireUser, async (ctx) => {
  const input = parse(pushSubscriptionSchema, ctx.request.body);
  const device = await saveSubscription(
    ctx.deps,
    currentUser(ctx).id,
    input,
    ctx.get('User-Agent'),
  );
  ctx.status = 201;
  ctx.body = { devices: [device] };
});

/** DELETE /push/subscriptions {endpoint} → 204; 404 unless it is one of the caller's devices. */
pushRouter.delete(
  '/push/subscriptions',
  requireUser,
  // The app-wide body parser reads POST, PUT and PATCH bodies only.
  koaBody({
    parsedMethods: [HttpMethodEnum.DELETE],
    jsonLimit: '16kb',
    urlencoded: false,
    text: false,
  }),
  async (ctx) => {
    const { endpoint } = parse(pushUnsubscribeSchema, ctx.request.body ?? {});
    await removeSubscription(ctx.deps, currentUser(ctx).id, endpoint);
    ctx.status = 204;
  },
);

/** POST /push/test → {sent, removed, failed}: a test notification to each of the caller's devices (limited per player). */
pushRouter.post(
  '/push/test',
  requireUser,
  limitPerAccount('push-test', (_body, ctx) => String(currentUser(ctx).id), {
    failuresOnly: false,
  }),
  async (ctx) => {
    ctx.body = await sendTestPush(ctx.deps, currentUser(ctx).id);
  },
);
