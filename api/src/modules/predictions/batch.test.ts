import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PREDICTION_MESSAGES } from '@predictor/contracts';
import { predictionBatchResponseSchema } from '@predictor/contracts/schemas';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createUser,
  signedIn,
} from '../../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => app.setNow(null));
afterAll(() => app?.close());

type Row = { match: number; homeGoals: number; awayGoals: number; isBanker?: boolean };
const batch = (token: string | undefined, predictions: unknown) =>
  app.request('POST', '/api/predictions/batch', { token, body: { predictions } });
const row = (match: { id: number }, homeGoals = 1, awayGoals = 0, isBanker = false): Row => ({
  match: match.id,
  homeGoals,
  awayGoals,
  isBanker,
});
const stored = (userId: number) =>
  app
    .knex('predictions')
    .where({ userId })
    .orderBy('matchId')
    .select('matchId', 'homeGoals', 'awayGoals', 'isBanker');

/** A season with one match week of `n` open matches. */
async function week(n: number) {
  const season = await createSeason(app.knex);
  const group = await createMatchGroup(app.knex, season.id);
  const matches = [];
  for (let i = 0; i < n; i++)
    matches.push(await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id }));
  return { season, group, matches };
}

describe('POST /predictions/batch', () => {
  it('creates and updates in one request, answering each prediction in request order as POST /predictions does', async () => {
    const { matches } = await week(3);
    const { user, token } = await signedIn(app);
    const first = await app.request('POST', '/api/predictions', {
      token,
      body: row(matches[1], 0, 0),
    });
    expect(first.status).toBe(201);
    const res = await batch(token, [row(matches[2], 3, 1), row(matches[1], 2, 2), row(matches[0])]);
    expect(res.status).toBe(200);
    expect(predictionBatchResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.predictions.map((p: { match: { id: number } }) => p.match.id)).toEqual([
      matches[2].id,
      matches[1].id,
      matches[0].id,
    ]);
    // The existing prediction was updated in place (same id), not duplicated.
    expect(res.body.predictions[1]).toMatchObject({
      id: first.body.id,
      homeGoals: 2,
      awayGoals: 2,
    });
    const single = await app.request('GET', `/api/predictions?match=${matches[2].id}`, { token });
    expect(res.body.predictions[0]).toEqual(single.body[0]);
    expect(await stored(user.id)).toEqual([
      { matchId: matches[0].id, homeGoals: 1, awayGoals: 0, isBanker: false },
      { matchId: matches[1].id, homeGoals: 2, awayGoals: 2, isBanker: false },
      { matchId: matches[2].id, homeGoals: 3, awayGoals: 1, isBanker: false },
    ]);
  });

  it('moves the banker inside one batch (old one off, new one on), atomically', async () => {
    const { matches } = await week(3);
    const { user, token } = await signedIn(app);
    expect((await batch(token, [row(matches[0], 1, 0, true), row(matches[1])])).status).toBe(200);
    const moved = await batch(token, [row(matches[1], 1, 0, true), row(matches[0], 1, 0, false)]);
    expect(moved.status).toBe(200);
    expect(moved.body.predictions.map((p: { isBanker: boolean }) => p.isBanker)).toEqual([
      true,
      false,
    ]);
    expect((await stored(user.id)).filter((p) => p.isBanker).map((p) => p.matchId)).toEqual([
      matches[1].id,
    ]);
    // Back to a match with a lower id: written in id order, the new banker would meet the old one.
    const back = await batch(token, [row(matches[1], 1, 0, false), row(matches[0], 1, 0, true)]);
    expect(back.status).toBe(200);
    expect((await stored(user.id)).filter((p) => p.isBanker).map((p) => p.matchId)).toEqual([
      matches[0].id,
    ]);
    // Sending the banker again where it already is changes nothing about it.
    expect((await batch(token, [row(matches[0], 4, 0, true), row(matches[2])])).status).toBe(200);
  });

  it('refuses a second banker in a match week with its row index, and saves nothing', async () => {
    const { matches } = await week(3);
    const { user, token } = await signedIn(app);
    const res = await batch(token, [
      row(matches[0], 1, 0, true),
      row(matches[1], 2, 0),
      row(matches[2], 3, 0, true),
    ]);
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: PREDICTION_MESSAGES.batchRefused,
        code: 'BATCH_REFUSED',
        errors: { 'predictions.2': PREDICTION_MESSAGES.bankerTaken },
      },
    });
    expect(Object.keys(res.body.errors)).toEqual(['predictions.2']);
    expect(await stored(user.id)).toEqual([]);

    // A stored banker that the batch leaves alone keeps its week: a new one is refused.
    expect((await batch(token, [row(matches[0], 1, 0, true)])).status).toBe(200);
    const second = await batch(token, [row(matches[1]), row(matches[2], 1, 1, true)]);
    expect(second.body.errors).toEqual({ 'predictions.1': PREDICTION_MESSAGES.bankerTaken });
    expect(await stored(user.id)).toHaveLength(1);
  });

  it('refuses a new banker when the old banker’s match is closed, even if the batch takes it off', async () => {
    const { matches } = await week(2);
    const closesEarly = new Date(Date.now() + 3600_000);
    await app
      .knex('matches')
      .where({ id: matches[0].id })
      .update({ predictionsClose: closesEarly });
    const { user, token } = await signedIn(app);
    expect((await batch(token, [row(matches[0], 1, 0, true)])).status).toBe(200);
    app.setNow(new Date(closesEarly.getTime() + 1000));
    const res = await batch(token, [row(matches[0], 1, 0, false), row(matches[1], 2, 1, true)]);
    expect(res).toMatchObject({ status: 400, body: { code: 'BATCH_REFUSED' } });
    expect(res.body.errors).toEqual({
      'predictions.0': MESSAGES.predictionsClosed,
      'predictions.1': PREDICTION_MESSAGES.bankerTaken,
    });
    // Not sending the closed match changes nothing: still refused.
    expect((await batch(token, [row(matches[1], 2, 1, true)])).body.errors).toEqual({
      'predictions.0': PREDICTION_MESSAGES.bankerTaken,
    });
    expect(await stored(user.id)).toEqual([
      { matchId: matches[0].id, homeGoals: 1, awayGoals: 0, isBanker: true },
    ]);
  });

  it('refuses closed, finished, cancelled and unknown matches and a banker without a week, listing every row; nothing saved', async () => {
    const { season, matches } = await week(2);
    const finished = await createMatch(app.knex, { seasonId: season.id, status: 'finished' });
    const cancelled = await createMatch(app.knex, { seasonId: season.id, status: 'cancelled' });
    const noGroup = await createMatch(app.knex, { seasonId: season.id, matchGroupId: null });
    const { user, token } = await signedIn(app);
    expect((await batch(token, [row(matches[0], 0, 0)])).status).toBe(200);
    const res = await batch(token, [
      row(matches[0], 5, 5),
      row(finished),
      { match: 999_999, homeGoals: 1, awayGoals: 0 },
      row(matches[1]),
      row(cancelled),
      row(noGroup, 1, 0, true),
    ]);
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Some predictions could not be saved', code: 'BATCH_REFUSED' },
    });
    expect(res.body.errors).toEqual({
      'predictions.1': MESSAGES.predictionsClosed,
      'predictions.2': PREDICTION_MESSAGES.matchNotFound,
      'predictions.4': MESSAGES.predictionsClosed,
      'predictions.5': PREDICTION_MESSAGES.bankerNeedsGroup,
    });
    expect(await stored(user.id)).toEqual([
      { matchId: matches[0].id, homeGoals: 0, awayGoals: 0, isBanker: false },
    ]);

    // The deadline on the server clock: at predictionsClose the match is closed.
    app.setNow(new Date(matches[1].predictionsClose));
    expect((await batch(token, [row(matches[0]), row(matches[1])])).body.errors).toEqual({
      'predictions.0': MESSAGES.predictionsClosed,
      'predictions.1': MESSAGES.predictionsClosed,
    });
    app.setNow(new Date(new Date(matches[1].predictionsClose).getTime() - 1));
    expect((await batch(token, [row(matches[1])])).status).toBe(200);
  });

  it('leaves other players’ predictions untouched', async () => {
    const { matches } = await week(2);
    const other = await createUser(app.knex);
    await app.knex('predictions').insert([
      { userId: other.id, matchId: matches[0].id, homeGoals: 4, awayGoals: 4, isBanker: true },
      { userId: other.id, matchId: matches[1].id, homeGoals: 0, awayGoals: 3 },
    ]);
    const before = await stored(other.id);
    const { user, token } = await signedIn(app);
    const res = await batch(token, [row(matches[0], 1, 0, true), row(matches[1], 2, 0)]);
    expect(res.status).toBe(200);
    expect(res.body.predictions.every((p: { user: { id: number } }) => p.user.id === user.id)).toBe(
      true,
    );
    expect(await stored(other.id)).toEqual(before);
    expect(await stored(user.id)).toHaveLength(2);
  });

  it('answers 401 to anonymous callers', async () => {
    const { matches } = await week(1);
    const res = await batch(undefined, [row(matches[0])]);
    expect(res).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await app.knex('predictions').where({ matchId: matches[0].id })).toEqual([]);
  });

  it('answers 400 VALIDATION to bad bodies: duplicate matches, no rows, too many rows, bad goals', async () => {
    const { matches } = await week(2);
    const { user, token } = await signedIn(app);
    const duplicate = await batch(token, [row(matches[0]), row(matches[1]), row(matches[0], 2, 2)]);
    expect(duplicate).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: PREDICTION_MESSAGES.duplicateMatch,
        errors: { 'predictions.2.match': PREDICTION_MESSAGES.duplicateMatch },
      },
    });
    expect(Object.keys(duplicate.body.errors)).toEqual(['predictions.2.match']);
    for (const predictions of [[], Array.from({ length: 101 }, (_, i) => row({ id: i + 1 }))]) {
      expect(await batch(token, predictions)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', message: PREDICTION_MESSAGES.batchSize },
      });
    }
    const goals = await batch(token, [row(matches[0]), row(matches[1], 10, 0)]);
    expect(goals).toMatchObject({
      status: 400,
      body: { errors: { 'predictions.1.homeGoals': PREDICTION_MESSAGES.scoreRange } },
    });
    for (const body of [{}, { predictions: 'x' }, [row(matches[0])], null]) {
      const res = await app.request('POST', '/api/predictions/batch', { token, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toMatch(/VALIDATION|INVALID_JSON/);
    }
    expect(await stored(user.id)).toEqual([]);
  });

  it('saves 100 rows (the maximum) in one request', async () => {
    const season = await createSeason(app.knex);
    const ids: number[] = [];
    for (let i = 0; i < 100; i++)
      ids.push((await createMatch(app.knex, { seasonId: season.id, matchGroupId: null })).id);
    const { user, token } = await signedIn(app);
    const res = await batch(
      token,
      ids.map((id, i) => ({ match: id, homeGoals: i % 10, awayGoals: 9 - (i % 10) })),
    );
    expect(res.status).toBe(200);
    expect(res.body.predictions).toHaveLength(100);
    expect(res.body.predictions[37]).toMatchObject({ homeGoals: 7, awayGoals: 2 });
    expect(await stored(user.id)).toHaveLength(100);
  }, 60_000);
});
