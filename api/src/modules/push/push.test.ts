import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeasonWithPlayer, createWeek, predict } from '../../../test/mail-job-fixtures';
import { pushSubscriptionBody } from '../../../test/push-fixtures';
import type { TestDevice } from '../../../test/push-fixtures';
import {
  decryptPush,
  startPushService,
  verifyVapid,
  type PushService,
} from '../../../test/push-service';
import { createTrophy } from '../../../test/trophy-helpers';
import { sendRoundRecaps } from '../recaps/send';
import { sendDueReminders } from '../reminders/send';
import { scoreMatch } from '../scoring/service';
import { sendAwardNotices } from '../trophies/award-notices';
import { pushToUser } from './send';

const HOUR = 3600_000;
let app: TestApp;
let service: PushService;
let publicKey: string;

beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://predictor.example' });
  service = await startPushService();
  publicKey = (await app.request('GET', '/api/push/public-key')).body.publicKey;
}, 30_000);
afterAll(async () => {
  await service?.close();
  await app?.close();
});
beforeEach(() => {
  app.setNow(null);
  app.mails.length = 0;
});

/** A device of the token's player on the loopback push service, saved as the profile saves it. */
async function deviceOf(token: string, label?: string): Promise<TestDevice> {
  const device = service.device();
  const res = await app.request('POST', '/api/push/subscriptions', {
    token,
    body: { ...device.json, ...(label ? { label } : {}) },
  });
  expect(res.status).toBe(201);
  return device;
}

/** The decrypted payloads the device received, after checking each request's VAPID signature. */
async function payloadsOf(device: TestDevice) {
  const payloads = [];
  for (const request of service.to(device)) {
    await verifyVapid(request, publicKey, service.origin);
    payloads.push(JSON.parse(decryptPush(device, request.body)));
  }
  return payloads;
}

describe('the server key', () => {
  it('answers one VAPID public key, generated once and kept in the database', async () => {
    const again = await app.request('GET', '/api/push/public-key');
    expect(again.body).toEqual({ publicKey });
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const stored = await app.knex('pushVapidKeys').select('publicKey');
    expect(stored).toEqual([{ publicKey }]);
  });
});

describe('a push sent through the push service', () => {
  it('is encrypted for the device (RFC 8291), signed with the server key (VAPID), with TTL and urgency', async () => {
    const { user, token } = await signedIn(app);
    const device = await deviceOf(token);
    const payload = {
      title: 'Hello',
      body: 'A test',
      url: '/profile',
      tag: 'test',
      kind: 'test' as const,
    };
    const outcome = await pushToUser(app.deps, user.id, payload, {
      ttlSeconds: 3600,
      urgency: 'high',
    });
    expect(outcome).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [request, ...more] = service.to(device);
    expect(more).toHaveLength(0);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe('3600');
    expect(request.headers.urgency).toBe('high');
    const claims = await verifyVapid(request, publicKey, service.origin);
    expect(claims.sub).toBe('mailto:no-reply@predictor.local');
    // Someone else's keys cannot read it.
    expect(() => decryptPush(service.device(), request.body)).toThrow();
    expect(JSON.parse(decryptPush(device, request.body))).toEqual(payload);
    const row = await app.knex('pushSubscriptions').where({ endpoint: device.endpoint }).first();
    expect(row.lastSuccessAt).not.toBeNull();
  });

  it.each([410, 404])('removes a device whose push service answers %i', async (status) => {
    const { user, token } = await signedIn(app);
    const gone = await deviceOf(token);
    const kept = await deviceOf(token);
    service.answer(gone, status);
    const outcome = await pushToUser(
      app.deps,
      user.id,
      { title: 't', body: 'b', url: '/', tag: 't', kind: 'test' },
      { ttlSeconds: 60 },
    );
    expect(outcome).toEqual({ sent: 1, removed: 1, failed: 0 });
    const left = await app.knex('pushSubscriptions').where({ userId: user.id }).pluck('endpoint');
    expect(left).toEqual([kept.endpoint]);
  });

  it('keeps a device on any other failure (500), and sends to it next time', async () => {
    const { user, token } = await signedIn(app);
    const device = await deviceOf(token);
    service.answer(device, 500);
    const push = () =>
      pushToUser(
        app.deps,
        user.id,
        { title: 't', body: 'b', url: '/', tag: 't', kind: 'test' },
        { ttlSeconds: 60 },
      );
    expect(await push()).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(await app.knex('pushSubscriptions').where({ userId: user.id })).toHaveLength(1);
    service.answer(device, 201);
    expect(await push()).toEqual({ sent: 1, removed: 0, failed: 0 });
  });

  it('POST /push/test notifies each of the caller’s devices, opening the profile', async () => {
    const { token } = await signedIn(app);
    const devices = [await deviceOf(token), await deviceOf(token)];
    const res = await app.request('POST', '/api/push/test', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2, removed: 0, failed: 0 });
    for (const device of devices)
      expect(await payloadsOf(device)).toEqual([
        expect.objectContaining({ kind: 'test', url: '/profile', tag: 'test' }),
      ]);
  });
});

