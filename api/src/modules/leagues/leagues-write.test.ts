import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason, signedIn } from '../../../test/factories';
import { addMember, createLeagueRow } from './test-fixtures';

let app: TestApp;
let season: { id: number };
let otherSeason: { id: number };
let admin: { user: { id: number }; token: string };
let alice: { user: { id: number }; token: string };
let bob: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp();
  season = await createSeason(app.knex);
  otherSeason = await createSeason(app.knex);
  admin = await signedIn(app, { role: 'admin' });
  alice = await signedIn(app);
  bob = await signedIn(app);
}, 30_000);
afterAll(() => app?.close());

const create = (token: string | undefined, body: unknown) =>
  app.request('POST', '/api/leagues', { token, body });

describe('POST /api/leagues', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await create(undefined, { name: 'X', season: season.id })).status).toBe(401);
  });

  it('creates a public league by default with a trimmed name and the creator as member', async () => {
    const res = await create(alice.token, {
      name: '  Friends  ',
      description: 'Fun',
      season: season.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.league).toMatchObject({
      name: 'Friends',
      description: 'Fun',
      type: 'public',
      season: { id: season.id },
      currentMembers: 1,
      isMember: true,
      role: 'creator',
      groupname: null,
    });
    expect(res.body.league.inviteCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  });

  it('requires a name, a season and a fan-league group name with the spec messages', async () => {
    expect((await create(alice.token, { name: '  ', season: season.id })).body.message).toBe(
      'League name is required',
    );
    expect((await create(alice.token, { name: 'A' })).body.message).toBe('Please select a season');
    expect((await create(alice.token, { name: 'A', season: '' })).body.message).toBe(
      'Please select a season',
    );
    expect(
      (await create(admin.token, { name: 'A', season: season.id, type: 'fanleague' })).body.message,
    ).toBe('Group name is required for fan leagues');
    const short = await create(admin.token, {
      name: 'A',
      season: season.id,
      type: 'fanleague',
      groupname: 'ab',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Group name must be at least 3 characters long');
    expect(
      (
        await create(admin.token, {
          name: 'A',
          season: season.id,
          type: 'fanleague',
          groupname: 'Bad Name',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await create(admin.token, {
          name: 'A',
          season: season.id,
          type: 'fanleague',
          groupname: 'a'.repeat(51),
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a missing or inactive season', async () => {
    expect((await create(alice.token, { name: 'A', season: 999999 })).status).toBe(400);
    const inactive = await createSeason(app.knex, { isActive: false });
    const res = await create(alice.token, { name: 'A', season: inactive.id });
    expect(res.status).toBe(400);
  });

  it('allows official and fan leagues to site admins only', async () => {
    expect(
      (await create(alice.token, { name: 'O', season: season.id, type: 'official' })).status,
    ).toBe(403);
    expect(
      (
        await create(alice.token, {
          name: 'F',
          season: season.id,
          type: 'fanleague',
          groupname: 'alice-fans',
        })
      ).status,
    ).toBe(403);
    expect(
      (await create(admin.token, { name: 'O', season: season.id, type: 'official' })).status,
    ).toBe(201);
    const fan = await create(admin.token, {
      name: 'F',
      season: season.id,
      type: 'fanleague',
      groupname: 'city-fans',
    });
    expect(fan.status).toBe(201);
    expect(fan.body.league.groupname).toBe('city-fans');
  });

  it('drops the group name of a league that is not a fan league', async () => {
    const res = await create(alice.token, {
      name: 'P',
      season: season.id,
      type: 'public',
      groupname: 'ignored',
    });
    expect(res.body.league.groupname).toBeNull();
  });

  it('answers 409 to a taken group name', async () => {
    await create(admin.token, {
      name: 'F1',
      season: season.id,
      type: 'fanleague',
      groupname: 'dup-fans',
    });
    const res = await create(admin.token, {
      name: 'F2',
      season: season.id,
      type: 'fanleague',
      groupname: 'dup-fans',
    });
    expect(res.status).toBe(409);
  });

  it('gives each league a different invite code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++)
      codes.add(
        (await create(alice.token, { name: `C${i}`, season: season.id })).body.league.inviteCode,
      );
    expect(codes.size).toBe(5);
  });
});

describe('GET /api/leagues/{id}/can-edit', () => {
  it('answers the permission matrix for creator, league admin, member, stranger, site admin and anonymous', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    const leagueAdmin = await signedIn(app);
    await addMember(app.knex, league.id, leagueAdmin.user.id, 'admin');
    const member = await signedIn(app);
    await addMember(app.knex, league.id, member.user.id);
    const get = async (token?: string) =>
      (await app.request('GET', `/api/leagues/${league.id}/can-edit`, { token })).body;
    expect(await get(alice.token)).toEqual({
      canEdit: true,
      canChangeName: true,
      canChangeDescription: true,
      canChangeSeason: false,
      canChangeType: true,
      canDelete: true,
      isAdmin: true,
      memberCount: 3,
    });
    expect(await get(leagueAdmin.token)).toMatchObject({
      canEdit: true,
      canChangeType: false,
      canDelete: false,
      isAdmin: true,
    });
    expect(await get(member.token)).toMatchObject({
      canEdit: false,
      canChangeName: false,
      canChangeSeason: false,
      canChangeType: false,
      canDelete: false,
      isAdmin: false,
      memberCount: 3,
    });
    expect(await get(bob.token)).toMatchObject({
      canEdit: false,
      canDelete: false,
      isAdmin: false,
    });
    expect(await get()).toMatchObject({ canEdit: false, canDelete: false, isAdmin: false });
    expect(await get(admin.token)).toMatchObject({
      canEdit: true,
      canChangeType: true,
      canDelete: true,
      isAdmin: true,
      canChangeSeason: false,
    });
  });

  it('lets the creator change the season while alone, and not the type of an official league', async () => {
    const alone = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    expect(
      (await app.request('GET', `/api/leagues/${alone.id}/can-edit`, { token: alice.token })).body
        .canChangeSeason,
    ).toBe(true);
    const official = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
      type: 'official',
    });
    expect(
      (await app.request('GET', `/api/leagues/${official.id}/can-edit`, { token: alice.token }))
        .body.canChangeType,
    ).toBe(false);
  });
});

describe('PUT /api/leagues/{id}', () => {
  const put = (id: number, token: string | undefined, body: unknown) =>
    app.request('PUT', `/api/leagues/${id}`, { token, body });

  it('answers 401 anonymous and 403 to a plain member', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    await addMember(app.knex, league.id, bob.user.id);
    expect((await put(league.id, undefined, { name: 'X' })).status).toBe(401);
    expect((await put(league.id, bob.token, { name: 'X' })).status).toBe(403);
  });

  it('lets the creator rename, describe and change the season while alone', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    const res = await put(league.id, alice.token, {
      name: ' Renamed ',
      description: 'New',
      season: otherSeason.id,
      maxMembers: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.league).toMatchObject({
      name: 'Renamed',
      description: 'New',
      season: { id: otherSeason.id },
      maxMembers: 5,
    });
  });

  it('refuses a season change once the league has more than one member', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    await addMember(app.knex, league.id, bob.user.id);
    const res = await put(league.id, alice.token, { season: otherSeason.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Cannot change season for leagues with members');
  });

  it('requires a name when one is sent', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    expect((await put(league.id, alice.token, { name: ' ' })).body.message).toBe(
      'League name is required',
    );
  });

  it('lets a creator switch between public and invite-only, but not to official', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    expect((await put(league.id, alice.token, { type: 'invite_only' })).body.league.type).toBe(
      'invite_only',
    );
    expect((await put(league.id, alice.token, { type: 'official' })).status).toBe(403);
  });

  it('refuses a type change by a league admin', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    await addMember(app.knex, league.id, bob.user.id, 'admin');
    expect((await put(league.id, bob.token, { name: 'By admin' })).status).toBe(200);
    expect((await put(league.id, bob.token, { type: 'invite_only' })).status).toBe(403);
  });

  it('lets a site admin make a fan league, keeping the group name only for fan leagues', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    const fan = await put(league.id, admin.token, { type: 'fanleague', groupname: 'new-fans' });
    expect(fan.body.league).toMatchObject({ type: 'fanleague', groupname: 'new-fans' });
    const back = await put(league.id, admin.token, { type: 'public', groupname: 'new-fans' });
    expect(back.body.league).toMatchObject({ type: 'public', groupname: null });
    expect((await put(league.id, admin.token, { type: 'fanleague' })).body.message).toBe(
      'Group name is required for fan leagues',
    );
  });
});

