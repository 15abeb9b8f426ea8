import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PREDICTION_MESSAGES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createTeam,
  signedIn,
} from '../../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const post = (token: string, body: unknown) =>
  app.request('POST', '/api/predictions', { token, body });

describe('POST /predictions', () => {
  it('answers 401 to anonymous callers on every predictions route', async () => {
    const match = await createMatch(app.knex);
    expect((await app.request('GET', '/api/predictions')).status).toBe(401);
    expect((await app.request('GET', '/api/predictions/stats')).status).toBe(401);
    expect(
      (
        await app.request('POST', '/api/predictions', {
          body: { match: match.id, homeGoals: 1, awayGoals: 0 },
        })
      ).status,
    ).toBe(401);
    expect(
      (await app.request('PUT', '/api/predictions/1', { body: { homeGoals: 1, awayGoals: 0 } }))
        .status,
    ).toBe(401);
  });

  it('creates a prediction (201) with its match, season and group', async () => {
    const match = await createMatch(app.knex);
    const { user, token } = await signedIn(app);
    const res = await post(token, { match: match.id, homeGoals: 2, awayGoals: 1, isBanker: false });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      match: { id: match.id, hasPrediction: true, predictionsOpen: true },
      homeGoals: 2,
      awayGoals: 1,
      isBanker: false,
      points: 0,
      isScored: false,
      exactScorePoints: 0,
      correctResultPoints: 0,
      pointsBreakdown: { exactScore: 0, correctResult: 0, bankerBonus: 0 },
      season: { id: match.seasonId },
      matchGroup: { id: match.matchGroupId },
      user: { id: user.id },
    });
    expect(res.body.id).toEqual(expect.any(Number));
  });

  it('answers POST and PUT exactly as GET /predictions shows the same prediction, with or without a match group', async () => {
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const logo = await createTeam(app.knex, { logoUrl: '/uploads/home.png', shortName: null });
    const grouped = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      homeTeamId: logo.id,
      venue: 'The Ground',
    });
    const loose = await createMatch(app.knex, { seasonId: season.id, matchGroupId: null });
    const { token } = await signedIn(app);
    const listed = async (matchId: number) => {
      const res = await app.request('GET', `/api/predictions?match=${matchId}`, { token });
      expect(res.body).toHaveLength(1);
      return res.body[0];
    };
    for (const [match, isBanker] of [
      [grouped, true],
      [loose, false],
    ] as const) {
      const created = await post(token, { match: match.id, homeGoals: 3, awayGoals: 1, isBanker });
      expect(created.status).toBe(201);
      expect(created.body).toEqual(await listed(match.id));
      expect(created.body.matchGroup).toEqual(
        match.matchGroupId === null
          ? null
          : { id: group.id, name: group.name, matchWeek: group.matchWeek },
      );
      const updated = await app.request('PUT', `/api/predictions/${created.body.id}`, {
        token,
        body: { homeGoals: 0, awayGoals: 0, isBanker: false },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual(await listed(match.id));
      expect(updated.body).toMatchObject({ homeGoals: 0, awayGoals: 0, isBanker: false });
    }
    expect((await listed(grouped.id)).match.homeTeam).toMatchObject({
      id: logo.id,
      name: logo.name,
      logoUrl: '/uploads/home.png',
    });
  });

  it('accepts goals 0 to 9 and refuses -1, 10 and fractions with 400', async () => {
    const { token } = await signedIn(app);
    const ok = await createMatch(app.knex);
    expect((await post(token, { match: ok.id, homeGoals: 0, awayGoals: 9 })).status).toBe(201);
    for (const [homeGoals, awayGoals] of [
      [-1, 0],
      [0, 10],
      [1.5, 0],
      ['2', 0],
    ]) {
      const match = await createMatch(app.knex);
      const res = await post(token, { match: match.id, homeGoals, awayGoals });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PREDICTION_MESSAGES.scoreRange);
    }
  });

  it('refuses a second prediction of the same match with 409', async () => {
    const match = await createMatch(app.knex);
    const { token } = await signedIn(app);
    expect((await post(token, { match: match.id, homeGoals: 1, awayGoals: 1 })).status).toBe(201);
    const again = await post(token, { match: match.id, homeGoals: 2, awayGoals: 2 });
    expect(again).toMatchObject({
      status: 409,
      body: { message: PREDICTION_MESSAGES.alreadyPredicted },
    });
  });

  it('answers 409, never 500, to simultaneous duplicate submissions', async () => {
    const match = await createMatch(app.knex);
    const { token } = await signedIn(app);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => post(token, { match: match.id, homeGoals: n, awayGoals: 0 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses after predictionsClose on the server clock, and on finished or cancelled matches (400)', async () => {
    const matchDate = new Date(Date.now() + 2 * 24 * 3600_000);
    const match = await createMatch(app.knex, {
      matchDate,
      predictionsClose: new Date(matchDate.getTime() - 3600_000),
    });
    const { token } = await signedIn(app);
    app.setNow(new Date(matchDate.getTime() - 3600_000));
    const late = await post(token, { match: match.id, homeGoals: 1, awayGoals: 0 });
    app.setNow(null);
    expect(late).toMatchObject({ status: 400, body: { message: MESSAGES.predictionsClosed } });
    for (const status of ['finished', 'cancelled']) {
      const closed = await createMatch(app.knex, { status });
      expect(await post(token, { match: closed.id, homeGoals: 1, awayGoals: 0 })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.predictionsClosed },
      });
    }
    app.setNow(new Date(matchDate.getTime() - 3600_001));
    expect((await post(token, { match: match.id, homeGoals: 1, awayGoals: 0 })).status).toBe(201);
    app.setNow(null);
  });

  it('answers 404 for an unknown match', async () => {
    const { token } = await signedIn(app);
    expect(await post(token, { match: 999999, homeGoals: 1, awayGoals: 0 })).toMatchObject({
      status: 404,
      body: { message: 'Match not found' },
    });
  });

  it('allows one banker per match group (409 on the second) and requires a match group for a banker', async () => {
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const a = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const b = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const otherWeek = await createMatch(app.knex, { seasonId: season.id });
    const noGroup = await createMatch(app.knex, { seasonId: season.id, matchGroupId: null });
    const { token } = await signedIn(app);
    expect(
      (await post(token, { match: a.id, homeGoals: 1, awayGoals: 0, isBanker: true })).status,
    ).toBe(201);
    expect(
      await post(token, { match: b.id, homeGoals: 1, awayGoals: 0, isBanker: true }),
    ).toMatchObject({ status: 409, body: { message: PREDICTION_MESSAGES.bankerTaken } });
    expect(
      (await post(token, { match: otherWeek.id, homeGoals: 1, awayGoals: 0, isBanker: true }))
        .status,
    ).toBe(201);
    expect(
      await post(token, { match: noGroup.id, homeGoals: 1, awayGoals: 0, isBanker: true }),
    ).toMatchObject({ status: 400, body: { message: PREDICTION_MESSAGES.bankerNeedsGroup } });
    // Without the banker the second match of the week is fine.
    expect((await post(token, { match: b.id, homeGoals: 1, awayGoals: 0 })).status).toBe(201);
  });
});

