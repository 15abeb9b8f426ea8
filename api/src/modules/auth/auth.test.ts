import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn, TEST_PASSWORD } from '../../../test/factories';
import { signSessionToken } from '../../lib/auth';
import { ensureAdmin } from '../users/ensure-admin';
import { settled } from '../../lib/after-answer';
import { warmLeaderboards } from '../leaderboards/service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://game.example' });
});
afterAll(() => app?.close());

const register = (body: Record<string, unknown>) =>
  app.request('POST', '/api/auth/register', { body });
const login = (email: string, password: string) =>
  app.request('POST', '/api/auth/login', { body: { email, password } });

describe('app shell of the API', () => {
  it('answers health ok after checking the database', async () => {
    const res = await app.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers health 503 "starting" until the leaderboards players open first are read', async () => {
    app.deps.starting = { ready: false };
    try {
      const res = await app.request('GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'starting',
        message: 'The server is starting: the leaderboards are being loaded',
        code: 'STARTING',
      });
      await warmLeaderboards(app.deps);
      app.deps.starting.ready = true;
      expect((await app.request('GET', '/api/health')).status).toBe(200);
    } finally {
      app.deps.starting = undefined;
    }
  });

  it('answers JSON 404 for an unknown API path, never HTML', async () => {
    const res = await app.request('GET', '/api/nope/deeper');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.body.message).toMatch(/No API route/);
  });

  it('answers 400 with a message for malformed JSON', async () => {
    const res = await app.request('POST', '/api/auth/login', { body: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTypeOf('string');
  });
});

