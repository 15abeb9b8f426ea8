import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import { addMember, createLeagueRow, seedLeagueWrites } from '../../../test/leagues-fixtures';

let app: TestApp;
let season: { id: number };
let otherSeason: { id: number };
let admin: { user: { id: number }; token: string };
let alice: { user: { id: number }; token: string };
let bob: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp();
  ({ season, otherSeason, admin, alice, bob } = await seedLeagueWrites(app));
}, 30_000);
afterAll(() => app?.close());

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

  it("answers 409 GROUPNAME_TAKEN when a fan league takes another's group name, and keeps its own", async () => {
    await createLeagueRow(app.knex, { seasonId: season.id, type: 'fanleague', groupname: 'blues' });
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      type: 'fanleague',
      groupname: 'greens',
    });
    const res = await put(league.id, admin.token, { type: 'fanleague', groupname: 'blues' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'GROUPNAME_TAKEN',
      message: 'This group name is already taken',
      errors: { groupname: 'This group name is already taken' },
    });
    expect(
      (await put(league.id, admin.token, { type: 'fanleague', groupname: 'greens' })).status,
    ).toBe(200);
  });
});