describe('devices', () => {
  it('saves a device, lists it without endpoint or keys, and saves it again without a copy', async () => {
    const { token } = await signedIn(app);
    const device = service.device();
    const saved = await app.request('POST', '/api/push/subscriptions', {
      token,
      body: device.json,
      headers: {
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.devices).toEqual([
      {
        id: expect.any(Number),
        label: 'Chrome on Android',
        createdAt: expect.any(String),
        lastSuccessAt: null,
      },
    ]);
    await app.request('POST', '/api/push/subscriptions', {
      token,
      body: { ...device.json, label: 'My phone' },
    });
    const list = await app.request('GET', '/api/push/subscriptions', { token });
    expect(list.status).toBe(200);
    expect(list.body.devices.map((d: { label: string }) => d.label)).toEqual(['My phone']);
  });

  it('moves a device to whoever saves it next (one browser, another player signed in)', async () => {
    const first = await signedIn(app);
    const second = await signedIn(app);
    const device = await deviceOf(first.token);
    await app.request('POST', '/api/push/subscriptions', {
      token: second.token,
      body: device.json,
    });
    expect(
      (await app.request('GET', '/api/push/subscriptions', { token: first.token })).body.devices,
    ).toEqual([]);
    expect(
      await app.knex('pushSubscriptions').where({ endpoint: device.endpoint }).first('userId'),
    ).toEqual({ userId: second.user.id });
  });

  it.each([
    ['an http endpoint', { ...pushSubscriptionBody('http://push.example/x') }, 'endpoint'],
    ['no endpoint', { keys: pushSubscriptionBody('https://push.example/x').keys }, 'endpoint'],
    ['no keys', { endpoint: 'https://push.example/x' }, 'keys'],
    [
      'a short p256dh key',
      {
        endpoint: 'https://push.example/x',
        keys: { p256dh: 'BAAA', auth: pushSubscriptionBody('https://push.example/x').keys.auth },
      },
      'keys.p256dh',
    ],
    [
      'no auth secret',
      {
        endpoint: 'https://push.example/x',
        keys: { p256dh: pushSubscriptionBody('https://push.example/x').keys.p256dh },
      },
      'keys.auth',
    ],
  ])('refuses %s with 400', async (_what, body, field) => {
    const { token } = await signedIn(app);
    const res = await app.request('POST', '/api/push/subscriptions', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses an endpoint on an address or localhost in production', async () => {
    const production = { ...app.deps, config: { ...app.config, env: 'production' as const } };
    const { saveSubscription } = await import('./service');
    for (const endpoint of ['https://127.0.0.1:9/x', 'https://[::1]/x', 'https://localhost/x'])
      await expect(
        saveSubscription(production, 1, pushSubscriptionBody(endpoint), undefined),
      ).rejects.toMatchObject({ status: 400 });
  });

  it('DELETE removes only the caller’s own device: another player’s endpoint answers 404 and stays', async () => {
    const owner = await signedIn(app);
    const other = await signedIn(app);
    const device = await deviceOf(owner.token);
    const refused = await app.request('DELETE', '/api/push/subscriptions', {
      token: other.token,
      body: { endpoint: device.endpoint },
    });
    expect(refused.body).toMatchObject({ message: 'This device has no notifications turned on' });
    expect(refused.status).toBe(404);
    expect(await app.knex('pushSubscriptions').where({ endpoint: device.endpoint })).toHaveLength(
      1,
    );
    const removed = await app.request('DELETE', '/api/push/subscriptions', {
      token: owner.token,
      body: { endpoint: device.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(await app.knex('pushSubscriptions').where({ endpoint: device.endpoint })).toHaveLength(
      0,
    );
  });
});

describe('channel preferences', () => {
  it('are saved and answered per kind; e-mail as before and push off until chosen', async () => {
    const { token } = await signedIn(app);
    const me = await app.request('GET', '/api/auth/me', { token });
    expect(me.body.user.preferences).toMatchObject({
      emailReminders: true,
      pushReminders: false,
      emailResults: true,
      pushResults: false,
      emailTrophies: false,
      pushTrophies: false,
    });
    const res = await app.request('PUT', '/api/users/profile', {
      token,
      body: { preferences: { pushReminders: true, emailReminders: false, pushTrophies: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.preferences).toMatchObject({
      emailNotifications: true,
      emailReminders: false,
      pushReminders: true,
      emailResults: true,
      pushTrophies: true,
    });
    const bad = await app.request('PUT', '/api/users/profile', {
      token,
      body: { preferences: { pushResults: 'yes' } },
    });
    expect(bad.status).toBe(400);
  });
});

/** A player in a season whose channels are `fields`, with a device when push is on for something. */
async function player(fields: Record<string, unknown>, withDevice = true) {
  const { season, user } = await createSeasonWithPlayer(app.knex, fields);
  const device = service.device();
  if (withDevice)
    await app.knex('pushSubscriptions').insert({
      userId: user.id,
      endpoint: device.endpoint,
      p256dh: device.json.keys.p256dh,
      auth: device.json.keys.auth,
    });
  return { season, user, device };
}

describe('deadline reminders by push', () => {
  it('push only: a push and no mail, once, opening the season; e-mail only: a mail and no push; both: both', async () => {
    const pushOnly = await player({ pushReminders: true, emailReminders: false });
    const { season } = pushOnly;
    const mailOnly = await player({});
    const both = await player({ pushReminders: true });
    for (const p of [mailOnly, both])
      await predict(
        app.knex,
        p.user.id,
        (await createWeek(app.knex, season.id, [new Date('2020-04-01T12:00:00Z')])).matches[0].id,
      );
    const close = new Date('2031-01-11T15:00:00Z');
    const { group } = await createWeek(app.knex, season.id, [close]);
    app.setNow(new Date(close.getTime() - 24 * HOUR));
    await sendDueReminders(app.deps);
    await sendDueReminders(app.deps);

    const mailsTo = (email: string) => app.mails.filter((m) => m.to === email);
    expect(mailsTo(pushOnly.user.email)).toHaveLength(0);
    const [reminder, ...again] = await payloadsOf(pushOnly.device);
    expect(again).toHaveLength(0);
    expect(reminder).toMatchObject({
      kind: 'reminder',
      url: `/seasons/${season.id}`,
      tag: `reminder-${group.id}`,
    });
    expect(reminder.body).toContain('1 match without a prediction and no banker yet');
    const [request] = service.to(pushOnly.device);
    // Kept by the push service until the deadline, and no longer.
    expect(Number(request.headers.ttl)).toBe(24 * 3600);
    expect(
      await app
        .knex('deadline_reminders')
        .where({ userId: pushOnly.user.id, matchGroupId: group.id })
        .whereNotNull('sentAt'),
    ).toHaveLength(1);

    expect(mailsTo(mailOnly.user.email)).toHaveLength(1);
    expect(service.to(mailOnly.device)).toHaveLength(0);
    expect(mailsTo(both.user.email)).toHaveLength(1);
    expect(await payloadsOf(both.device)).toHaveLength(1);
  });

  it('push only without a device: nothing due, nothing claimed', async () => {
    const { season, user } = await player({ pushReminders: true, emailReminders: false }, false);
    const close = new Date('2031-02-11T15:00:00Z');
    await createWeek(app.knex, season.id, [close]);
    app.setNow(new Date(close.getTime() - 2 * HOUR));
    await sendDueReminders(app.deps);
    expect(await app.knex('deadline_reminders').where({ userId: user.id })).toHaveLength(0);
  });

  it('the reminder e-mail’s unsubscribe link turns the e-mail off and leaves push reminders on', async () => {
    const { user } = await player({ pushReminders: true });
    const { unsubscribe, signUnsubscribeToken } = await import('../newsletter/unsubscribe');
    await unsubscribe(
      app.deps,
      await signUnsubscribeToken(user.id, app.config.jwtSecret, 'reminders'),
    );
    expect(
      await app
        .knex('users')
        .where({ id: user.id })
        .first('emailReminders', 'pushReminders', 'reminderLeadHours'),
    ).toEqual({ emailReminders: false, pushReminders: true, reminderLeadHours: 24 });
  });
});

describe('round results and trophies by push', () => {
  it('pushes the week’s points, opening My Predictions, once; no mail for push only', async () => {
    const { season, user, device } = await player({ pushResults: true, emailResults: false });
    const { group, matches } = await createWeek(app.knex, season.id, [
      new Date(Date.now() - 3 * HOUR),
    ]);
    await predict(app.knex, user.id, matches[0].id, true, [2, 1]);
    await app
      .knex('matches')
      .where({ id: matches[0].id })
      .update({ status: 'finished', homeGoals: 2, awayGoals: 1 });
    await app.knex.transaction((trx) => scoreMatch(trx, matches[0].id));
    await sendRoundRecaps(app.deps);
    await sendRoundRecaps(app.deps);
    const [recap, ...more] = await payloadsOf(device);
    expect(more).toHaveLength(0);
    expect(recap).toMatchObject({
      kind: 'results',
      url: '/my-predictions',
      tag: `results-${group.id}`,
    });
    expect(recap.title).toMatch(/: you scored 6 points$/);
    expect(app.mails.filter((m) => m.to === user.email)).toHaveLength(0);
  });

  it('announces an award by push (and by e-mail when chosen), opening the trophy room, once', async () => {
    const admin = await signedIn(app, { role: 'admin' });
    const trophy = (await createTrophy(app, admin.token, { name: 'Golden Glove' })).body;
    const pushed = await player({ pushTrophies: true });
    const mailed = await player({ pushTrophies: true, emailTrophies: true });
    const silent = await player({});
    const res = await app.request('POST', '/api/trophies/admin/award', {
      token: admin.token,
      body: {
        trophyId: trophy.id,
        userIds: [pushed.user.id, mailed.user.id, silent.user.id],
        reason: 'Clean sheets',
      },
    });
    expect(res.status).toBe(200);
    await Promise.all([sendAwardNotices(app.deps), sendAwardNotices(app.deps)]);
    await sendAwardNotices(app.deps);
    for (const p of [pushed, mailed])
      expect(await payloadsOf(p.device)).toEqual([
        expect.objectContaining({
          kind: 'trophy',
          url: '/trophies',
          title: 'You won Golden Glove',
          body: 'Clean sheets',
        }),
      ]);
    expect(service.to(silent.device)).toHaveLength(0);
    expect(app.mails.map((m) => m.to)).toEqual([mailed.user.email]);
    expect(app.mails[0].text).toContain('https://predictor.example/trophies');
  });
});
