import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import { advanceSnapshot } from './advance';
import { changesBetween } from './changes';
import { readSavedSnapshot, SAVED_TABLE_ROWS, saveSnapshot } from './saved';
import { loadSnapshot } from './snapshot';
import { tableDifferences } from './snapshot-cache';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const version = async () =>
  Number((await app.knex('leaderboard_version').where({ id: 1 }).first('version')).version);

describe('saved tables', () => {
  it('saves a large table read whole and moves the saved one on by the change log, as a starting instance does', async () => {
    const season = await createSeason(app.knex);
    const scope = `season:${season.id}`;
    const users = await bulkUsers(app.knex, SAVED_TABLE_ROWS);
    await app.knex.raw(
      `INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
       SELECT ?, '2025-10', u, (u * 7) % 50, u % 3, 0, 0, 1 FROM unnest(?::int[]) u`,
      [scope, users],
    );
    const read = await loadSnapshot(app.knex, [scope], 'season', 0);
    await saveSnapshot(app.knex, read);
    const saved = await readSavedSnapshot(app.knex, [scope], 'season');
    expect(saved).not.toBeNull();
    expect(saved!.version).toBe(read.version);
    expect(tableDifferences(saved!, read)).toEqual([]);
    expect(saved!.top).toEqual(read.top);
    // When its totals were read is when it was saved (a starting instance serves only a recent one).
    await app.knex('leaderboard_snapshots').update({ savedAt: new Date('2026-01-01T00:00:00Z') });
    const dated = await readSavedSnapshot(app.knex, [scope], 'season');
    expect(dated!.basis!.readAt).toBe(Date.parse('2026-01-01T00:00:00Z'));

    // A rename after it is saved: the saved table moved on by the log equals a fresh read.
    await app.knex('users').where({ id: users[5] }).update({ teamName: 'Saved And Moved' });
    const to = await version();
    const changes = await changesBetween(app.knex, saved!.version, to);
    const moved = await advanceSnapshot(app.knex, saved!, changes!, to);
    expect(tableDifferences(moved!, await loadSnapshot(app.knex, [scope], 'season', 0))).toEqual(
      [],
    );
  });

  it('does not save a small table (read again in milliseconds)', async () => {
    const season = await createSeason(app.knex);
    const [userId] = await bulkUsers(app.knex, 1);
    await app.knex('leaderboard_totals').insert({
      scope: `season:${season.id}`,
      period: '2025-10',
      userId,
      totalPoints: 3,
      correctResults: 1,
      exactScores: 1,
      exactGoals: 2,
      totalPredictions: 1,
    });
    await saveSnapshot(
      app.knex,
      await loadSnapshot(app.knex, [`season:${season.id}`], 'season', 0),
    );
    expect(await readSavedSnapshot(app.knex, [`season:${season.id}`], 'season')).toBeNull();
  });
});
