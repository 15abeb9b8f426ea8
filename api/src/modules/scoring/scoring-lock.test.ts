import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser } from '../../../test/factories';
import { recomputeAll } from './rebuild';
import { deleteMatchWithPredictions, SCORING_LOCK, scoreMatch } from './service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when `write` waits for a transaction holding the scoring lock, and completes once it ends. */
async function waitsForScoringLock(write: () => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SCORING_LOCK]);
    locked();
    await held;
  });
  await lockTaken;
  let done = false;
  const writing = write().then(() => {
    done = true;
  });
  await sleep(300);
  const waited = !done;
  release();
  await holder;
  await writing;
  return waited && done;
}

describe('every writer of leaderboard totals holds the scoring lock', () => {
  it('scoreMatch, deleteMatchWithPredictions and recomputeAll wait for it', async () => {
    const match = await createMatch(app.knex);
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 1, awayGoals: 0 });
    await app
      .knex('matches')
      .where({ id: match.id })
      .update({ status: 'finished', homeGoals: 1, awayGoals: 0 });
    expect(
      await waitsForScoringLock(() => app.knex.transaction((trx) => scoreMatch(trx, match.id))),
    ).toBe(true);
    expect(await waitsForScoringLock(() => recomputeAll(app.knex))).toBe(true);
    expect(
      await waitsForScoringLock(() =>
        app.knex.transaction((trx) => deleteMatchWithPredictions(trx, match.id)),
      ),
    ).toBe(true);
  });
});
