import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason } from '../../../test/factories';
import { seedLeagueWrites } from '../../../test/leagues-fixtures';

let app: TestApp;
let season: { id: number };
let admin: { user: { id: number }; token: string };
let alice: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp();
  ({ season, admin, alice } = await seedLeagueWrites(app));
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
