import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, seasonTotals } from '../../../test/factories';
import { seedAdminMatches } from '../../../test/matches-fixtures';
import { findDifferences } from '../scoring/rebuild';
import { scoredPredictions } from '../scoring/service';

/** Results only when they can exist: none before kick-off unless ticked; none once a match is no longer finished. */
let app: TestApp;
let admin: string;
let season: { id: number; name: string };
let group: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  ({ admin, season, group } = await seedAdminMatches(app));
}, 30_000);
afterAll(() => app?.close());

const DAY = 24 * 3600 * 1000;
const inWeeks = (weeks: number) => new Date(Date.now() + weeks * 7 * DAY);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A match of the seeded season kicking off at `matchDate`, with one player's 2-1 prediction. */
async function matchWithPrediction(matchDate: Date) {
  const match = await createMatch(app.knex, {
    seasonId: season.id,
    matchGroupId: group.id,
    matchDate,
  });
  const user = await createUser(app.knex);
  await app
    .knex('predictions')
    .insert({ userId: user.id, matchId: match.id, homeGoals: 2, awayGoals: 1 });
  return { match, user };
}

const stored = (id: number) =>
  app.knex('matches').where({ id }).first('status', 'homeGoals', 'awayGoals');
const audits = (id: number, action: string) =>
  app
    .knex('audit_events')
    .where({ resource: 'matches', resourceId: String(id), action })
    .orderBy('id');

describe('a result before kick-off', () => {
  it('POST /result for a match weeks before kick-off is refused with 409 RESULT_BEFORE_KICK_OFF and changes nothing', async () => {
    const { match, user } = await matchWithPrediction(inWeeks(3));
    const res = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 2, awayGoals: 1 },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message:
        'This match has not kicked off yet. Tick "Record a result before kick-off" to record one anyway.',
      code: 'RESULT_BEFORE_KICK_OFF',
      errors: { beforeKickOff: ADMIN_MESSAGES.resultBeforeKickOff },
    });
    expect(await stored(match.id)).toEqual({
      status: 'scheduled',
      homeGoals: null,
      awayGoals: null,
    });
    expect(await audits(match.id, 'set_result')).toEqual([]);
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: 0 });
    // beforeKickOff: false is no tick either.
    const untickedRes = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 2, awayGoals: 1, beforeKickOff: false },
    });
    expect(untickedRes.status).toBe(409);
  });

  it('with beforeKickOff the result is recorded, scored, and its audit entry says it came before kick-off', async () => {
    const { match, user } = await matchWithPrediction(inWeeks(3));
    const res = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 2, awayGoals: 1, beforeKickOff: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'finished', homeGoals: 2, awayGoals: 1 });
    expect((await scoredPredictions(app.knex).where({ matchId: match.id }).first()).points).toBe(3);
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: 3 });
    const [event] = await audits(match.id, 'set_result');
    expect(event.after).toEqual({
      status: 'finished',
      homeGoals: 2,
      awayGoals: 1,
      beforeKickOff: true,
    });
  });

  it('a match that has kicked off takes its result without the tick, and its audit entry has no mark', async () => {
    const { match } = await matchWithPrediction(daysAgo(1));
    const res = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 0, awayGoals: 0 },
    });
    expect(res.status).toBe(200);
    const [event] = await audits(match.id, 'set_result');
    expect(event.after).toEqual({ status: 'finished', homeGoals: 0, awayGoals: 0 });
  });

  it('the results grid refuses a row weeks before kick-off (code RESULT_BEFORE_KICK_OFF) and saves nothing', async () => {
    const early = await matchWithPrediction(inWeeks(2));
    const played = await matchWithPrediction(daysAgo(1));
    const later = await matchWithPrediction(inWeeks(2));
    const res = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: {
        results: [
          { matchId: played.match.id, homeGoals: 1, awayGoals: 0 },
          { matchId: early.match.id, homeGoals: 2, awayGoals: 1 },
          // Postponing (or any status but finished) is not a result: allowed before kick-off.
          { matchId: later.match.id, status: 'postponed' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      rows: [
        {
          index: 1,
          matchId: early.match.id,
          message: ADMIN_MESSAGES.resultBeforeKickOff,
          code: 'RESULT_BEFORE_KICK_OFF',
        },
      ],
    });
    expect(res.body.rows).toHaveLength(1);
    for (const { match } of [early, played, later])
      expect((await stored(match.id)).status).toBe('scheduled');
    expect(await stored(early.match.id)).toMatchObject({ homeGoals: null, awayGoals: null });
  });

  it('the grid saves a row ticked beforeKickOff, audited with the mark', async () => {
    const early = await matchWithPrediction(inWeeks(2));
    const played = await matchWithPrediction(daysAgo(1));
    const res = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: {
        results: [
          { matchId: early.match.id, homeGoals: 2, awayGoals: 1, beforeKickOff: true },
          { matchId: played.match.id, homeGoals: 2, awayGoals: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await stored(early.match.id)).toEqual({
      status: 'finished',
      homeGoals: 2,
      awayGoals: 1,
    });
    const [earlyEvent] = await audits(early.match.id, 'set_result');
    expect(earlyEvent.after).toMatchObject({ bulk: true, beforeKickOff: true });
    const [playedEvent] = await audits(played.match.id, 'set_result');
    expect(playedEvent.after).not.toHaveProperty('beforeKickOff');
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });

  it('refuses a beforeKickOff that is not true or false', async () => {
    const { match } = await matchWithPrediction(inWeeks(2));
    const res = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 1, awayGoals: 0, beforeKickOff: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ beforeKickOff: 'beforeKickOff must be true or false' });
  });
});

