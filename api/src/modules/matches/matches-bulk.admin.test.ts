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

async function matchWithPrediction(homeGoals = 1, awayGoals = 0) {
  // Kicked off an hour ago: a result may be recorded.
  const match = await createMatch(app.knex, {
    seasonId,
    matchDate: new Date(Date.now() - 3600_000),
  });
  const user = await createUser(app.knex);
  await app
    .knex('predictions')
    .insert({ userId: user.id, matchId: match.id, homeGoals, awayGoals });
  return match;
}

describe('POST /api/admin/matches/results', () => {
  it('saves and scores every result in one go and answers {updated, matches}', async () => {
    const a = await matchWithPrediction(1, 0);
    const b = await matchWithPrediction(2, 2);
    const res = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: {
        results: [
          { matchId: a.id, homeGoals: 1, awayGoals: 0 },
          { matchId: b.id, homeGoals: 0, awayGoals: 0 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(2);
    expect(
      res.body.matches.map((m: { id: number; status: string; homeGoals: number }) => [
        m.id,
        m.status,
        m.homeGoals,
      ]),
    ).toEqual([
      [a.id, 'finished', 1],
      [b.id, 'finished', 0],
    ]);
    expect((await scoredPredictions(app.knex).where({ matchId: a.id }).first()).points).toBe(3);
    expect((await scoredPredictions(app.knex).where({ matchId: b.id }).first()).points).toBe(1);
    expect(
      await app
        .knex('audit_events')
        .whereIn('resourceId', [String(a.id), String(b.id)])
        .where({ action: 'set_result' }),
    ).toHaveLength(2);
  });

  it('changes nothing when one row is invalid, and answers 400 with every bad row', async () => {
    const good = await matchWithPrediction();
    const other = await matchWithPrediction();
    const res = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: {
        results: [
          { matchId: good.id, homeGoals: 1, awayGoals: 0 },
          { matchId: other.id, homeGoals: -1, awayGoals: 0 },
          { matchId: 999999, homeGoals: 0, awayGoals: 0 },
          { matchId: good.id, homeGoals: 2, awayGoals: 0 },
          { matchId: other.id, awayGoals: 0 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Some results are invalid; nothing was saved',
      code: 'VALIDATION',
      rows: [
        { index: 1, matchId: other.id, message: 'Goals must be whole numbers of 0 or more' },
        { index: 2, matchId: 999999, message: 'Match not found' },
        { index: 3, matchId: good.id, message: 'This match appears more than once' },
        { index: 4, matchId: other.id, message: 'Both goal counts are required' },
      ],
    });
    expect(await app.knex('matches').where({ id: good.id }).first()).toMatchObject({
      status: 'scheduled',
      homeGoals: null,
    });
    expect((await scoredPredictions(app.knex).where({ matchId: good.id }).first()).isScored).toBe(
      false,
    );
    expect(
      await app.knex('audit_events').where({ resourceId: String(good.id), action: 'set_result' }),
    ).toHaveLength(0);
  });

  it('refuses a missing or empty list', async () => {
    expect(
      (await app.request('POST', '/api/admin/matches/results', { token: admin, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await app.request('POST', '/api/admin/matches/results', {
          token: admin,
          body: { results: [] },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/admin/matches/shift', () => {
  it('moves kick-off and predictions close by the minutes given (negative too) and audits each match', async () => {
    const a = await createMatch(app.knex, {
      seasonId,
      matchDate: new Date('2030-06-01T15:00:00Z'),
    });
    const b = await createMatch(app.knex, {
      seasonId,
      matchDate: new Date('2030-06-02T15:00:00Z'),
    });
    const later = await app.request('POST', '/api/admin/matches/shift', {
      token: admin,
      body: { matchIds: [b.id, a.id], minutes: 90 },
    });
    expect(later.status).toBe(200);
    expect(later.body.updated).toBe(2);
    expect(
      later.body.matches.map((m: { matchDate: string; predictionsClose: string }) => [
        m.matchDate,
        m.predictionsClose,
      ]),
    ).toEqual([
      ['2030-06-01T16:30:00.000Z', '2030-06-01T16:29:00.000Z'],
      ['2030-06-02T16:30:00.000Z', '2030-06-02T16:29:00.000Z'],
    ]);
    const earlier = await app.request('POST', '/api/admin/matches/shift', {
      token: admin,
      body: { matchIds: [a.id], minutes: -120 },
    });
    expect(earlier.body.matches[0].matchDate).toBe('2030-06-01T14:30:00.000Z');
    const audits = await app
      .knex('audit_events')
      .where({ resourceId: String(a.id), action: 'shift' })
      .orderBy('id');
    expect(audits.map((e) => [e.before.matchDate, e.after.matchDate])).toEqual([
      ['2030-06-01T15:00:00.000Z', '2030-06-01T16:30:00.000Z'],
      ['2030-06-01T16:30:00.000Z', '2030-06-01T14:30:00.000Z'],
    ]);
  });

  it('re-scores a finished match whose month changes', async () => {
    const match = await createMatch(app.knex, {
      seasonId,
      matchDate: new Date('2030-06-30T23:00:00Z'),
    });
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 1, awayGoals: 1 });
    await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 1, awayGoals: 1, beforeKickOff: true },
    });
    await app.request('POST', '/api/admin/matches/shift', {
      token: admin,
      body: { matchIds: [match.id], minutes: 120 },
    });
    expect(
      (await scoredPredictions(app.knex).where({ matchId: match.id }).first()).countedPeriod,
    ).toBe('2030-07');
  });

  it('answers 404 and changes nothing when a match is unknown', async () => {
    const a = await createMatch(app.knex, {
      seasonId,
      matchDate: new Date('2030-07-01T15:00:00Z'),
    });
    const res = await app.request('POST', '/api/admin/matches/shift', {
      token: admin,
      body: { matchIds: [a.id, 999999], minutes: 10 },
    });
    expect(res.status).toBe(404);
    expect(
      new Date((await app.knex('matches').where({ id: a.id }).first()).matchDate).toISOString(),
    ).toBe('2030-07-01T15:00:00.000Z');
  });

  it('requires match ids and whole minutes', async () => {
    expect(
      (
        await app.request('POST', '/api/admin/matches/shift', {
          token: admin,
          body: { matchIds: [], minutes: 5 },
        })
      ).body.message,
    ).toBe('Select at least one match');
    expect(
      (
        await app.request('POST', '/api/admin/matches/shift', {
          token: admin,
          body: { matchIds: [1], minutes: 1.5 },
        })
      ).body.message,
    ).toBe('Minutes must be a whole number');
  });
});
