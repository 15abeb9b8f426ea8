import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn, TEST_PASSWORD } from '../../../test/factories';

let app: TestApp;
let admin: string;
let adminId: number;
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  const a = await signedIn(app, {
    role: 'admin',
    teamName: 'Admin Team',
    email: 'boss@example.com',
  });
  admin = a.token;
  adminId = a.user.id;
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

describe('guards', () => {
  const routes = [
    ['GET', '/admin/users'],
    ['GET', '/admin/users/1'],
    ['PUT', '/admin/users/1'],
    ['PUT', '/admin/users/1/password'],
    ['PUT', '/admin/users/1/role'],
    ['PUT', '/admin/users/1/toggle-status'],
    ['GET', '/users/search?q=abc'],
  ];
  it('answers 401 to an anonymous caller on every admin user route', async () => {
    for (const [method, path] of routes) {
      expect(
        (await app.request(method, `/api${path}`, { body: method === 'GET' ? undefined : {} }))
          .status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
  it('answers 403 to a player on every admin user route', async () => {
    for (const [method, path] of routes) {
      expect(
        (
          await app.request(method, `/api${path}`, {
            token: player,
            body: method === 'GET' ? undefined : {},
          })
        ).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('updates e-mail, team name, names and active flag; audited before/after', async () => {
    const user = await createUser(app.knex);
    const res = await app.request('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: {
        email: ' New@Example.com ',
        teamName: ' Renamed ',
        firstName: 'Ann',
        lastName: '',
        isActive: false,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: 'New@Example.com',
      teamName: 'Renamed',
      firstName: 'Ann',
      lastName: null,
      isActive: false,
      role: 'user',
      _count: { predictions: 0 },
    });
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'users', resourceId: String(user.id), action: 'update' })
      .first();
    expect([audit.before.teamName, audit.after.teamName, audit.actorId]).toEqual([
      user.teamName,
      'Renamed',
      adminId,
    ]);
  });

  it('requires e-mail and team name', async () => {
    const user = await createUser(app.knex);
    const res = await app.request('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { email: '', teamName: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Email is required',
      teamName: 'Team name is required',
    });
    expect(
      (
        await app.request('PUT', `/api/admin/users/${user.id}`, {
          token: admin,
          body: { email: 'nope', teamName: 'x' },
        })
      ).body.errors,
    ).toEqual({ email: 'Please enter a valid email address' });
  });

  it('answers 409 when the e-mail or team name belongs to someone else, whatever the case, naming the field', async () => {
    const user = await createUser(app.knex);
    const other = await createUser(app.knex);
    const email = await app.request('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { email: other.email.toUpperCase(), teamName: user.teamName },
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('An account with this email already exists');
    expect(email.body.errors).toEqual({ email: 'An account with this email already exists' });
    const team = await app.request('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { email: user.email, teamName: other.teamName.toLowerCase() },
    });
    expect(team.status).toBe(409);
    expect(team.body.message).toBe('This team name is already taken');
    expect(team.body.errors).toEqual({ teamName: 'This team name is already taken' });
  });

  it("refuses to deactivate one's own account", async () => {
    const res = await app.request('PUT', `/api/admin/users/${adminId}`, {
      token: admin,
      body: { email: 'boss@example.com', teamName: 'Admin Team', isActive: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot deactivate your own account');
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (
        await app.request('PUT', '/api/admin/users/999999', {
          token: admin,
          body: { email: 'a@b.co', teamName: 'zz' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('PUT /api/admin/users/{id}/password', () => {
  it('sets a new password the user can sign in with; audited without the password', async () => {
    const user = await createUser(app.knex);
    const res = await app.request('PUT', `/api/admin/users/${user.id}/password`, {
      token: admin,
      body: { password: 'brand-new-pw' },
    });
    expect(res.status).toBe(200);
    expect(
      (
        await app.request('POST', '/api/auth/login', {
          body: { email: user.email, password: 'brand-new-pw' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', '/api/auth/login', {
          body: { email: user.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'users', resourceId: String(user.id), action: 'reset_password' })
      .first();
    expect(JSON.stringify(audit)).not.toContain('brand-new-pw');
  });

  it('requires at least 6 characters', async () => {
    const user = await createUser(app.knex);
    const res = await app.request('PUT', `/api/admin/users/${user.id}/password`, {
      token: admin,
      body: { password: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must be at least 6 characters long');
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('makes a user admin and back; audited', async () => {
    const { user, token } = await signedIn(app);
    expect(
      (
        await app.request('PUT', `/api/admin/users/${user.id}/role`, {
          token: admin,
          body: { role: 'admin' },
        })
      ).body.role,
    ).toBe('admin');
    expect((await app.request('GET', '/api/admin/users', { token })).status).toBe(200);
    expect(
      (
        await app.request('PUT', `/api/admin/users/${user.id}/role`, {
          token: admin,
          body: { role: 'user' },
        })
      ).body.role,
    ).toBe('user');
    // A demotion ends the former admin's sessions (trigger users_end_sessions).
    expect((await app.request('GET', '/api/admin/users', { token })).status).toBe(401);
    const audits = await app
      .knex('audit_events')
      .where({ resource: 'users', resourceId: String(user.id), action: 'change_role' })
      .orderBy('id');
    expect(audits.map((a) => [a.before.role, a.after.role])).toEqual([
      ['user', 'admin'],
      ['admin', 'user'],
    ]);
  });

  it('refuses an unknown role', async () => {
    const user = await createUser(app.knex);
    const res = await app.request('PUT', `/api/admin/users/${user.id}/role`, {
      token: admin,
      body: { role: 'owner' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Role must be user or admin');
  });

  it('refuses to demote oneself', async () => {
    const res = await app.request('PUT', `/api/admin/users/${adminId}/role`, {
      token: admin,
      body: { role: 'user' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot remove your own admin role');
    expect((await app.knex('users').where({ id: adminId }).first()).role).toBe('admin');
  });
});

describe('PUT /api/admin/users/{id}/toggle-status', () => {
  it('deactivates a user, whose token stops working at once and for good, and reactivates them; audited', async () => {
    const { user, token } = await signedIn(app);
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(200);
    const off = await app.request('PUT', `/api/admin/users/${user.id}/toggle-status`, {
      token: admin,
    });
    expect(off.body.isActive).toBe(false);
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(401);
    const on = await app.request('PUT', `/api/admin/users/${user.id}/toggle-status`, {
      token: admin,
    });
    expect(on.body.isActive).toBe(true);
    // The deactivation ended the session: reactivating does not bring the old token back.
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(401);
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect((await app.request('GET', '/api/auth/me', { token: login.body.token })).status).toBe(
      200,
    );
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'users', resourceId: String(user.id), action: 'toggle_status' }),
    ).toHaveLength(2);
  });

  it('refuses to deactivate oneself', async () => {
    const res = await app.request('PUT', `/api/admin/users/${adminId}/toggle-status`, {
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot deactivate your own account');
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (await app.request('PUT', '/api/admin/users/999999/toggle-status', { token: admin })).status,
    ).toBe(404);
  });
});
