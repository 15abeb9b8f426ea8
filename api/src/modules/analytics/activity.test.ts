import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardActivitySchema } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, signedIn } from '../../../test/factories';

let app: TestApp;
let adminToken: string;
let players: { user: { id: number } }[];

// A Wednesday at 15:00 UTC: its week starts on Monday 2026-03-09.
const NOW = new Date('2026-03-11T15:00:00Z');
const at = (iso: string) => new Date(iso);

async function predictionMadeAt(userId: number, createdAt: Date) {
  const match = await createMatch(app.knex);
  await app.knex('predictions').insert({
    userId,
    matchId: match.id,
    homeGoals: 1,
    awayGoals: 1,
    createdAt,
    updatedAt: createdAt,
  });
}

beforeAll(async () => {
  app = await startTestApp();
  app.setNow(NOW);
  adminToken = (await signedIn(app, { role: 'admin' })).token;
  players = await Promise.all([0, 1, 2].map(() => signedIn(app)));
  // Today: two predictions by one player; yesterday late evening: one by another.
  await predictionMadeAt(players[0].user.id, at('2026-03-11T09:00:00Z'));
  await predictionMadeAt(players[0].user.id, at('2026-03-11T00:00:00Z'));
  await predictionMadeAt(players[1].user.id, at('2026-03-10T23:59:59Z'));
  // Last week (Monday 2 March): the third player; nine weeks ago: outside the charts.
  await predictionMadeAt(players[2].user.id, at('2026-03-02T00:00:00Z'));
  await predictionMadeAt(players[2].user.id, at('2026-01-05T12:00:00Z'));
});
afterAll(() => app?.close());

const activity = async () => {
  const res = await app.request('GET', '/api/admin/dashboard/activity', { token: adminToken });
  expect(res.status).toBe(200);
  return dashboardActivitySchema.parse(res.body);
};

describe('GET /api/admin/dashboard/activity', () => {
  it('counts predictions made per UTC day over the last 8 weeks, days without any as 0', async () => {
    const { predictionsPerDay } = await activity();
    expect(predictionsPerDay).toHaveLength(56);
    expect(predictionsPerDay[0].date).toBe('2026-01-15');
    expect(predictionsPerDay.at(-1)).toEqual({ date: '2026-03-11', count: 2 });
    expect(predictionsPerDay.at(-2)).toEqual({ date: '2026-03-10', count: 1 });
    expect(predictionsPerDay.find((d) => d.date === '2026-03-02')?.count).toBe(1);
    expect(predictionsPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(4);
  });

  it('counts distinct players who made a prediction in each of the last 8 weeks (Monday starts)', async () => {
    const { activePlayersPerWeek } = await activity();
    expect(activePlayersPerWeek.map((w) => w.weekStart)).toEqual([
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(activePlayersPerWeek.map((w) => w.count)).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
  });

  it("lists today's matches and how many still lack a result", async () => {
    const kickedOff = await createMatch(app.knex, {
      matchDate: at('2026-03-11T12:30:00Z'),
      status: 'in_progress',
    });
    await createMatch(app.knex, {
      matchDate: at('2026-03-11T12:00:00Z'),
      status: 'finished',
      homeGoals: 2,
      awayGoals: 0,
    });
    await createMatch(app.knex, { matchDate: at('2026-03-11T13:00:00Z'), status: 'postponed' });
    await createMatch(app.knex, { matchDate: at('2026-03-11T19:45:00Z') });
    await createMatch(app.knex, { matchDate: at('2026-03-12T00:00:00Z') });
    const { today } = await activity();
    expect(today.total).toBe(4);
    expect(today.awaitingResult).toBe(1);
    expect(today.matches.filter((m) => m.awaitingResult).map((m) => m.id)).toEqual([kickedOff.id]);
    expect(today.matches.map((m) => m.matchDate)).toEqual([
      '2026-03-11T12:00:00.000Z',
      '2026-03-11T12:30:00.000Z',
      '2026-03-11T13:00:00.000Z',
      '2026-03-11T19:45:00.000Z',
    ]);
  });
});
