import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { loadAdminMatches } from '../modules/matches/admin-presenter';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 30_000);
afterAll(() => app?.close());

describe('table metadata read at the start', () => {
  // Without it, the transaction's join waited for the columns the queued read was fetching, and the
  // read for the transaction's connection: both failed after the 10 s acquire timeout.
  it('lets a transaction join tables while a request waits for its connection', async () => {
    const { id } = await createMatch(app.knex);
    const started = performance.now();
    let queued: Promise<unknown> = Promise.resolve();
    const inTransaction = await app.knex.transaction(async (trx) => {
      await trx('matches').where({ id }).forUpdate().first('id');
      queued = loadAdminMatches(app.knex, [id]);
      await sleep(50);
      return loadAdminMatches(trx, [id]);
    });
    expect(inTransaction.map((m) => m.id)).toEqual([id]);
    expect((await queued) as { id: number }[]).toMatchObject([{ id }]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
