import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, signedIn } from '../../../test/factories';
import { deadlinePassed, isOpenForPredictions } from '@predictor/contracts/rules';
import { deadlinePassedSql, openSql } from './open';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => app.setNow(null));
afterAll(() => app?.close());

const CLOSE = new Date('2030-03-01T14:00:00.000Z');
const KICK_OFF = new Date('2030-03-01T15:00:00.000Z');
const ms = (offset: number) => new Date(CLOSE.getTime() + offset);
const MOMENTS = { 'just before': ms(-1), 'exactly at': CLOSE, 'just after': ms(1) };
const STATUSES = ['scheduled', 'postponed', 'in_progress', 'cancelled', 'finished'];

describe('one "open for predictions" rule, in TypeScript and SQL', () => {
  it.each(STATUSES)('agree at the deadline for a %s match', async (status) => {
    const match = await createMatch(app.knex, {
      status,
      matchDate: KICK_OFF,
      predictionsClose: CLOSE,
    });
    for (const [label, now] of Object.entries(MOMENTS)) {
      const {
        rows: [sql],
      } = await app.knex.raw(
        `SELECT ${openSql('m', ':now')} AS open, ${deadlinePassedSql('m', ':now')} AS passed
         FROM matches m WHERE m.id = :id`,
        { now, id: match.id },
      );
      const expectedPassed = label !== 'just before';
      const expectedOpen = !expectedPassed && status !== 'cancelled' && status !== 'finished';
      expect({
        label,
        open: isOpenForPredictions(match, now),
        passed: deadlinePassed(match, now),
      }).toEqual({
        label,
        open: expectedOpen,
        passed: expectedPassed,
      });
      expect({ label, open: sql.open, passed: sql.passed }).toEqual({
        label,
        open: expectedOpen,
        passed: expectedPassed,
      });
    }
  });

  it('the API reports, accepts and reveals by the same rule on the server clock', async () => {
    const match = await createMatch(app.knex, { matchDate: KICK_OFF, predictionsClose: CLOSE });
    for (const [label, now] of Object.entries(MOMENTS)) {
      app.setNow(now);
      const open = label === 'just before';
      const { user, token } = await signedIn(app);
      const shown = await app.request('GET', `/api/matches/${match.id}`, { token });
      expect({ label, open: shown.body.predictionsOpen }).toEqual({ label, open });
      const made = await app.request('POST', '/api/predictions', {
        token,
        body: { match: match.id, homeGoals: 1, awayGoals: 0, isBanker: false },
      });
      expect({ label, status: made.status }).toEqual({ label, status: open ? 201 : 400 });
      if (!open) expect(made.body.message).toBe(MESSAGES.predictionsClosed);
      if (open) {
        // The owner's open prediction stays out of their public profile until the deadline.
        app.setNow(ms(-1));
        const hidden = await app.request('GET', `/api/users/${user.id}/predictions`);
        expect(hidden.body).toEqual([]);
        const before = await app.request('GET', `/api/users/${user.id}/stats`);
        expect(before.body.totalPredictions).toBe(0);
        app.setNow(CLOSE);
        const revealed = await app.request('GET', `/api/users/${user.id}/predictions`);
        expect(revealed.body.map((p: { id: number }) => p.id)).toEqual([made.body.id]);
        const stats = await app.request('GET', `/api/users/${user.id}/stats`);
        expect(stats.body.totalPredictions).toBe(1);
      }
    }
  });
});
