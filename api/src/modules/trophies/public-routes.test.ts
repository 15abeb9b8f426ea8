import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn } from '../../../test/factories';

let app: TestApp;
let player: { user: { id: number }; token: string };
const trophyId = async (type: string) =>
  (await app.knex('trophies').where({ trophyType: type }).orderBy('id').first('id')).id as number;
beforeAll(async () => {
  app = await startTestApp();
  player = await signedIn(app);
  const [custom] = await app
    .knex('trophies')
    .insert({
      name: 'Star Player',
      description: 'Shone',
      trophyType: 'custom',
      imageUrl: '/uploads/star.png',
    })
    .returning('id');
  const base = new Date('2026-01-01T00:00:00Z').getTime();
  // 10 awards: 7 custom (newest), 3 first places (oldest).
  const rows = [];
  for (let i = 0; i < 3; i++)
    rows.push({
      trophyId: await trophyId(['monthly_first', 'annual_first', 'league_first'][i]),
      userId: player.user.id,
      awardedAt: new Date(base + i * 86400_000),
    });
  for (let i = 0; i < 7; i++)
    rows.push({
      trophyId: custom.id,
      userId: player.user.id,
      reason: `Reason ${i}`,
      awardedAt: new Date(base + (10 + i) * 86400_000),
    });
  await app.knex('trophyAwards').insert(rows);
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/trophies/user and /user/{id}', () => {
  it('answers 401 to an anonymous caller for the own routes', async () => {
    expect((await app.request('GET', '/api/trophies/user')).status).toBe(401);
    expect((await app.request('GET', '/api/trophies/user/featured')).status).toBe(401);
  });

  it('answers the own awards newest first with their trophy', async () => {
    const res = await app.request('GET', '/api/trophies/user', { token: player.token });
    expect(res.body.awards).toHaveLength(10);
    expect(res.body.awards[0]).toMatchObject({
      reason: 'Reason 6',
      awardedAt: '2026-01-17T00:00:00.000Z',
      trophy: {
        name: 'Star Player',
        description: 'Shone',
        imageUrl: '/uploads/star.png',
        trophyType: 'custom',
      },
    });
    const dates = res.body.awards.map((a: { awardedAt: string }) => a.awardedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers another player's awards to anyone", async () => {
    const res = await app.request('GET', `/api/trophies/user/${player.user.id}`);
    expect(res.body.awards).toHaveLength(10);
  });

  it("answers 404 'User not found' for unknown and deactivated users", async () => {
    const gone = await createUser(app.knex, { isActive: false });
    for (const path of [
      '/api/trophies/user/999999',
      `/api/trophies/user/${gone.id}`,
      `/api/trophies/user/${gone.id}/featured`,
    ]) {
      const res = await app.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('User not found');
    }
  });

  it('answers an empty list for a player without trophies', async () => {
    const other = await createUser(app.knex);
    expect((await app.request('GET', `/api/trophies/user/${other.id}`)).body).toEqual({
      awards: [],
    });
  });
});

describe('GET /api/trophies/user/featured and /user/{id}/featured', () => {
  it('answers at most 8, first places first, then newest', async () => {
    for (const [path, token] of [
      ['/api/trophies/user/featured', player.token],
      [`/api/trophies/user/${player.user.id}/featured`, undefined],
    ] as const) {
      const res = await app.request('GET', path, { token });
      expect(res.body.awards).toHaveLength(8);
      expect(
        res.body.awards
          .slice(0, 3)
          .map((a: { trophy: { trophyType: string } }) => a.trophy.trophyType),
      ).toEqual(['league_first', 'annual_first', 'monthly_first']);
      expect(res.body.awards.slice(3).map((a: { reason: string }) => a.reason)).toEqual([
        'Reason 6',
        'Reason 5',
        'Reason 4',
        'Reason 3',
        'Reason 2',
      ]);
    }
  });
});
