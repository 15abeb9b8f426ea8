import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_PREDICTION_MESSAGES as M } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, seasonTotals, signedIn } from '../../../test/factories';
import { seedAdminMatches } from '../../../test/matches-fixtures';
import { findDifferences } from '../scoring/rebuild';
import { scoreMatch } from '../scoring/service';

let app: TestApp;
let admin: string;
let season: { id: number; name: string };
let group: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  ({ admin, season, group } = await seedAdminMatches(app));
}, 30_000);
afterAll(() => app?.close());

const HOUR = 3600 * 1000;
const closedMatch = (fields: Record<string, unknown> = {}) =>
  createMatch(app.knex, {
    seasonId: season.id,
    matchGroupId: group.id,
    matchDate: new Date(Date.now() - 2 * HOUR),
    predictionsClose: new Date(Date.now() - 3 * HOUR),
    ...fields,
  });
const enter = (matchId: number, userId: number, body: unknown, token = admin) =>
  app.request('PUT', `/api/admin/matches/${matchId}/predictions/${userId}`, { token, body });

describe('PUT /api/admin/matches/{matchId}/predictions/{userId}', () => {
  it('enters a missed prediction for a closed match, marked, audited with the reason', async () => {
    const match = await closedMatch();
    const { user, token } = await signedIn(app);
    const res = await enter(match.id, user.id, {
      homeGoals: 2,
      awayGoals: 1,
      reason: ' Sent by e-mail before kick-off ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      created: true,
      prediction: { userId: user.id, matchId: match.id, homeGoals: 2, awayGoals: 1 },
    });
    expect(res.body.prediction).toMatchObject({ isBanker: false, enteredByAdmin: true });
    const [event] = await app
      .knex('audit_events')
      .where({ action: 'late_prediction', resourceId: String(res.body.prediction.id) });
    expect(event).toMatchObject({
      resource: 'predictions',
      before: null,
      after: {
        userId: user.id,
        matchId: match.id,
        homeGoals: 2,
        awayGoals: 1,
        reason: 'Sent by e-mail before kick-off',
      },
    });
    // The player sees the mark on their own prediction.
    const own = await app.request('GET', `/api/matches/${match.id}`, { token });
    expect(own.body.userPrediction).toMatchObject({
      homeGoals: 2,
      awayGoals: 1,
      enteredByAdmin: true,
    });
  });

  it('corrects an existing prediction of a finished match, keeps its banker and re-scores totals', async () => {
    const match = await closedMatch();
    const user = await createUser(app.knex);
    await app.knex('predictions').insert({
      userId: user.id,
      matchId: match.id,
      homeGoals: 0,
      awayGoals: 0,
      isBanker: true,
    });
    await app.knex.transaction(async (trx) => {
      await trx('matches')
        .where({ id: match.id })
        .update({ status: 'finished', homeGoals: 3, awayGoals: 1 });
      await scoreMatch(trx, match.id);
    });
    // A wrong banker: -1, until the correction makes it exact (6).
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: -1 });
    const res = await enter(match.id, user.id, { homeGoals: 3, awayGoals: 1, reason: 'Typo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: false });
    expect(res.body.prediction).toMatchObject({ isBanker: true, isScored: true });
    expect(res.body.prediction.points).toBe(6);
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({
      totalPoints: 6,
      exactScores: 1,
      totalPredictions: 1,
    });
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    const [event] = await app
      .knex('audit_events')
      .where({ action: 'late_prediction', resourceId: String(res.body.prediction.id) });
    expect(event.before).toEqual({ homeGoals: 0, awayGoals: 0 });
  });

  it('refuses while the player can still predict, and for a cancelled match (409)', async () => {
    const user = await createUser(app.knex);
    const open = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const stillOpen = await enter(open.id, user.id, { homeGoals: 1, awayGoals: 0, reason: 'x' });
    expect(stillOpen.status).toBe(409);
    expect(stillOpen.body.message).toBe(M.stillOpen);
    const cancelled = await closedMatch({ status: 'cancelled' });
    const refused = await enter(cancelled.id, user.id, { homeGoals: 1, awayGoals: 0, reason: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.cancelled);
    expect(await app.knex('predictions').where({ userId: user.id })).toHaveLength(0);
  });

  it('requires a reason and valid goals, and answers 404 for an unknown match or player', async () => {
    const match = await closedMatch();
    const user = await createUser(app.knex);
    const bad = await enter(match.id, user.id, { homeGoals: -1, awayGoals: 'x', reason: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      reason: M.reasonRequired,
      homeGoals: expect.any(String),
    });
    const tooLong = await enter(match.id, user.id, {
      homeGoals: 1,
      awayGoals: 1,
      reason: 'r'.repeat(501),
    });
    expect(tooLong.body.errors).toMatchObject({ reason: M.reasonTooLong });
    expect(
      (await enter(match.id, 999_999, { homeGoals: 1, awayGoals: 1, reason: 'x' })).status,
    ).toBe(404);
    expect(
      (await enter(999_999, user.id, { homeGoals: 1, awayGoals: 1, reason: 'x' })).status,
    ).toBe(404);
  });

  it('the mark goes when the player edits the prediction of a reopened match', async () => {
    const match = await closedMatch();
    const { user, token } = await signedIn(app);
    const res = await enter(match.id, user.id, { homeGoals: 1, awayGoals: 1, reason: 'Phoned in' });
    await app
      .knex('matches')
      .where({ id: match.id })
      .update({
        matchDate: new Date(Date.now() + 48 * HOUR),
        predictionsClose: new Date(Date.now() + 47 * HOUR),
      });
    const edited = await app.request('PUT', `/api/predictions/${res.body.prediction.id}`, {
      token,
      body: { match: match.id, homeGoals: 2, awayGoals: 0, isBanker: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ homeGoals: 2, enteredByAdmin: false });
  });
});

describe('GET /api/admin/matches/{matchId}/predictions/{userId}', () => {
  const current = (matchId: number, userId: number, token = admin) =>
    app.request('GET', `/api/admin/matches/${matchId}/predictions/${userId}`, { token });

  it("answers the player's prediction to be replaced (score, banker, admin mark), or null", async () => {
    const match = await closedMatch();
    const user = await createUser(app.knex);
    expect((await current(match.id, user.id)).body).toEqual({ prediction: null });
    await app.knex('predictions').insert({
      userId: user.id,
      matchId: match.id,
      homeGoals: 2,
      awayGoals: 1,
      isBanker: true,
    });
    const res = await current(match.id, user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      prediction: { homeGoals: 2, awayGoals: 1, isBanker: true, enteredByAdmin: false },
    });
    await enter(match.id, user.id, { homeGoals: 0, awayGoals: 0, reason: 'Phoned in' });
    expect((await current(match.id, user.id)).body).toEqual({
      prediction: { homeGoals: 0, awayGoals: 0, isBanker: true, enteredByAdmin: true },
    });
  });

  it('answers 404 for an unknown match or player, and only to admins', async () => {
    const match = await closedMatch();
    const { user, token } = await signedIn(app);
    expect((await current(999999, user.id)).status).toBe(404);
    expect((await current(match.id, 999999)).status).toBe(404);
    expect((await current(match.id, user.id, token)).status).toBe(403);
  });
});
