import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, signedIn } from '../../../test/factories';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';

type Person = { user: { id: number }; token: string };
let app: TestApp;
let admin: Person;
let me: Person;
let rival: Person;
let outsider: Person;
let idle: Person;
let league: { id: number };
let group: { id: number };
let match: { id: number };
let unpicked: { id: number };
const kickOff = new Date('2026-03-01T15:00:00Z');
const close = new Date('2026-03-01T14:00:00Z');
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  me = await signedIn(app, { teamName: 'Me United' });
  rival = await signedIn(app, { teamName: 'Rival Rovers' });
  outsider = await signedIn(app);
  idle = await signedIn(app, { teamName: 'Aaa Idle' });
  const season = await createSeason(app.knex);
  group = await createMatchGroup(app.knex, season.id);
  match = await createMatch(app.knex, {
    seasonId: season.id,
    matchGroupId: group.id,
    matchDate: kickOff,
    predictionsClose: close,
  });
  unpicked = await createMatch(app.knex, {
    seasonId: season.id,
    matchGroupId: group.id,
    matchDate: new Date(kickOff.getTime() + 3600_000),
    predictionsClose: new Date(close.getTime() + 3600_000),
  });
  league = await createLeagueRow(app.knex, { seasonId: season.id, createdBy: me.user.id });
  await addMember(app.knex, league.id, rival.user.id);
  await addMember(app.knex, league.id, idle.user.id);
  await app.knex('predictions').insert([
    { userId: me.user.id, matchId: match.id, homeGoals: 2, awayGoals: 1, isBanker: true },
    { userId: rival.user.id, matchId: match.id, homeGoals: 0, awayGoals: 3, isBanker: true },
    { userId: outsider.user.id, matchId: match.id, homeGoals: 1, awayGoals: 1 },
  ]);
}, 60_000);
afterAll(() => app?.close());

const get = (token?: string, query = `?matchGroupId=${group.id}`) =>
  app.request('GET', `/api/leagues/${league.id}/predictions${query}`, { token });
type P = {
  user: { id: number; teamName: string };
  homeGoals: number | null;
  awayGoals: number | null;
  isBanker: boolean | null;
  hidden: boolean;
  match: { id: number };
};
const of = (body: { predictions: P[] }, id: number) =>
  body.predictions.find((p) => p.user.id === id)!;

describe('GET /api/leagues/{id}/predictions', () => {
  it('answers 401 anonymous, 403 to a non-member, and 400 without a match group or with a bad page', async () => {
    expect((await get()).status).toBe(401);
    expect((await get(outsider.token)).status).toBe(403);
    expect((await get(me.token, '')).status).toBe(400);
    for (const page of ['limit=0', 'limit=51', 'offset=-1', 'offset=x'])
      expect((await get(me.token, `?matchGroupId=${group.id}&${page}`)).status).toBe(400);
  });

  it("answers the week's matches, the caller's row and the members who predicted, each prediction naming its match", async () => {
    app.setNow(new Date(close.getTime() - 60_000));
    const res = await get(me.token);
    expect(res.status).toBe(200);
    expect(res.body.matches.map((m: { id: number }) => m.id)).toEqual([match.id, unpicked.id]);
    expect(res.body.matches[0]).toMatchObject({ homeTeam: { name: expect.any(String) } });
    expect(res.body.currentUser).toEqual({ id: me.user.id, teamName: 'Me United' });
    // The idle member predicted nothing this week; the outsider is not in the league.
    expect(res.body.members).toEqual([{ id: rival.user.id, teamName: 'Rival Rovers' }]);
    expect(res.body).toMatchObject({ totalMembers: 1, offset: 0, limit: 50 });
    expect(res.body.predictions.map((p: P) => p.user.id).sort()).toEqual(
      [me.user.id, rival.user.id].sort(),
    );
    expect(of(res.body, me.user.id).match).toEqual({ id: match.id });
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

  it('lets a site admin who is not a member look, under the same hiding rule, with no row of their own', async () => {
    app.setNow(new Date(close.getTime() - 1000));
    const res = await get(admin.token);
    expect(res.status).toBe(200);
    expect(res.body.currentUser).toBeNull();
    expect(res.body.members.map((m: { id: number }) => m.id)).toEqual([me.user.id, rival.user.id]);
    expect(of(res.body, rival.user.id).hidden).toBe(true);
    expect(of(res.body, me.user.id).hidden).toBe(true);
    app.setNow(null);
  });

  it('pages the members who predicted by team name in SQL, the caller aside on every page', async () => {
    const names = ['Delta', 'alpha', 'Echo', 'charlie', 'Bravo'];
    for (const teamName of names) {
      const p = await signedIn(app, { teamName });
      await addMember(app.knex, league.id, p.user.id);
      await app.knex('predictions').insert({
        userId: p.user.id,
        matchId: unpicked.id,
        homeGoals: 1,
        awayGoals: 0,
      });
    }
    const pages = [];
    for (const offset of [0, 2, 4, 6]) {
      const res = await get(me.token, `?matchGroupId=${group.id}&offset=${offset}&limit=2`);
      expect(res.body).toMatchObject({ totalMembers: 6, offset, limit: 2 });
      expect(res.body.currentUser.id).toBe(me.user.id);
      const shown = new Set([me.user.id, ...res.body.members.map((m: { id: number }) => m.id)]);
      expect(res.body.predictions.every((p: P) => shown.has(p.user.id))).toBe(true);
      expect(res.body.predictions.some((p: P) => p.user.id === me.user.id)).toBe(true);
      pages.push(res.body.members.map((m: { teamName: string }) => m.teamName));
    }
    expect(pages).toEqual([['alpha', 'Bravo'], ['charlie', 'Delta'], ['Echo', 'Rival Rovers'], []]);
  });
});
