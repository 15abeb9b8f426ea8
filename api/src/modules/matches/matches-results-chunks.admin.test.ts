import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, signedIn } from '../../../test/factories';
import {
  latencies,
  readsDuring,
  seedPredictedSeason,
  type PredictedSeason,
} from '../../../test/writes-under-load';
import { sharesOneConnection } from '../../db/write-in-chunks';
import { oracleDifferences } from '../scoring/oracle';
import { findDifferences } from '../scoring/rebuild';

let app: TestApp;
let admin: string;
let player: string;
let season: PredictedSeason;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  player = (await signedIn(app)).token;
  season = await seedPredictedSeason(app.knex, { matches: 250, players: 300 });
}, 60_000);
afterAll(() => app?.close());

const save = (results: unknown[]) =>
  app.request('POST', '/api/admin/matches/results', { token: admin, body: { results } });

describe('POST /api/admin/matches/results: a long grid', () => {
  // Before each match was saved in its own transaction on the embedded database, the whole grid held
  // its one connection for about 10 s: reads waited as long, and those past 10 s answered 503.
  it('keeps player reads answering while 250 results are saved, never held behind the whole grid', async () => {
    const results = season.matchIds.map((matchId, i) => ({
      matchId,
      homeGoals: i % 4,
      awayGoals: i % 3,
    }));
    const { result, reads } = await readsDuring(app, () => save(results), {
      token: player,
      paths: [
        `/api/leaderboards?season=${season.seasonId}`,
        `/api/seasons/${season.seasonId}`,
        `/api/matches?season=${season.seasonId}`,
      ],
    });
    const stats = latencies(reads);
    expect(result.status).toBe(200);
    expect(result.body.updated).toBe(250);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    expect(stats.count).toBeGreaterThan(10);
    // The 1 s target is measured by `npm run bench:embedded -w api` (slowest read 170-600 ms on a
    // busy 2-core machine); here a bound that still tells reads sharing the connection from reads
    // held behind the whole grid (10 s, then 503), with room for a loaded CI machine.
    expect(stats.max, JSON.stringify(stats)).toBeLessThan(2500);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    expect(await oracleDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  }, 120_000);

  it('keeps whole matches when a row fails part-way (each saved one audited); sent again, it saves the rest and counts nothing twice', async () => {
    const matches = [];
    for (let i = 0; i < 3; i++)
      matches.push(
        await createMatch(app.knex, {
          seasonId: season.seasonId,
          matchDate: new Date(Date.now() - 3600_000),
        }),
      );
    const [a, b, c] = matches.map((m) => m.id as number);
    for (let i = 0; i < 3; i++) {
      const user = await createUser(app.knex);
      await app
        .knex('predictions')
        .insert(
          matches.map((m) => ({ userId: user.id, matchId: m.id, homeGoals: i, awayGoals: 1 })),
        );
    }
    // The last match in id order refuses its result, as a database failure would.
    await app.knex.raw(
      `ALTER TABLE matches ADD CONSTRAINT test_refuse_result CHECK (id <> ${c} OR status <> 'finished') NOT VALID`,
    );
    const grid = [c, a, b].map((matchId) => ({ matchId, homeGoals: 1, awayGoals: 1 }));
    expect((await save(grid)).status).toBe(400);
    // The embedded database saves match by match; PostgreSQL saves the grid in one transaction.
    const kept = sharesOneConnection(app.knex) ? [a, b] : [];
    const finished = async () =>
      (
        await app
          .knex('matches')
          .whereIn('id', [a, b, c])
          .where({ status: 'finished' })
          .orderBy('id')
      ).map((m) => m.id);
    const audited = async () =>
      (
        await app
          .knex('audit_events')
          .whereIn('resourceId', [a, b, c].map(String))
          .where({ action: 'set_result' })
          .orderBy('id')
      ).map((e) => Number(e.resourceId));
    expect(await finished()).toEqual(kept);
    expect(await audited()).toEqual(kept);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });

    await app.knex.raw('ALTER TABLE matches DROP CONSTRAINT test_refuse_result');
    const again = await save(grid);
    expect(again.status).toBe(200);
    expect(
      again.body.outcomes.map((o: { matchId: number; correction: boolean }) => [
        o.matchId,
        o.correction,
      ]),
    ).toEqual([
      [c, false],
      [a, kept.includes(a)],
      [b, kept.includes(b)],
    ]);
    expect(await finished()).toEqual([a, b, c]);
    expect(await audited()).toEqual([...kept, a, b, c]);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    expect(await oracleDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });
});
