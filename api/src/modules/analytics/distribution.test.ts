import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, signedIn } from '../../../test/factories';

let app: TestApp;
let admin: string;
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/admin/match-distribution', () => {
  it('answers 401 anonymously and 403 to a player', async () => {
    expect((await app.request('GET', '/api/admin/match-distribution')).status).toBe(401);
    expect(
      (await app.request('GET', '/api/admin/match-distribution', { token: player })).status,
    ).toBe(403);
  });

  it('reports each active season with expected matches per week, groups with counts, ungrouped and wrongly grouped matches', async () => {
    const pl = await createSeason(app.knex, { name: 'Premier League 2030/31', order: 1 });
    const other = await createSeason(app.knex, { name: 'Championship 2030/31', order: 2 });
    await createSeason(app.knex, { name: 'Old season', isActive: false });
    const w1 = await createMatchGroup(app.knex, pl.id, { matchWeek: 1, name: 'Week 1' });
    const w2 = await createMatchGroup(app.knex, pl.id, { matchWeek: 2, name: 'Week 2' });
    const noWeek = await createMatchGroup(app.knex, pl.id, { matchWeek: null, name: 'Cup' });
    const foreign = await createMatchGroup(app.knex, other.id, {
      matchWeek: 1,
      name: 'Champ Week 1',
    });
    const fine = await createMatch(app.knex, {
      seasonId: pl.id,
      matchGroupId: w1.id,
      matchWeek: 1,
    });
    await createMatch(app.knex, { seasonId: pl.id, matchGroupId: w1.id });
    await createMatch(app.knex, { seasonId: pl.id, matchGroupId: noWeek.id, matchWeek: 5 });
    const ungrouped = await createMatch(app.knex, {
      seasonId: pl.id,
      matchGroupId: null,
      matchDate: new Date('2030-09-01T15:00:00Z'),
    });
    const otherSeason = await createMatch(app.knex, {
      seasonId: pl.id,
      matchGroupId: foreign.id,
      matchDate: new Date('2030-09-02T15:00:00Z'),
    });
    const wrongWeek = await createMatch(app.knex, {
      seasonId: pl.id,
      matchGroupId: w2.id,
      matchWeek: 3,
      matchDate: new Date('2030-09-03T15:00:00Z'),
    });

    const res = await app.request('GET', '/api/admin/match-distribution', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([
      'Premier League 2030/31',
      'Championship 2030/31',
    ]);
    const [card, champ] = res.body;
    expect(card).toMatchObject({ id: pl.id, expectedPerWeek: 10, totalMatches: 6 });
    expect(champ).toMatchObject({
      expectedPerWeek: 12,
      totalMatches: 0,
      matchesWithNoGroup: [],
      matchesWithWrongGroup: [],
    });
    expect(champ.matchGroups).toEqual([
      { id: foreign.id, name: 'Champ Week 1', matchWeek: 1, matchCount: 1 },
    ]);
    expect(card.matchGroups).toEqual([
      { id: w1.id, name: 'Week 1', matchWeek: 1, matchCount: 2 },
      { id: w2.id, name: 'Week 2', matchWeek: 2, matchCount: 1 },
      { id: noWeek.id, name: 'Cup', matchWeek: null, matchCount: 1 },
    ]);
    expect(card.matchesWithNoGroup.map((m: { id: number }) => m.id)).toEqual([ungrouped.id]);
    expect(card.matchesWithNoGroup[0]).toMatchObject({
      homeTeam: { id: ungrouped.homeTeamId },
      awayTeam: { id: ungrouped.awayTeamId },
      matchDate: '2030-09-01T15:00:00.000Z',
      matchGroup: null,
    });
    expect(
      card.matchesWithWrongGroup.map((m: { id: number; problem: string }) => [m.id, m.problem]),
    ).toEqual([
      [otherSeason.id, 'Group "Champ Week 1" belongs to another season (Championship 2030/31)'],
      [wrongWeek.id, "Match week 3 differs from the group's match week 2"],
    ]);
    expect(card.matchesWithWrongGroup[0].matchGroup).toMatchObject({
      id: foreign.id,
      season: { id: other.id },
    });
    const listed = [...card.matchesWithNoGroup, ...card.matchesWithWrongGroup].map(
      (m: { id: number }) => m.id,
    );
    expect(listed).not.toContain(fine.id);
  });
});