describe('DELETE /api/leagues/{id}', () => {
  it('answers 401 anonymous, 403 to a member and a league admin, and deletes for the creator', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    await addMember(app.knex, league.id, bob.user.id, 'admin');
    expect((await app.request('DELETE', `/api/leagues/${league.id}`)).status).toBe(401);
    expect(
      (await app.request('DELETE', `/api/leagues/${league.id}`, { token: bob.token })).status,
    ).toBe(403);
    expect(
      (await app.request('DELETE', `/api/leagues/${league.id}`, { token: alice.token })).status,
    ).toBe(204);
    expect(
      (await app.request('GET', `/api/leagues/${league.id}`, { token: alice.token })).status,
    ).toBe(404);
  });

  it('lets a site admin delete any league, even an invite-only one they are not in', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
      type: 'invite_only',
    });
    expect(
      (await app.request('DELETE', `/api/leagues/${league.id}`, { token: admin.token })).status,
    ).toBe(204);
  });
});

describe('DELETE /api/leagues/{id}/members/{userId}', () => {
  it('lets the creator, a league admin and a site admin remove members, never the creator', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: alice.user.id,
    });
    const leagueAdmin = await signedIn(app);
    await addMember(app.knex, league.id, leagueAdmin.user.id, 'admin');
    const m1 = await signedIn(app);
    const m2 = await signedIn(app);
    const m3 = await signedIn(app);
    for (const m of [m1, m2, m3]) await addMember(app.knex, league.id, m.user.id);
    const remove = (userId: number, token?: string) =>
      app.request('DELETE', `/api/leagues/${league.id}/members/${userId}`, { token });
    expect((await remove(m1.user.id)).status).toBe(401);
    expect((await remove(m1.user.id, m2.token)).status).toBe(403);
    expect((await remove(m1.user.id, alice.token)).status).toBe(204);
    expect((await remove(m2.user.id, leagueAdmin.token)).status).toBe(204);
    expect((await remove(m3.user.id, admin.token)).status).toBe(204);
    expect((await remove(alice.user.id, admin.token)).status).toBe(403);
    expect((await remove(m3.user.id, alice.token)).status).toBe(404);
    const members = (
      await app
        .knex('leagueMembers')
        .where({ leagueId: league.id })
        .orderBy('userId')
        .select('userId')
    ).map((r) => r.userId);
    expect(members).toEqual([alice.user.id, leagueAdmin.user.id].sort((a, b) => a - b));
  });
});
