import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrophyAward } from '../src/models';
import { startTestApp, type TestApp } from './harness';
import { createMatch, createUser } from './factories';
import { seedAdminMatches } from './matches-fixtures';
import { takeQueryRaces } from './query-race-guard';

let app: TestApp;
let admin: string;
let season: { id: number };
let group: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  ({ admin, season, group } = await seedAdminMatches(app));
}, 30_000);
afterAll(() => app?.close());

const kickedOff = () =>
  createMatch(app.knex, {
    seasonId: season.id,
    matchGroupId: group.id,
    matchDate: new Date(Date.now() - 3600_000),
  });

describe('the query race guard (test/query-race-guard.ts)', () => {
  it('records two queries in flight on one transaction', async () => {
    takeQueryRaces();
    await app.knex.transaction(async (trx) => {
      await Promise.all([trx.raw('SELECT pg_sleep(0.05)'), trx.raw('SELECT 1')]);
    });
    const races = takeQueryRaces();
    expect(races.length).toBeGreaterThan(0);
    expect(races[0].query).toContain('SELECT 1');
  });

  it("records pg's DeprecationWarning about a client already executing a query", async () => {
    takeQueryRaces();
    process.emitWarning(
      'Calling client.query() when the client is already executing a query (emitted by query-race-guard.test.ts itself)',
      'DeprecationWarning',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(takeQueryRaces()).toHaveLength(1);
  });

  it('runs the queries of an eager fetch one after another in a transaction (BaseModel.getConcurrency)', async () => {
    const user = await createUser(app.knex);
    const trophy = await app.knex('trophies').first('id');
    await app.knex('trophyAwards').insert({ trophyId: trophy.id, userId: user.id });
    takeQueryRaces();
    const [award] = await app.knex.transaction(
      async (trx) =>
        await TrophyAward.query(trx).where({ userId: user.id }).withGraphFetched('[trophy, user]'),
    );
    expect(award.trophy?.id).toBe(trophy.id);
    expect(award.user?.id).toBe(user.id);
    expect(takeQueryRaces()).toEqual([]);
  });

  it('sees no race when a result is set, corrected, and saved from the results grid', async () => {
    const [one, two, three] = [await kickedOff(), await kickedOff(), await kickedOff()];
    for (const goals of [1, 2]) {
      const user = await createUser(app.knex);
      await app.knex('predictions').insert(
        [one, two, three].map((m) => ({
          userId: user.id,
          matchId: m.id,
          homeGoals: goals,
          awayGoals: 1,
        })),
      );
    }
    takeQueryRaces();
    for (const body of [
      { homeGoals: 2, awayGoals: 1 },
      { homeGoals: 1, awayGoals: 1 },
    ]) {
      const res = await app.request('POST', `/api/admin/matches/${one.id}/result`, {
        token: admin,
        body,
      });
      expect(res.status).toBe(200);
    }
    const grid = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: {
        results: [
          { matchId: two.id, status: 'finished', homeGoals: 2, awayGoals: 1 },
          { matchId: three.id, status: 'cancelled' },
        ],
      },
    });
    expect(grid.status).toBe(200);
    expect(takeQueryRaces()).toEqual([]);
  });
});
