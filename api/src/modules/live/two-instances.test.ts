import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createUser,
  signedIn,
} from '../../../test/factories';
import { seedAdminMatches } from '../../../test/matches-fixtures';
import { openSse } from '../../../test/sse';

// Two API instances need a real PostgreSQL (the embedded database is one process's).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  a = await startTestApp();
  b = await startTestApp({}, { databaseUrl: a.databaseUrl });
}, 30_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe.skipIf(!onPostgres)('two API instances on one PostgreSQL database', () => {
  it('a result set through A reaches an event stream on B within 2 s', async () => {
    const { admin, season, group } = await seedAdminMatches(a);
    const match = await createMatch(a.knex, { seasonId: season.id, matchGroupId: group.id });
    const client = await openSse(`${b.url}/api/events`);
    try {
      await client.waitFor((f) => f.event === 'ready');
      const started = Date.now();
      const res = await a.request('POST', `/api/admin/matches/${match.id}/result`, {
        token: admin,
        body: { homeGoals: 4, awayGoals: 0, beforeKickOff: true },
      });
      expect(res.status).toBe(200);
      const event = await client.waitFor(
        (f) => f.event === 'result' && JSON.parse(f.data!).matchId === match.id,
        2000,
      );
      expect(JSON.parse(event.data!)).toMatchObject({ status: 'finished', homeGoals: 4 });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await client.close();
    }
  });

  it('a live goal set through A reaches a stream on B within 2 s, and B answers its tables as they stand', async () => {
    const admin = (await signedIn(a, { role: 'admin' })).token;
    const season = await createSeason(a.knex);
    const group = await createMatchGroup(a.knex, season.id, { matchWeek: 1 });
    const match = await createMatch(a.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() - 1800_000),
      predictionsClose: new Date(Date.now() - 1860_000),
    });
    const player = await createUser(a.knex);
    await a
      .knex('predictions')
      .insert({ userId: player.id, matchId: match.id, homeGoals: 1, awayGoals: 0 });
    const client = await openSse(`${b.url}/api/events`);
    try {
      await client.waitFor((f) => f.event === 'ready');
      const started = Date.now();
      const res = await a.request('POST', `/api/admin/matches/${match.id}/result`, {
        token: admin,
        body: { homeGoals: 1, awayGoals: 0, inPlay: true },
      });
      expect(res.status).toBe(200);
      const event = await client.waitFor(
        (f) => f.event === 'result' && JSON.parse(f.data!).matchId === match.id,
        2000,
      );
      expect(JSON.parse(event.data!)).toMatchObject({ status: 'in_progress', homeGoals: 1 });
      const table = await b.request('GET', `/api/leaderboards?season=${season.id}`);
      expect(table.body).toMatchObject({
        live: { matches: [{ id: match.id, homeGoals: 1, awayGoals: 0 }] },
        rows: [{ user: { id: player.id }, totalPoints: 3, livePoints: 3 }],
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await client.close();
    }
  });
});