describe('a finished match moved back', () => {
  /** A kicked-off match finished 2-1 through the API; its predictor has 3 points. */
  async function finished() {
    const { match, user } = await matchWithPrediction(daysAgo(2));
    const res = await app.request('POST', `/api/admin/matches/${match.id}/result`, {
      token: admin,
      body: { homeGoals: 2, awayGoals: 1 },
    });
    expect(res.status).toBe(200);
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: 3 });
    return { match, user };
  }

  it.each(['scheduled', 'in_progress', 'postponed'])(
    'edited to %s: its result is cleared and its points leave the totals (no difference from a rebuild)',
    async (status) => {
      const { match, user } = await finished();
      const res = await app.request('PUT', `/api/admin/matches/${match.id}`, {
        token: admin,
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status, homeGoals: null, awayGoals: null });
      expect(await stored(match.id)).toEqual({ status, homeGoals: null, awayGoals: null });
      expect(await scoredPredictions(app.knex).where({ matchId: match.id }).first()).toMatchObject({
        points: 0,
        isScored: false,
      });
      expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: 0 });
      const [event] = await audits(match.id, 'update');
      expect([event.before.homeGoals, event.after.homeGoals]).toEqual([2, null]);
      expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    },
  );

  it('an edit that keeps it finished keeps its result', async () => {
    const { match, user } = await finished();
    const res = await app.request('PUT', `/api/admin/matches/${match.id}`, {
      token: admin,
      body: { venue: 'Elsewhere' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'finished', homeGoals: 2, awayGoals: 1 });
    expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: 3 });
  });

  it.each(['scheduled', 'in_progress'])(
    'set to %s from the results grid: its result is cleared and re-scored',
    async (status) => {
      const { match, user } = await finished();
      const res = await app.request('POST', '/api/admin/matches/results', {
        token: admin,
        body: { results: [{ matchId: match.id, status }] },
      });
      expect(res.status).toBe(200);
      expect(res.body.outcomes).toEqual([
        { matchId: match.id, status, scored: 0, withPoints: 0, correction: false },
      ]);
      expect(await stored(match.id)).toEqual({ status, homeGoals: null, awayGoals: null });
      expect(await seasonTotals(app.knex, season.id, user.id)).toMatchObject({ totalPoints: 0 });
      const [event] = await audits(match.id, 'set_status');
      expect(event.after).toEqual({ status, homeGoals: null, awayGoals: null });
      expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    },
  );
});