describe('POST /auth/register', () => {
  it('creates an account and answers a token and the user, without the password hash', async () => {
    const res = await register({
      email: 'New@Example.com',
      password: 'secret1',
      teamName: 'New FC',
      firstName: '',
      lastName: 'Smith',
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toBeTypeOf('string');
    expect(res.body.user).toMatchObject({
      email: 'New@Example.com',
      teamName: 'New FC',
      role: 'user',
      firstName: null,
      lastName: 'Smith',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
    const me = await app.request('GET', '/api/auth/me', { token: res.body.token });
    expect(me.body.user.teamName).toBe('New FC');
  });

  it.each([
    [{ email: 'a1@example.com', password: 'secret1' }, MESSAGES.teamNameRequired],
    [{ teamName: 'T1', password: 'secret1' }, MESSAGES.emailRequired],
    [{ teamName: 'T1', email: 'not-an-email', password: 'secret1' }, MESSAGES.invalidEmail],
    [{ teamName: 'T1', email: 'a2@example.com', password: '12345' }, MESSAGES.passwordTooShort],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an e-mail already used, whatever its case, with 409', async () => {
    await register({ email: 'taken@example.com', password: 'secret1', teamName: 'Taken One' });
    const res = await register({
      email: 'TAKEN@example.com',
      password: 'secret1',
      teamName: 'Taken Two',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.emailTaken);
  });

  it('refuses a team name already used with 409', async () => {
    await register({ email: 'first@example.com', password: 'secret1', teamName: 'Rovers' });
    const res = await register({
      email: 'second@example.com',
      password: 'secret1',
      teamName: 'rovers',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.teamNameTaken);
  });

  it('stores an argon2id hash, never the password', async () => {
    await register({ email: 'hash@example.com', password: 'secret-hash', teamName: 'Hashers' });
    const row = await app.knex('users').whereRaw('lower(email) = ?', ['hash@example.com']).first();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('secret-hash');
  });
});

describe('POST /auth/login', () => {
  it('signs in by e-mail case-insensitively and records lastLogin', async () => {
    const user = await createUser(app.knex, { email: 'Mixed.Case@Example.com' });
    const res = await login('mixed.case@EXAMPLE.com', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    const row = await app.knex('users').where({ id: user.id }).first();
    expect(row.lastLogin).not.toBeNull();
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(app.knex);
    const wrong = await login(user.email, 'wrong-password');
    const unknown = await login('nobody@example.com', 'whatever1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.invalidCredentials);
    expect(unknown.body.message).toBe(MESSAGES.invalidCredentials);
  });

  it('asks for both fields', async () => {
    const res = await app.request('POST', '/api/auth/login', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.fillAllFields);
  });

  it('refuses a deactivated user', async () => {
    const user = await createUser(app.knex, { isActive: false });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.accountDeactivated);
  });
});

describe('GET /auth/me and tokens', () => {
  it('answers 401 without a token', async () => {
    expect((await app.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('answers 401 for a forged or malformed token', async () => {
    const { user } = await signedIn(app);
    const forged = await signSessionToken(user.id, 'another-secret-another-secret-1234567', '1h');
    expect((await app.request('GET', '/api/auth/me', { token: forged })).status).toBe(401);
    expect((await app.request('GET', '/api/auth/me', { token: 'garbage' })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await signedIn(app);
    const expired = await signSessionToken(user.id, app.config.jwtSecret, '-1s');
    expect((await app.request('GET', '/api/auth/me', { token: expired })).status).toBe(401);
  });

  it('refuses a token once it expires, though it was accepted (and remembered) before', async () => {
    const { user } = await signedIn(app);
    // Three seconds: a token of one could expire at once (its expiry is rounded to the second).
    const shortLived = await signSessionToken(user.id, app.config.jwtSecret, '3s');
    expect((await app.request('GET', '/api/auth/me', { token: shortLived })).status).toBe(200);
    const expiresAt = JSON.parse(Buffer.from(shortLived.split('.')[1], 'base64url').toString()).exp;
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 20));
    expect((await app.request('GET', '/api/auth/me', { token: shortLived })).status).toBe(401);
  });

  it('refuses a tampered copy of a token it has accepted', async () => {
    const { user, token } = await signedIn(app);
    const other = await createUser(app.knex);
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(200);
    const [header, , signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...payload, sub: String(other.id) })).toString(
      'base64url',
    );
    const tampered = `${header}.${swapped}.${signature}`;
    expect((await app.request('GET', '/api/auth/me', { token: tampered })).status).toBe(401);
    expect(user.id).not.toBe(other.id);
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await app.request('GET', '/api/auth/me', { token: flipped })).status).toBe(401);
  });

  it('stops an existing token at once when the user is deactivated', async () => {
    const { user, token } = await signedIn(app);
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(200);
    await app.knex('users').where({ id: user.id }).update({ isActive: false });
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('tells concurrent callers apart (their lookups share one query), a deactivated one among them', async () => {
    const callers = await Promise.all(Array.from({ length: 12 }, () => signedIn(app)));
    const gone = callers[5];
    await app.knex('users').where({ id: gone.user.id }).update({ isActive: false });
    const answers = await Promise.all(
      [...callers, ...callers].map(({ token }) => app.request('GET', '/api/auth/me', { token })),
    );
    answers.forEach((res, i) => {
      const caller = callers[i % callers.length];
      if (caller === gone) expect(res.status).toBe(401);
      else expect([res.status, res.body.user.id]).toEqual([200, caller.user.id]);
    });
  });
});

describe('password reset', () => {
  // The mail is sent after the answer: wait for that work before reading the mails.
  const forgot = async (email: string) => {
    const res = await app.request('POST', '/api/auth/forgot-password', { body: { email } });
    await settled();
    return res;
  };
  const reset = (token: string, password: string) =>
    app.request('POST', '/api/auth/reset-password', { body: { token, password } });
  const lastLink = () =>
    /https:\/\/game\.example\/reset-password\?token=([\w-]+)/.exec(app.mails.at(-1)!.text)!;

  it('answers the same message whether or not the address exists, and mails only real accounts', async () => {
    const user = await createUser(app.knex);
    const before = app.mails.length;
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('ghost@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(MESSAGES.resetEmailSent);
    expect(app.mails.length).toBe(before + 1);
    expect(app.mails.at(-1)!.to).toBe(user.email);
    expect(lastLink()).toBeTruthy();
  });

  it('asks for an e-mail address', async () => {
    const res = await forgot('  ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.enterEmail);
  });

  it('stores the token hashed, resets the password, and works only once', async () => {
    const user = await createUser(app.knex);
    await forgot(user.email);
    const token = lastLink()[1];
    const stored = await app.knex('password_reset_tokens').where({ userId: user.id }).first();
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.tokenHash).toMatch(/^[a-f0-9]{64}$/);

    const first = await reset(token, 'brand-new-pass');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MESSAGES.passwordReset);
    expect((await login(user.email, 'brand-new-pass')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);

    const second = await reset(token, 'another-pass');
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(MESSAGES.resetLinkExpired);
  });

  it('expires after one hour', async () => {
    const user = await createUser(app.knex);
    await forgot(user.email);
    const token = lastLink()[1];
    app.setNow(new Date(Date.now() + 61 * 60 * 1000));
    try {
      const res = await reset(token, 'too-late-pass');
      expect(res.status).toBe(400);
    } finally {
      app.setNow(null);
    }
  });

  it('validates the new password and the token', async () => {
    expect((await reset('whatever', '123')).body.message).toBe(MESSAGES.passwordTooShort);
    expect((await reset('whatever', '')).body.message).toBe(MESSAGES.enterNewPassword);
    expect((await reset('', 'long-enough')).body.message).toBe(MESSAGES.invalidResetLink);
    expect((await reset('unknown-token', 'long-enough')).status).toBe(400);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin, then resets its password and role on the next start', async () => {
    expect(await ensureAdmin(app.knex, 'boss@example.com', 'boss-pass-1')).toBe('created');
    expect((await login('boss@example.com', 'boss-pass-1')).body.user.role).toBe('admin');
    await app
      .knex('users')
      .whereRaw('lower(email) = ?', ['boss@example.com'])
      .update({ role: 'user' });
    expect(await ensureAdmin(app.knex, 'BOSS@example.com', 'boss-pass-2')).toBe('updated');
    const res = await login('boss@example.com', 'boss-pass-2');
    expect(res.body.user.role).toBe('admin');
  });
});
