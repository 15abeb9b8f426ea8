import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import { addMember, createLeagueRow, seedLeagueWrites } from '../../../test/leagues-fixtures';

let app: TestApp;
let season: { id: number };
let admin: { user: { id: number }; token: string };
let alice: { user: { id: number }; token: string };
let bob: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp();
  ({ season, admin, alice, bob } = await seedLeagueWrites(app));
}, 30_000);
afterAll(() => app?.close());

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
