import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createSeason, createUser } from '../../../test/factories';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';
import { awardEndOfSeason, awardMonthlyMedals, previousPeriod } from './awards-job';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 30_000);
afterAll(() => app?.close());

type Totals = [
  userId: number,
  points: number,
  correct: number,
  exact: number,
  goals: number,
  predictions?: number,
];
async function totals(scope: string, period: string, rows: Totals[]) {
  await app.knex('leaderboardTotals').insert(
    rows.map(
      ([userId, totalPoints, correctResults, exactScores, exactGoals, totalPredictions = 5]) => ({
        scope,
        period,
        userId,
        totalPoints,
        correctResults,
        exactScores,
        exactGoals,
        totalPredictions,
      }),
    ),
  );
}
const users = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(app.knex)));
async function awardsOf(filter: (q: Knex.QueryBuilder) => unknown) {
  const q = app
    .knex('trophyAwards as a')
    .join('trophies as t', 't.id', 'a.trophyId')
    .select('a.userId', 't.trophyType', 'a.awardKey', 'a.reason', 'a.seasonId', 'a.leagueId');
  filter(q);
  return q.orderBy('a.id');
}
const pairs = (rows: { userId: number; trophyType: string }[]) =>
  rows.map((r) => [r.userId, r.trophyType]).sort((a, b) => Number(a[0]) - Number(b[0]));

describe('previousPeriod', () => {
  it('is the month before, across a year boundary', () => {
    expect(previousPeriod(new Date('2026-01-01T00:05:00Z'))).toBe('2025-12');
    expect(previousPeriod(new Date('2026-03-31T23:59:00Z'))).toBe('2026-02');
  });
});

describe('awardMonthlyMedals', () => {
  it("medals the previous month's top three per season, ties sharing a place, ignoring other months and empty rows", async () => {
    const season = await createSeason(app.knex, { name: 'Monthly League' });
    const [a, b, c, d, e, f] = await users(6);
    await totals(`season:${season.id}`, '2026-01', [
      [a.id, 10, 4, 2, 5],
      [b.id, 10, 4, 2, 5],
      [c.id, 8, 4, 1, 2],
      [d.id, 7, 3, 1, 2],
      [e.id, 20, 0, 0, 0, 0],
    ]);
    await totals(`season:${season.id}`, '2026-02', [[f.id, 30, 9, 9, 9]]);
    const count = await awardMonthlyMedals(app.knex, new Date('2026-02-01T00:05:00Z'));
    expect(count).toBe(3);
    const rows = await awardsOf((q) => q.where('a.seasonId', season.id));
    expect(pairs(rows)).toEqual(
      [
        [a.id, 'monthly_first'],
        [b.id, 'monthly_first'],
        [c.id, 'monthly_third'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(rows.map((r) => r.awardKey)).toContain(`monthly:${season.id}:2026-01:first:${a.id}`);
    expect(rows[0].reason).toBe('1st place in Monthly League for January 2026');
  });

  it('awards nothing new when run again', async () => {
    const season = await createSeason(app.knex);
    const [a] = await users(1);
    await totals(`season:${season.id}`, '2026-05', [[a.id, 3, 1, 0, 0]]);
    const now = new Date('2026-06-01T00:05:00Z');
    expect(await awardMonthlyMedals(app.knex, now)).toBe(1);
    expect(await awardMonthlyMedals(app.knex, now)).toBe(0);
    expect(await awardsOf((q) => q.where('a.seasonId', season.id))).toHaveLength(1);
  });
});

describe('awardEndOfSeason', () => {
  it('awards nothing for a season that has not ended or still has scheduled matches', async () => {
    const running = await createSeason(app.knex, {
      startDate: '2026-08-01',
      endDate: '2027-05-31',
    });
    const pending = await createSeason(app.knex, {
      startDate: '2025-08-01',
      endDate: '2026-05-31',
    });
    await createMatch(app.knex, {
      seasonId: pending.id,
      matchDate: new Date('2026-05-30T15:00:00Z'),
    });
    const [a] = await users(1);
    await totals(`season:${running.id}`, '2026-09', [[a.id, 5, 1, 1, 1]]);
    await totals(`season:${pending.id}`, '2026-03', [[a.id, 5, 1, 1, 1]]);
    await awardEndOfSeason(app.knex, new Date('2026-07-01T00:00:00Z'));
    const rows = await awardsOf((q) => q.whereIn('a.seasonId', [running.id, pending.id]));
    expect(rows).toEqual([]);
  });

  it("awards a finished season's top three and each of its leagues' top three, ties sharing, once", async () => {
    const season = await createSeason(app.knex, {
      name: 'Done League',
      startDate: '2024-08-01',
      endDate: '2025-05-31',
    });
    await createMatch(app.knex, {
      seasonId: season.id,
      matchDate: new Date('2025-05-20T15:00:00Z'),
      status: 'finished',
      homeGoals: 1,
      awayGoals: 0,
    });
    const [a, b, c, d] = await users(4);
    await totals(`season:${season.id}`, '2025-03', [
      [a.id, 50, 20, 5, 9],
      [b.id, 40, 18, 4, 8],
      [c.id, 40, 18, 4, 8],
      [d.id, 10, 3, 1, 1],
    ]);
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: d.id,
      name: 'Pals',
    });
    await addMember(app.knex, league.id, c.id);
    const now = new Date('2025-06-02T00:00:00Z');
    expect(await awardEndOfSeason(app.knex, now)).toBe(3 + 2);
    const annual = await awardsOf((q) => q.where('a.seasonId', season.id).whereNull('a.leagueId'));
    expect(pairs(annual)).toEqual(
      [
        [a.id, 'annual_first'],
        [b.id, 'annual_second'],
        [c.id, 'annual_second'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    const leagueAwards = await awardsOf((q) => q.where('a.leagueId', league.id));
    expect(pairs(leagueAwards)).toEqual(
      [
        [c.id, 'league_first'],
        [d.id, 'league_second'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(leagueAwards.map((r) => r.awardKey)).toContain(`league:${league.id}:first:${c.id}`);
    expect(annual.map((r) => r.awardKey)).toContain(`annual:${season.id}:first:${a.id}`);
    expect(await awardEndOfSeason(app.knex, now)).toBe(0);
  });
});