describe('PUT /predictions/{id}', () => {
  it('lets the owner change scores and banker while open', async () => {
    const match = await createMatch(app.knex);
    const { token } = await signedIn(app);
    const created = await post(token, { match: match.id, homeGoals: 1, awayGoals: 0 });
    const res = await app.request('PUT', `/api/predictions/${created.body.id}`, {
      token,
      body: { match: match.id, homeGoals: 3, awayGoals: 3, isBanker: true },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id: created.body.id, homeGoals: 3, awayGoals: 3, isBanker: true },
    });
  });

  it('answers 404 to anyone but the owner, and leaves the prediction unchanged', async () => {
    const match = await createMatch(app.knex);
    const owner = await signedIn(app);
    const intruder = await signedIn(app);
    const created = await post(owner.token, { match: match.id, homeGoals: 1, awayGoals: 0 });
    const res = await app.request('PUT', `/api/predictions/${created.body.id}`, {
      token: intruder.token,
      body: { homeGoals: 5, awayGoals: 5 },
    });
    expect(res).toMatchObject({ status: 404, body: { message: PREDICTION_MESSAGES.notFound } });
    expect(await app.knex('predictions').where({ id: created.body.id }).first()).toMatchObject({
      homeGoals: 1,
      awayGoals: 0,
    });
  });

  it('refuses changes after the deadline (400), bad goals (400) and a second banker of the week (409)', async () => {
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const a = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const b = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const { token } = await signedIn(app);
    await post(token, { match: a.id, homeGoals: 1, awayGoals: 0, isBanker: true });
    const pb = await post(token, { match: b.id, homeGoals: 1, awayGoals: 0 });
    const put = (body: unknown) =>
      app.request('PUT', `/api/predictions/${pb.body.id}`, { token, body });
    expect(await put({ homeGoals: 1, awayGoals: 0, isBanker: true })).toMatchObject({
      status: 409,
      body: { message: PREDICTION_MESSAGES.bankerTaken },
    });
    expect((await put({ homeGoals: 10, awayGoals: 0 })).status).toBe(400);
    expect((await put({ match: a.id, homeGoals: 1, awayGoals: 0 })).status).toBe(400);
    app.setNow(new Date(new Date(b.predictionsClose).getTime() + 1000));
    const late = await put({ homeGoals: 2, awayGoals: 2 });
    app.setNow(null);
    expect(late).toMatchObject({ status: 400, body: { message: MESSAGES.predictionsClosed } });
  });
});
