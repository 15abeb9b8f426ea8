import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch } from '../../../test/factories';
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
});
