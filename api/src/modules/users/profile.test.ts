import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createTeam, createUser, signedIn } from '../../../test/factories';

let app: TestApp;
let team: { id: number; name: string };
beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app.knex, { logoUrl: '/uploads/crest.svg', countryCode: 'EN' });
}, 30_000);
afterAll(() => app?.close());

const put = (token: string | undefined, body: unknown) =>
  app.request('PUT', '/api/users/profile', { token, body });
const details = {
  firstName: ' Ann ',
  lastName: ' Lee ',
  email: ' ann.lee@example.com ',
  teamName: ' Ann FC ',
};

describe('GET /api/users/profile/{id}', () => {
  it('answers the public profile without e-mail or names', async () => {
    const user = await createUser(app.knex, { favouriteTeamId: team.id });
    await app
      .knex('users')
      .where({ id: user.id })
      .update({ kitStyle: 'sleeves', kitPrimaryColour: '#ff0000', kitSecondaryColour: '#ffffff' });
    const res = await app.request('GET', `/api/users/profile/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      teamName: user.teamName,
      createdAt: expect.any(String),
      kitStyle: 'sleeves',
      kitPrimaryColour: '#ff0000',
      kitSecondaryColour: '#ffffff',
      favouriteTeam: {
        id: team.id,
        name: team.name,
        logoUrl: '/uploads/crest.svg',
        countryCode: 'EN',
      },
    });
  });

  it("answers 404 'User not found' for unknown and deactivated users", async () => {
    const gone = await createUser(app.knex, { isActive: false });
    for (const id of [999999, gone.id]) {
      const res = await app.request('GET', `/api/users/profile/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User not found');
    }
  });
});

describe('PUT /api/users/profile (details)', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await put(undefined, details)).status).toBe(401);
  });

  it('updates trimmed details and the favourite team, answering the own user', async () => {
    const { token } = await signedIn(app);
    const res = await put(token, { ...details, favouriteTeamId: team.id });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@example.com',
      teamName: 'Ann FC',
      favouriteTeamId: team.id,
      favouriteTeam: { id: team.id },
    });
    const neutral = await put(token, { ...details, favouriteTeamId: null });
    expect(neutral.body.user.favouriteTeamId).toBeNull();
  });

  it('requires each field with the spec messages', async () => {
    const { token } = await signedIn(app);
    const cases: [string, string][] = [
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Email is required'],
      ['teamName', 'Team name is required'],
    ];
    for (const [field, message] of cases) {
      const res = await put(token, {
        ...details,
        teamName: 'Someone',
        email: 'someone@example.com',
        [field]: '  ',
      });
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it('refuses an invalid e-mail address', async () => {
    const { token } = await signedIn(app);
    const res = await put(token, { ...details, email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('answers 409 for an e-mail or team name used by someone else (any case), but keeps the own ones', async () => {
    const other = await createUser(app.knex);
    const { user, token } = await signedIn(app);
    const email = await put(token, {
      ...details,
      email: other.email.toUpperCase(),
      teamName: 'Unique One',
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('An account with this email already exists');
    const name = await put(token, {
      ...details,
      email: 'unique1@example.com',
      teamName: other.teamName.toLowerCase(),
    });
    expect(name.status).toBe(409);
    expect(name.body.message).toBe('This team name is already taken');
    expect(
      (
        await put(token, {
          firstName: 'A',
          lastName: 'B',
          email: user.email,
          teamName: user.teamName,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an unknown favourite team', async () => {
    const { token } = await signedIn(app);
    expect(
      (
        await put(token, {
          firstName: 'A',
          lastName: 'B',
          email: 'x1@example.com',
          teamName: 'X1',
          favouriteTeamId: 999999,
        })
      ).status,
    ).toBe(400);
  });
});

describe('PUT /api/users/profile (kit and preferences)', () => {
  it('saves a kit', async () => {
    const { token } = await signedIn(app);
    const res = await put(token, {
      kitStyle: 'vertical',
      kitPrimaryColour: '#2563eb',
      kitSecondaryColour: '#FFFFFF',
    });
    expect(res.body.user).toMatchObject({
      kitStyle: 'vertical',
      kitPrimaryColour: '#2563eb',
      kitSecondaryColour: '#FFFFFF',
    });
  });

  it('refuses an unknown style or a colour not in #rrggbb', async () => {
    const { token } = await signedIn(app);
    const style = await put(token, {
      kitStyle: 'spots',
      kitPrimaryColour: '#2563eb',
      kitSecondaryColour: '#ffffff',
    });
    expect(style.status).toBe(400);
    expect(style.body.message).toBe('Please select a kit style');
    expect(
      (
        await put(token, {
          kitStyle: 'solid',
          kitPrimaryColour: 'blue',
          kitSecondaryColour: '#ffffff',
        })
      ).status,
    ).toBe(400);
  });

  it('turns e-mail notifications off and back on, re-subscribing', async () => {
    const { token } = await signedIn(app);
    const off = await put(token, {
      preferences: { emailNotifications: false },
      unsubscribed: true,
    });
    expect(off.body.user).toMatchObject({
      preferences: { emailNotifications: false },
      unsubscribed: true,
    });
    const on = await put(token, { preferences: { emailNotifications: true } });
    expect(on.body.user).toMatchObject({
      preferences: { emailNotifications: true },
      unsubscribed: false,
    });
  });

  it('shows times in UTC until the player chooses UK time, stored and answered by GET /auth/me', async () => {
    const { token } = await signedIn(app);
    const me = () => app.request('GET', '/api/auth/me', { token });
    expect((await me()).body.user.preferences.ukTime).toBe(false);

    const on = await put(token, { preferences: { ukTime: true } });
    expect(on.status).toBe(200);
    // Only the setting given changes.
    expect(on.body.user.preferences).toMatchObject({
      emailNotifications: true,
      reminderLeadHours: 24,
      ukTime: true,
    });
    expect(on.body.user.unsubscribed).toBe(false);
    expect((await me()).body.user.preferences.ukTime).toBe(true);

    for (const bad of ['yes', 1, null]) {
      const refused = await put(token, { preferences: { ukTime: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION',
        message: 'Please choose whether to show times in UK time',
      });
    }
    expect((await me()).body.user.preferences.ukTime).toBe(true);
    const off = await put(token, { preferences: { ukTime: false, reminderLeadHours: 2 } });
    expect(off.body.user.preferences).toMatchObject({
      emailNotifications: true,
      reminderLeadHours: 2,
      ukTime: false,
    });
  });
});

describe('PUT /api/users/favourite-team', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect(
      (await app.request('PUT', '/api/users/favourite-team', { body: { favouriteTeamId: null } }))
        .status,
    ).toBe(401);
  });

  it('sets a team, or null for a neutral', async () => {
    const { token } = await signedIn(app);
    const set = await app.request('PUT', '/api/users/favourite-team', {
      token,
      body: { favouriteTeamId: team.id },
    });
    expect(set.body.user.favouriteTeam).toMatchObject({ id: team.id, name: team.name });
    const none = await app.request('PUT', '/api/users/favourite-team', {
      token,
      body: { favouriteTeamId: null },
    });
    expect(none.body.user).toMatchObject({ favouriteTeamId: null, favouriteTeam: null });
  });

  it('requires a choice', async () => {
    const { token } = await signedIn(app);
    const res = await app.request('PUT', '/api/users/favourite-team', { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a team or choose "None, I\'m a neutral"');
  });
});
