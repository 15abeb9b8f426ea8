import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn, TEST_PASSWORD } from '../../../test/factories';
import { settled } from '../../lib/after-answer';
import { signPurposeToken } from '../../lib/tokens';
import { signUnsubscribeToken } from '../newsletter/unsubscribe';
import { ensureAdmin } from '../users/ensure-admin';

let app: TestApp;
let admin: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://game.example' });
  admin = await signedIn(app, { role: 'admin' });
});
afterAll(() => app?.close());

const me = (token: string) => app.request('GET', '/api/auth/me', { token });
const login = async (email: string, password: string) =>
  app.request('POST', '/api/auth/login', { body: { email, password } });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  app.request('POST', '/api/auth/change-password', {
    token,
    body: { currentPassword, newPassword },
  });
const unsubscribe = (token: string) =>
  app.request('POST', `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
const resetLink = async (email: string) => {
  await app.request('POST', '/api/auth/forgot-password', { body: { email } });
  await settled();
  return /reset-password\?token=([\w-]+)/.exec(app.mails.at(-1)!.text)![1];
};
const encoder = new TextEncoder();

/** What a token may open: the session check, a player route and an admin route. */
async function statusesOf(token: string) {
  return [
    (await me(token)).status,
    (await app.request('GET', '/api/predictions', { token })).status,
    (await app.request('GET', '/api/admin/users', { token })).status,
  ];
}

describe('a token does one job', () => {
  it('refuses an unsubscribe token of an admin on /auth/me, a player route and an admin route', async () => {
    expect(await statusesOf(admin.token)).toEqual([200, 200, 200]);
    for (const kind of ['all', 'reminders'] as const) {
      const link = await signUnsubscribeToken(admin.user.id, app.config.jwtSecret, kind);
      expect(await statusesOf(link)).toEqual([401, 401, 401]);
    }
  });

  it('refuses a password reset token as a session', async () => {
    const user = await createUser(app.knex, { role: 'admin' });
    const reset = await resetLink(user.email);
    expect(await statusesOf(reset)).toEqual([401, 401, 401]);
  });

  it('refuses tokens signed with the secret itself (the keys are derived per purpose)', async () => {
    const raw = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'session+jwt' })
      .setAudience('session')
      .setSubject(String(admin.user.id))
      .setExpirationTime('1h')
      .sign(encoder.encode(app.config.jwtSecret));
    expect(await statusesOf(raw)).toEqual([401, 401, 401]);
  });

  it('refuses an unsubscribe-purpose token that claims the session audience', async () => {
    const crossed = await signPurposeToken(
      'unsubscribe',
      app.config.jwtSecret,
      admin.user.id,
      '1h',
      {
        aud: 'session',
        sv: 0,
      },
    );
    expect((await me(crossed)).status).toBe(401);
  });

  it('refuses a session token on the unsubscribe route, which changes nothing', async () => {
    const { user, token } = await signedIn(app);
    const res = await unsubscribe(token);
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_LINK']);
    const row = await app.knex('users').where({ id: user.id }).first();
    expect([row.emailNotifications, row.unsubscribed]).toEqual([true, false]);
  });

  it('unsubscribes with an unsubscribe token, and with a link mailed before tokens had their own keys', async () => {
    const user = await createUser(app.knex);
    expect(
      (await unsubscribe(await signUnsubscribeToken(user.id, app.config.jwtSecret))).status,
    ).toBe(200);
    expect((await app.knex('users').where({ id: user.id }).first()).unsubscribed).toBe(true);

    const other = await createUser(app.knex);
    const legacy = await new SignJWT({ purpose: 'unsubscribe-reminders' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(other.id))
      .setExpirationTime('365d')
      .sign(encoder.encode(app.config.jwtSecret));
    expect((await unsubscribe(legacy)).status).toBe(200);
    expect((await app.knex('users').where({ id: other.id }).first()).emailReminders).toBe(false);
    expect((await me(legacy)).status).toBe(401);

    // An old session token (the secret itself, no purpose claim) unsubscribes nobody.
    const oldSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(other.id))
      .setExpirationTime('1h')
      .sign(encoder.encode(app.config.jwtSecret));
    expect((await unsubscribe(oldSession)).status).toBe(400);
  });
});

describe('sessions end when they should', () => {
  /** A player signed in on two devices, through the real login. */
  async function twoDevices(fields: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(app.knex, fields);
    const first = (await login(user.email, TEST_PASSWORD)).body.token as string;
    const second = (await login(user.email, TEST_PASSWORD)).body.token as string;
    expect([(await me(first)).status, (await me(second)).status]).toEqual([200, 200]);
    return { user, first, second };
  }

  it('a password change by the player ends the other sessions and keeps the one it came from', async () => {
    const { user, first, second } = await twoDevices();
    const res = await changePassword(first, TEST_PASSWORD, 'changed-pass-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await me(second)).status).toBe(401);
    expect((await me(first)).status).toBe(401);
    expect((await me(res.body.token)).body.user.id).toBe(user.id);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'changed-pass-1')).status).toBe(200);
  });

  it('a password set by an admin ends every session of the player', async () => {
    const { user, first, second } = await twoDevices();
    const res = await app.request('PUT', `/api/admin/users/${user.id}/password`, {
      token: admin.token,
      body: { password: 'admin-set-1' },
    });
    expect(res.status).toBe(200);
    expect([(await me(first)).status, (await me(second)).status]).toEqual([401, 401]);
    expect((await login(user.email, 'admin-set-1')).status).toBe(200);
  });

  it('a reset through the forgot-password link ends every session, and older links stop working', async () => {
    const { user, first } = await twoDevices();
    const older = await resetLink(user.email);
    const link = await resetLink(user.email);
    const res = await app.request('POST', '/api/auth/reset-password', {
      body: { token: link, password: 'reset-pass-1' },
    });
    expect(res.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    const again = await app.request('POST', '/api/auth/reset-password', {
      body: { token: older, password: 'reset-pass-2' },
    });
    expect(again.body.message).toBe(MESSAGES.resetLinkExpired);
  });

  it('a deactivation ends every session for good: reactivating does not bring old tokens back', async () => {
    const { user, first } = await twoDevices();
    const toggle = () =>
      app.request('PUT', `/api/admin/users/${user.id}/toggle-status`, { token: admin.token });
    expect((await toggle()).body.isActive).toBe(false);
    expect((await me(first)).status).toBe(401);
    expect((await toggle()).body.isActive).toBe(true);
    expect((await me(first)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a demotion ends every session of the former admin', async () => {
    const { user, first } = await twoDevices({ role: 'admin' });
    expect((await app.request('GET', '/api/admin/users', { token: first })).status).toBe(200);
    const res = await app.request('PUT', `/api/admin/users/${user.id}/role`, {
      token: admin.token,
      body: { role: 'user' },
    });
    expect(res.body.role).toBe('user');
    expect((await me(first)).status).toBe(401);
  });

  it('an edit that changes neither password, activity nor role keeps the sessions', async () => {
    const { user, first } = await twoDevices();
    const res = await app.request('PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: { firstName: 'Renamed' },
    });
    expect(res.status).toBe(200);
    expect((await me(first)).status).toBe(200);
  });

  it('"sign out everywhere" ends every session of the caller, this one included, and no one else\'s', async () => {
    const { first, second } = await twoDevices();
    const bystander = await twoDevices();
    const res = await app.request('POST', '/api/auth/sign-out-everywhere', { token: first });
    expect(res.status).toBe(204);
    expect([(await me(first)).status, (await me(second)).status]).toEqual([401, 401]);
    expect((await me(bystander.first)).status).toBe(200);
    expect((await app.request('POST', '/api/auth/sign-out-everywhere')).status).toBe(401);
  });

  it('ADMIN_PASSWORD at a restart keeps the admin signed in unless the password changed', async () => {
    await ensureAdmin(app.knex, 'restart-boss@example.com', 'boss-pass-1');
    const token = (await login('restart-boss@example.com', 'boss-pass-1')).body.token;
    await ensureAdmin(app.knex, 'restart-boss@example.com', 'boss-pass-1');
    expect((await me(token)).status).toBe(200);
    await ensureAdmin(app.knex, 'restart-boss@example.com', 'boss-pass-2');
    expect((await me(token)).status).toBe(401);
  });
});

describe('POST /auth/change-password', () => {
  it('refuses a wrong current password with 400 (not 401, which would sign the device out)', async () => {
    const { token } = await signedIn(app);
    const res = await changePassword(token, 'not-my-password', 'whatever-1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      errors: { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword },
    });
    expect((await me(token)).status).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'long-enough' }, ACCOUNT_MESSAGES.enterCurrentPassword],
    [{ currentPassword: TEST_PASSWORD, newPassword: '' }, MESSAGES.enterNewPassword],
    [{ currentPassword: TEST_PASSWORD, newPassword: '12345' }, MESSAGES.passwordTooShort],
  ])('validates %j with "%s"', async (body, message) => {
    const { token } = await signedIn(app);
    const res = await app.request('POST', '/api/auth/change-password', { token, body });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('counts wrong current passwords per account like failed logins: the 11th attempt is 429', async () => {
    const { token } = await signedIn(app);
    for (let i = 0; i < 10; i++)
      expect((await changePassword(token, `wrong-${i}`, 'whatever-1')).status).toBe(400);
    const limited = await changePassword(token, TEST_PASSWORD, 'whatever-1');
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('needs a session', async () => {
    const res = await app.request('POST', '/api/auth/change-password', {
      body: { currentPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(res.status).toBe(401);
  });
});

describe('no account discovery', () => {
  it('answers forgot-password before the mail work, so a known address takes no longer than an unknown one', async () => {
    const user = await createUser(app.knex);
    const send = app.deps.mailer.send;
    // A slow mail server: were the mail sent before answering, the known address would take 400 ms more.
    app.deps.mailer.send = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return send(mail);
    };
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await app.request('POST', '/api/auth/forgot-password', { body: { email } });
        return { res, ms: performance.now() - started };
      };
      const before = app.mails.length;
      const known = await timed(user.email);
      const unknown = await timed('nobody-here@example.com');
      expect(known.res.body).toEqual(unknown.res.body);
      expect(known.ms).toBeLessThan(300);
      expect(unknown.ms).toBeLessThan(300);
      expect(app.mails.length).toBe(before);
      await settled();
      expect(app.mails.map((m) => m.to).slice(before)).toEqual([user.email]);
    } finally {
      app.deps.mailer.send = send;
    }
  });

  it('counts changes of e-mail to taken addresses per account; a successful change does not clear the count', async () => {
    const { token, user } = await signedIn(app);
    const taken = await createUser(app.knex);
    const details = (email: string) => ({
      firstName: 'First',
      lastName: 'Last',
      teamName: user.teamName,
      email,
    });
    const put = (email: string) =>
      app.request('PUT', '/api/users/profile', { token, body: details(email) });
    for (let i = 0; i < 5; i++) expect((await put(taken.email)).status).toBe(409);
    expect((await put(`fresh-${user.id}@example.com`)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await put(taken.email)).status).toBe(409);
    const limited = await put(taken.email);
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    // Other profile changes go on: only e-mail changes are counted.
    expect((await put(`fresh-${user.id}@example.com`)).status).toBe(200);
  });
});
