import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createCompetition, createTeam, createUser, signedIn } from '../../../test/factories';

let app: TestApp;
let admin: string;
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/admin/team-fans', () => {
  it('answers 401 anonymously and 403 to a player', async () => {
    expect((await app.request('GET', '/api/admin/team-fans')).status).toBe(401);
    expect((await app.request('GET', '/api/admin/team-fans', { token: player })).status).toBe(403);
  });

  it('answers every team with its fan count, most fans first, then by name', async () => {
    const league = await createCompetition(app.knex, { name: 'Fan League' });
    const popular = await createTeam(app.knex, {
      name: 'Popular FC',
      shortName: 'POP',
      countryCode: 'EN',
      logoUrl: '/uploads/pop.png',
      competitionId: league.id,
    });
    const modest = await createTeam(app.knex, { name: 'Modest Town' });
    const lonely = await createTeam(app.knex, { name: 'Aardvark Lonely' });
    for (let i = 0; i < 3; i++) await createUser(app.knex, { favouriteTeamId: popular.id });
    await createUser(app.knex, { favouriteTeamId: modest.id });
    const res = await app.request('GET', '/api/admin/team-fans', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: number; fanCount: number }) => [t.id, t.fanCount])).toEqual([
      [popular.id, 3],
      [modest.id, 1],
      [lonely.id, 0],
    ]);
    expect(res.body[0]).toEqual({
      id: popular.id,
      name: 'Popular FC',
      shortName: 'POP',
      logoUrl: '/uploads/pop.png',
      countryCode: 'EN',
      competition: { name: 'Fan League' },
      fanCount: 3,
    });
    expect(res.body[1].competition).toBeNull();
  });
});
