import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thisRoundSchema } from '@predictor/contracts/schemas';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createCompetition,
  createMatchGroup,
  createSeason,
  createTeam,
  createUser,
  signedIn,
} from '../../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
// Each test builds its own competitions: the top flight is chosen among every active season.
beforeEach(() => app.knex('seasons').update({ isActive: false }));
afterEach(() => app.setNow(null));
afterAll(() => app?.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const thisRound = (token?: string) => app.request('GET', '/api/predictions/this-round', { token });
const at = (ms: number) => new Date(Date.now() + ms);

describe('GET /predictions/this-round', () => {
  it('answers 401 anonymous, and [] when no active season has an open match', async () => {
    expect((await thisRound()).status).toBe(401);
    const season = await createSeason(app.knex);
    await createMatch(app.knex, { seasonId: season.id, matchDate: at(-DAY) });
    await createMatch(app.knex, { seasonId: season.id, status: 'cancelled' });
    const { token } = await signedIn(app);
    expect(await thisRound(token)).toMatchObject({ status: 200, body: [] });
  });

  it("gives a new player with a favourite team that team's competition's round, before any prediction", async () => {
    const top = await createSeason(app.knex, { order: 0 });
    await createMatch(app.knex, { seasonId: top.id });
    const second = await createCompetition(app.knex, { tier: 2 });
    const season = await createSeason(app.knex, { competitionId: second.id, order: 5 });
    const group = await createMatchGroup(app.knex, season.id, { matchWeek: 3, name: 'Week 3' });
    const first = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: at(DAY),
    });
    await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: at(DAY + HOUR),
    });
    const club = await createTeam(app.knex, { competitionId: second.id });
    const { token } = await signedIn(app, { favouriteTeamId: club.id });

    const res = await thisRound(token);
    expect(thisRoundSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual([
      {
        season: { id: season.id, name: season.name },
        matchGroup: { id: group.id, name: 'Week 3', matchWeek: 3 },
        deadline: new Date(first.predictionsClose).toISOString(),
        matchCount: 2,
        openCount: 2,
        predictedCount: 0,
        bankerPlaced: false,
      },
    ]);
  });

  it('gives a neutral new player the top flight: the lowest tier with an open match, then season order', async () => {
    const tier = (n: number | null) => createCompetition(app.knex, { tier: n });
    const [one, two, none] = await Promise.all([tier(1), tier(2), tier(null)]);
    // Tier 1 at order 1 has nothing open; at order 3 it has; tier 2 and no tier come later.
    const closed = await createSeason(app.knex, { competitionId: one.id, order: 1 });
    await createMatch(app.knex, { seasonId: closed.id, matchDate: at(-DAY) });
    const flight = await createSeason(app.knex, { competitionId: one.id, order: 3 });
    const flightMatch = await createMatch(app.knex, { seasonId: flight.id, matchDate: at(DAY) });
    const lower = await createSeason(app.knex, { competitionId: two.id, order: 0 });
    await createMatch(app.knex, { seasonId: lower.id, matchDate: at(3 * DAY) });
    const untiered = await createSeason(app.knex, { competitionId: none.id, order: -5 });
    await createMatch(app.knex, { seasonId: untiered.id, matchDate: at(3 * DAY) });
    const ids = async (token: string) =>
      (await thisRound(token)).body.map((r: { season: { id: number } }) => r.season.id);

    const neutral = await signedIn(app);
    expect(await ids(neutral.token)).toEqual([flight.id]);
    // A favourite team without a competition, or whose competition has nothing open, is the same.
    const clubless = await signedIn(app, { favouriteTeamId: (await createTeam(app.knex)).id });
    expect(await ids(clubless.token)).toEqual([flight.id]);
    const idle = await createCompetition(app.knex, { tier: 1 });
    await createSeason(app.knex, { competitionId: idle.id, order: 0 });
    const idleFan = await signedIn(app, {
      favouriteTeamId: (await createTeam(app.knex, { competitionId: idle.id })).id,
    });
    expect(await ids(idleFan.token)).toEqual([flight.id]);
    // Once the top flight's round closes, the next tier's season is the top flight with a round.
    app.setNow(new Date(new Date(flightMatch.predictionsClose).getTime() + 1));
    expect(await ids(neutral.token)).toEqual([lower.id]);
  });

  it('answers the group of each played season’s next open match with counts, deadline and banker, the favourite team’s first, then by season order', async () => {
    // The favourite team's competition: a season ordered last, never played, listed first.
    const favourite = await createCompetition(app.knex, { tier: 3 });
    const f = await createSeason(app.knex, {
      order: 9,
      name: 'F season',
      competitionId: favourite.id,
    });
    const fGroup = await createMatchGroup(app.knex, f.id, { matchWeek: 1, name: 'F week 1' });
    const fOpen = await createMatch(app.knex, {
      seasonId: f.id,
      matchGroupId: fGroup.id,
      matchDate: at(5 * DAY),
    });
    const club = await createTeam(app.knex, { competitionId: favourite.id });
    const { user, token } = await signedIn(app, { favouriteTeamId: club.id });
    const other = await createUser(app.knex);
    // Season A (order 2): week 1 closed (played last week), week 2 partly closed, week 3 later.
    const a = await createSeason(app.knex, { order: 2, name: 'A season' });
    const [w1, w2, w3] = await Promise.all(
      [1, 2, 3].map((matchWeek) =>
        createMatchGroup(app.knex, a.id, { matchWeek, name: `Week ${matchWeek}` }),
      ),
    );
    const old = await createMatch(app.knex, {
      seasonId: a.id,
      matchGroupId: w1.id,
      matchDate: at(-7 * DAY),
      status: 'finished',
      homeGoals: 1,
      awayGoals: 1,
    });
    const w2started = await createMatch(app.knex, {
      seasonId: a.id,
      matchGroupId: w2.id,
      matchDate: at(-HOUR),
    });
    const w2first = await createMatch(app.knex, {
      seasonId: a.id,
      matchGroupId: w2.id,
      matchDate: at(DAY),
    });
    const w2second = await createMatch(app.knex, {
      seasonId: a.id,
      matchGroupId: w2.id,
      matchDate: at(DAY + 2 * HOUR),
    });
    await createMatch(app.knex, {
      seasonId: a.id,
      matchGroupId: w2.id,
      matchDate: at(DAY + 3 * HOUR),
      status: 'cancelled',
    });
    await createMatch(app.knex, { seasonId: a.id, matchGroupId: w3.id, matchDate: at(8 * DAY) });
    // A match outside any group closing sooner is not "the round".
    await createMatch(app.knex, { seasonId: a.id, matchGroupId: null, matchDate: at(2 * HOUR) });
    // Season B (order 1): one week, the player predicted only its closed match of another week.
    const b = await createSeason(app.knex, { order: 1, name: 'B season' });
    const bOld = await createMatchGroup(app.knex, b.id, { matchWeek: 1 });
    const bNext = await createMatchGroup(app.knex, b.id, { matchWeek: 2, name: 'B week 2' });
    const bClosed = await createMatch(app.knex, {
      seasonId: b.id,
      matchGroupId: bOld.id,
      matchDate: at(-3 * DAY),
    });
    const bOpen = await createMatch(app.knex, {
      seasonId: b.id,
      matchGroupId: bNext.id,
      matchDate: at(3 * DAY),
    });
    // Season C: inactive, with an open match the player predicted. Season D: never played, top
    // flight (tier 1, order 0), left out: the favourite team's competition has a round.
    const c = await createSeason(app.knex, { order: 0, isActive: false });
    const cOpen = await createMatch(app.knex, { seasonId: c.id });
    const d = await createSeason(app.knex, { order: 0 });
    await createMatch(app.knex, { seasonId: d.id });
    // Season E: played, but nothing open any more.
    const e = await createSeason(app.knex, { order: 0 });
    const eClosed = await createMatch(app.knex, { seasonId: e.id, matchDate: at(-DAY) });

    await app.knex('predictions').insert([
      { userId: user.id, matchId: old.id, homeGoals: 1, awayGoals: 0 },
      { userId: user.id, matchId: w2started.id, homeGoals: 2, awayGoals: 0, isBanker: true },
      { userId: user.id, matchId: w2second.id, homeGoals: 0, awayGoals: 0 },
      { userId: user.id, matchId: bClosed.id, homeGoals: 0, awayGoals: 1 },
      { userId: user.id, matchId: cOpen.id, homeGoals: 0, awayGoals: 1 },
      { userId: user.id, matchId: eClosed.id, homeGoals: 0, awayGoals: 1 },
      // Another player's predictions and banker count for nothing here.
      { userId: other.id, matchId: bOpen.id, homeGoals: 3, awayGoals: 0, isBanker: true },
      { userId: other.id, matchId: w2first.id, homeGoals: 3, awayGoals: 0 },
    ]);

    const res = await thisRound(token);
    expect(res.status).toBe(200);
    expect(thisRoundSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual([
      {
        season: { id: f.id, name: 'F season' },
        matchGroup: { id: fGroup.id, name: 'F week 1', matchWeek: 1 },
        deadline: new Date(fOpen.predictionsClose).toISOString(),
        matchCount: 1,
        openCount: 1,
        predictedCount: 0,
        bankerPlaced: false,
      },
      {
        season: { id: b.id, name: 'B season' },
        matchGroup: { id: bNext.id, name: 'B week 2', matchWeek: 2 },
        deadline: new Date(bOpen.predictionsClose).toISOString(),
        matchCount: 1,
        openCount: 1,
        predictedCount: 0,
        bankerPlaced: false,
      },
      {
        season: { id: a.id, name: 'A season' },
        matchGroup: { id: w2.id, name: 'Week 2', matchWeek: 2 },
        deadline: new Date(w2first.predictionsClose).toISOString(),
        matchCount: 4,
        openCount: 2,
        predictedCount: 2,
        bankerPlaced: true,
      },
    ]);

    // Once week 2 has closed, season A's round is week 3; season B's only open match closes later.
    app.setNow(at(DAY + 2 * HOUR));
    const later = await thisRound(token);
    expect(later.body.map((r: { matchGroup: { id: number } }) => r.matchGroup.id)).toEqual([
      fGroup.id,
      bNext.id,
      w3.id,
    ]);
    expect(later.body[2]).toMatchObject({
      matchCount: 1,
      openCount: 1,
      predictedCount: 0,
      bankerPlaced: false,
    });
    // After every deadline: nothing open, nothing listed.
    app.setNow(at(30 * DAY));
    expect((await thisRound(token)).body).toEqual([]);
  });

  it('counts a void banker as no banker', async () => {
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const open = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const cancelled = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      status: 'cancelled',
    });
    const { user, token } = await signedIn(app);
    await app.knex('predictions').insert({
      userId: user.id,
      matchId: cancelled.id,
      homeGoals: 1,
      awayGoals: 0,
      isBanker: true,
      isVoid: true,
    });
    const [item] = (await thisRound(token)).body;
    expect(item).toMatchObject({
      matchGroup: { id: group.id },
      deadline: new Date(open.predictionsClose).toISOString(),
      matchCount: 2,
      openCount: 1,
      predictedCount: 1,
      bankerPlaced: false,
    });
  });
});
