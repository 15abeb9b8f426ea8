import {
  accountExportSchema,
  calendarFeedQuerySchema,
  calendarLinksSchema,
  deleteAccountSchema,
  pushDevicesSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushTestResultSchema,
  pushUnsubscribeSchema,
} from '@predictor/contracts/schemas';
import { json, route, type RouteContract } from './types';

/** "Your data" on the profile (UK GDPR): the signed-in player's own data, never another's. */
export const accountRoutes: RouteContract[] = [
  route('GET', '/users/me/export', "Download the caller's data as a JSON file (attachment)", {
    tag: 'Players',
    access: 'user',
    responses: { 200: accountExportSchema },
  }),
  route('DELETE', '/users/me', "Delete the caller's account at once (erased, sessions end)", {
    tag: 'Players',
    access: 'user',
    body: deleteAccountSchema,
    responses: { 204: null },
    errors: {
      400: 'WRONG_PASSWORD: the password is wrong (counted per account, 429 beyond the limit); VALIDATION: the confirmation word is not DELETE',
      409: 'LAST_ADMIN: the caller is the last active admin',
    },
  }),
  route(
    'GET',
    '/users/me/calendar',
    "The caller's personal calendar link (made on the first call)",
    {
      tag: 'Players',
      access: 'user',
      responses: json(calendarLinksSchema),
    },
  ),
  route(
    'POST',
    '/users/me/calendar/reset',
    'A new calendar link for the caller; the old one answers 404 from now on',
    { tag: 'Players', access: 'user', responses: json(calendarLinksSchema) },
  ),
  route(
    'GET',
    '/calendar/:token.ics',
    "A player's prediction deadlines as a calendar feed (the link is the only credential; `fixtures=team` adds their favourite team's fixtures)",
    {
      tag: 'Players',
      access: 'public',
      query: calendarFeedQuerySchema,
      responses: { 200: 'ics' },
      errors: {
        404: 'NOT_FOUND: the link is malformed, forged or was reset, or the player is inactive',
      },
    },
  ),
  route('GET', '/push/public-key', "The server's VAPID public key, for PushManager.subscribe()", {
    tag: 'Players',
    access: 'public',
    responses: json(pushPublicKeySchema),
  }),
  route('GET', '/push/subscriptions', "The caller's devices with notifications on", {
    tag: 'Players',
    access: 'user',
    responses: json(pushDevicesSchema),
  }),
  route(
    'POST',
    '/push/subscriptions',
    'Turn notifications on for this browser: its PushSubscription (saved again, it moves to the caller)',
    {
      tag: 'Players',
      access: 'user',
      body: pushSubscriptionSchema,
      responses: { 201: pushDevicesSchema },
      errors: {
        400: 'VALIDATION: not an https endpoint, keys missing or malformed; in production an endpoint on an IP address or localhost',
      },
    },
  ),
  route('DELETE', '/push/subscriptions', 'Turn notifications off for one of the caller’s devices', {
    tag: 'Players',
    access: 'user',
    body: pushUnsubscribeSchema,
    responses: { 204: null },
    errors: { 404: 'NOT_FOUND: the endpoint is none of the caller’s devices' },
  }),
  route(
    'POST',
    '/push/test',
    "A test notification to each of the caller's devices (a few per player every 15 minutes, then 429)",
    { tag: 'Players', access: 'user', responses: json(pushTestResultSchema) },
  ),
];
