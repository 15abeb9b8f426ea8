import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createSeason, createUser, signedIn } from '../../../test/factories';
import { scoredPredictions } from '../scoring/service';

let app: TestApp;
let admin: string;
let seasonId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  seasonId = (await createSeason(app.knex)).id;
}, 30_000);
afterAll(() => app?.close());

/** A match with one prediction per score given. */
async function matchPredicted(...scores: [number, number][]) {
  // Kicked off an hour ago: a result may be recorded.
  const match = await createMatch(app.knex, {
    seasonId,
    matchDate: new Date(Date.now() - 3600_000),
  });
  for (const [homeGoals, awayGoals] of scores) {
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals, awayGoals });
  }
  return match;
}

const save = (results: unknown[]) =>
  app.request('POST', '/api/admin/matches/results', { token: admin, body: { results } });

describe('POST /api/admin/matches/results: the results grid', () => {
  it('answers per saved match how many predictions it scored and how many earned points', async () => {
    const a = await matchPredicted([2, 1], [1, 0], [0, 2]);
    const b = await matchPredicted();
    const res = await save([
      { matchId: a.id, homeGoals: 2, awayGoals: 1 },
      { matchId: b.id, status: 'finished', homeGoals: 0, awayGoals: 0 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.outcomes).toEqual([
      { matchId: a.id, status: 'finished', scored: 3, withPoints: 2, correction: false },
      { matchId: b.id, status: 'finished', scored: 0, withPoints: 0, correction: false },
    ]);
  });

  it('marks a corrected result as a correction, in the answer and in the audit log', async () => {
    const match = await matchPredicted([1, 1]);
    await save([{ matchId: match.id, homeGoals: 0, awayGoals: 1 }]);
    const res = await save([{ matchId: match.id, homeGoals: 1, awayGoals: 1 }]);
    expect(res.body.outcomes).toEqual([
      { matchId: match.id, status: 'finished', scored: 1, withPoints: 1, correction: true },
    ]);
    const events = await app
      .knex('audit_events')
      .where({ resourceId: String(match.id), action: 'set_result' })
      .orderBy('id');
    expect(events.map((e) => e.after)).toEqual([
      { status: 'finished', homeGoals: 0, awayGoals: 1, bulk: true, correction: false },
      { status: 'finished', homeGoals: 1, awayGoals: 1, bulk: true, correction: true },
    ]);
  });

  it('postpones and cancels rows: the score is cleared, cancelling voids predictions, each audited', async () => {
    const postponed = await matchPredicted([1, 0]);
    const cancelled = await matchPredicted([1, 0]);
    await save([{ matchId: postponed.id, homeGoals: 1, awayGoals: 0 }]);
    const res = await save([
      { matchId: postponed.id, status: 'postponed' },
      { matchId: cancelled.id, status: 'cancelled', homeGoals: null, awayGoals: null },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.outcomes).toEqual([
      { matchId: postponed.id, status: 'postponed', scored: 0, withPoints: 0, correction: false },
      { matchId: cancelled.id, status: 'cancelled', scored: 0, withPoints: 0, correction: false },
    ]);
    expect(await app.knex('matches').where({ id: postponed.id }).first()).toMatchObject({
      status: 'postponed',
      homeGoals: null,
      awayGoals: null,
    });
    const prediction = await scoredPredictions(app.knex).where({ matchId: postponed.id }).first();
    expect([prediction.isScored, prediction.points]).toEqual([false, 0]);
    expect((await app.knex('predictions').where({ matchId: cancelled.id }).first()).isVoid).toBe(
      true,
    );
    const audit = await app
      .knex('audit_events')
      .whereIn('resourceId', [String(postponed.id), String(cancelled.id)])
      .where({ action: 'set_status' })
      .orderBy('id');
    expect(audit.map((e) => [e.before, e.after])).toEqual([
      [
        { status: 'finished', homeGoals: 1, awayGoals: 0 },
        { status: 'postponed', homeGoals: null, awayGoals: null },
      ],
      [
        { status: 'scheduled', homeGoals: null, awayGoals: null },
        { status: 'cancelled', homeGoals: null, awayGoals: null },
      ],
    ]);
  });

  it('refuses a bad status, a score on a postponed row, a finished row without goals: nothing saved', async () => {
    const good = await matchPredicted([1, 0]);
    const other = await matchPredicted();
    const res = await save([
      { matchId: good.id, homeGoals: 1, awayGoals: 0 },
      { matchId: other.id, status: 'abandoned', homeGoals: 1, awayGoals: 0 },
      { matchId: other.id, status: 'postponed', homeGoals: 1 },
      { matchId: other.id, status: 'finished', homeGoals: 1, awayGoals: null },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.rows).toEqual([
      {
        index: 1,
        matchId: other.id,
        message: 'Status must be one of scheduled, in_progress, finished, cancelled, postponed',
      },
      {
        index: 2,
        matchId: other.id,
        message: 'Only a finished match or one in play takes a score',
      },
      { index: 3, matchId: other.id, message: 'Both goal counts are required' },
    ]);
    expect(await app.knex('matches').where({ id: good.id }).first()).toMatchObject({
      status: 'scheduled',
      homeGoals: null,
    });
    expect(
      await app
        .knex('audit_events')
        .where({ resourceId: String(good.id) })
        .whereIn('action', ['set_result', 'set_status']),
    ).toHaveLength(0);
  });
});
