import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
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
afterAll(() => app?.close());

const day = 24 * 3600_000;

describe('GET /matches', () => {
  it('lists a season’s matches by kick-off with teams, season, group and the caller’s own prediction only', async () => {
    const season = await createSeason(app.knex, { name: 'PL 25/26' });
    const group = await createMatchGroup(app.knex, season.id, {
      matchWeek: 3,
      name: 'Matchweek 3',
    });
    const home = await createTeam(app.knex, {
      name: `Arsenal ${Date.now()}`,
      shortName: 'ARS',
      logoUrl: '/uploads/ars.png',
    });
    const later = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() + 3 * day),
    });
    const sooner = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      homeTeamId: home.id,
      matchDate: new Date(Date.now() + 2 * day),
      venue: 'Emirates',
    });
    const { user, token } = await signedIn(app);
    const other = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: other.id, matchId: later.id, homeGoals: 3, awayGoals: 3 });
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: sooner.id, homeGoals: 2, awayGoals: 1, isBanker: true });

    const res = await app.request('GET', `/api/matches?season=${season.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([sooner.id, later.id]);
    expect(res.body[0]).toMatchObject({
      id: sooner.id,
      status: 'scheduled',
      isCup: false,
      venue: 'Emirates',
      homeGoals: null,
      awayGoals: null,
      homeTeam: {
        id: home.id,
        name: home.name,
        shortName: 'ARS',
        code: 'ARS',
        logoUrl: '/uploads/ars.png',
      },
      season: { id: season.id, name: 'PL 25/26' },
      matchGroup: { id: group.id, name: 'Matchweek 3', matchWeek: 3 },
      predictionsOpen: true,
      hasPrediction: true,
      userPrediction: { homeGoals: 2, awayGoals: 1, isBanker: true, points: 0, isScored: false },
    });
    expect(res.body[0].awayTeam).toHaveProperty('name');
    // Another player's prediction never shows.
    expect(res.body[1]).toMatchObject({ hasPrediction: false, userPrediction: null });
    const anonymous = await app.request('GET', `/api/matches?season=${season.id}`);
    expect(
      anonymous.body.every((m: { userPrediction: unknown }) => m.userPrediction === null),
    ).toBe(true);
  });

  it('filters by match group, and refuses a list without season or group (400)', async () => {
    const season = await createSeason(app.knex);
    const g1 = await createMatchGroup(app.knex, season.id);
    const g2 = await createMatchGroup(app.knex, season.id);
    const m1 = await createMatch(app.knex, { seasonId: season.id, matchGroupId: g1.id });
    await createMatch(app.knex, { seasonId: season.id, matchGroupId: g2.id });
    const res = await app.request('GET', `/api/matches?season=${season.id}&matchGroup=${g1.id}`);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([m1.id]);
    expect((await app.request('GET', '/api/matches')).status).toBe(400);
    expect((await app.request('GET', '/api/matches?season=x')).status).toBe(400);
  });

  it('answers one match, and 404 Match not found', async () => {
    const match = await createMatch(app.knex, { matchGroupId: null });
    const res = await app.request('GET', `/api/matches/${match.id}`);
    expect(res.body).toMatchObject({ id: match.id, matchGroup: null, hasPrediction: false });
    expect(await app.request('GET', '/api/matches/999999')).toMatchObject({
      status: 404,
      body: { message: 'Match not found' },
    });
  });

  it('says predictions are open only before predictionsClose on the server clock and never for finished or cancelled matches', async () => {
    const matchDate = new Date(Date.now() + 2 * day);
    const match = await createMatch(app.knex, {
      matchDate,
      predictionsClose: new Date(matchDate.getTime() - 3600_000),
    });
    const finished = await createMatch(app.knex, { status: 'finished' });
    const cancelled = await createMatch(app.knex, { status: 'cancelled' });
    expect((await app.request('GET', `/api/matches/${match.id}`)).body.predictionsOpen).toBe(true);
    app.setNow(new Date(matchDate.getTime() - 3600_000));
    expect((await app.request('GET', `/api/matches/${match.id}`)).body.predictionsOpen).toBe(false);
    app.setNow(null);
    expect((await app.request('GET', `/api/matches/${finished.id}`)).body.predictionsOpen).toBe(
      false,
    );
    expect((await app.request('GET', `/api/matches/${cancelled.id}`)).body.predictionsOpen).toBe(
      false,
    );
  });
});

describe('GET /matches/dashboard/upcoming', () => {
  it('answers future matches only, at most 5 per active season, by kick-off, also grouped by season', async () => {
    const now = new Date('2031-03-01T12:00:00Z');
    app.setNow(now);
    const s1 = await createSeason(app.knex, { name: 'Upcoming A', order: 1 });
    const s2 = await createSeason(app.knex, { name: 'Upcoming B', order: 2 });
    const inactive = await createSeason(app.knex, { name: 'Upcoming C', isActive: false });
    const at = (hours: number) => new Date(now.getTime() + hours * 3600_000);
    const s1Ids = [];
    for (let i = 1; i <= 7; i += 1)
      s1Ids.push(
        (
          await createMatch(app.knex, {
            seasonId: s1.id,
            matchGroupId: null,
            matchDate: at(i * 10),
          })
        ).id,
      );
    await createMatch(app.knex, {
      seasonId: s1.id,
      matchGroupId: null,
      matchDate: at(-2),
      predictionsClose: at(-3),
    });
    await createMatch(app.knex, {
      seasonId: s1.id,
      matchGroupId: null,
      matchDate: at(1),
      status: 'cancelled',
    });
    const postponed = await createMatch(app.knex, {
      seasonId: s2.id,
      matchGroupId: null,
      matchDate: at(15),
      status: 'postponed',
    });
    await createMatch(app.knex, {
      seasonId: s2.id,
      matchGroupId: null,
      matchDate: at(5),
      status: 'finished',
    });
    await createMatch(app.knex, { seasonId: inactive.id, matchGroupId: null, matchDate: at(3) });

    const res = await app.request('GET', '/api/matches/dashboard/upcoming');
    app.setNow(null);
    expect(res.status).toBe(200);
    const ids = res.body.upcomingMatches.map((m: { id: number }) => m.id);
    expect(ids).toEqual([s1Ids[0], postponed.id, ...s1Ids.slice(1, 5)]);
    expect(
      res.body.matchesBySeason.map((g: { season: { name: string } }) => g.season.name),
    ).toEqual(['Upcoming A', 'Upcoming B']);
    expect(res.body.matchesBySeason[0].matches.map((m: { id: number }) => m.id)).toEqual(
      s1Ids.slice(0, 5),
    );
    expect(
      res.body.upcomingMatches.every((m: { matchDate: string }) => new Date(m.matchDate) > now),
    ).toBe(true);
  });
});
