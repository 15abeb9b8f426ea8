import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, signedIn } from '../../../test/factories';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';

let app: TestApp;
let admin: { user: { id: number }; token: string };
let me: { user: { id: number }; token: string };
let rival: { user: { id: number }; token: string };
let outsider: { user: { id: number }; token: string };
let league: { id: number };
let group: { id: number };
let match: { id: number };
const kickOff = new Date('2026-03-01T15:00:00Z');
const close = new Date('2026-03-01T14:00:00Z');
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  me = await signedIn(app);
  rival = await signedIn(app);
  outsider = await signedIn(app);
  const season = await createSeason(app.knex);
  group = await createMatchGroup(app.knex, season.id);
  match = await createMatch(app.knex, {
    seasonId: season.id,
    matchGroupId: group.id,
    matchDate: kickOff,
    predictionsClose: close,
  });
  league = await createLeagueRow(app.knex, { seasonId: season.id, createdBy: me.user.id });
  await addMember(app.knex, league.id, rival.user.id);
  await app.knex('predictions').insert([
    { userId: me.user.id, matchId: match.id, homeGoals: 2, awayGoals: 1, isBanker: true },
    { userId: rival.user.id, matchId: match.id, homeGoals: 0, awayGoals: 3, isBanker: true },
    { userId: outsider.user.id, matchId: match.id, homeGoals: 1, awayGoals: 1 },
  ]);
}, 30_000);
afterAll(() => app?.close());

const get = (token?: string, query = `?matchGroupId=${group.id}`) =>
  app.request('GET', `/api/leagues/${league.id}/predictions${query}`, { token });
type P = {
  user: { id: number };
  homeGoals: number | null;
  awayGoals: number | null;
  isBanker: boolean | null;
  hidden: boolean;
  match: { id: number };
};
const of = (body: { predictions: P[] }, id: number) =>
  body.predictions.find((p) => p.user.id === id)!;

describe('GET /api/leagues/{id}/predictions', () => {
  it('answers 401 anonymous, 403 to a non-member, and 400 without a match group', async () => {
    expect((await get()).status).toBe(401);
    expect((await get(outsider.token)).status).toBe(403);
    expect((await get(me.token, '')).status).toBe(400);
  });

  it("lists members' predictions only, with the match", async () => {
    app.setNow(new Date(close.getTime() - 60_000));
    const res = await get(me.token);
    expect(res.status).toBe(200);
    expect(res.body.predictions.map((p: P) => p.user.id).sort()).toEqual(
      [me.user.id, rival.user.id].sort(),
    );
    expect(of(res.body, me.user.id).match).toMatchObject({
      id: match.id,
      homeTeam: { name: expect.any(String) },
    });
  });

  it("keeps other members' scores and banker out of the answer until predictions close; own always present", async () => {
    app.setNow(new Date(close.getTime() - 1000));
    const res = await get(me.token);
    expect(of(res.body, me.user.id)).toMatchObject({
      homeGoals: 2,
      awayGoals: 1,
      isBanker: true,
      hidden: false,
    });
    expect(of(res.body, rival.user.id)).toMatchObject({
      homeGoals: null,
      awayGoals: null,
      isBanker: null,
      hidden: true,
    });
    expect(JSON.stringify(res.body)).not.toContain('"awayGoals":3');
  });

  it('shows every member prediction from predictionsClose on', async () => {
    app.setNow(close);
    const res = await get(me.token);
    expect(of(res.body, rival.user.id)).toMatchObject({
      homeGoals: 0,
      awayGoals: 3,
      isBanker: true,
      hidden: false,
    });
  });

  it('lets a site admin who is not a member look, under the same hiding rule', async () => {
    app.setNow(new Date(close.getTime() - 1000));
    const res = await get(admin.token);
    expect(res.status).toBe(200);
    expect(of(res.body, rival.user.id).hidden).toBe(true);
    app.setNow(null);
  });
});
