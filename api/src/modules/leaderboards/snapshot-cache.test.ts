import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import {
  BACKGROUND_REBUILD_ROWS,
  checkSnapshot,
  evict,
  forgetTables,
  getSnapshot,
  LEADERBOARD_CHECK_MS,
  LEADERBOARD_STALE_LIMIT_MS,
  readState,
} from './snapshot-cache';
import type { Logger } from 'pino';
import type { Snapshot } from './snapshot';
import { indexOfUser } from './snapshot';
import { forgetChanges } from './changes';
import { SAVED_SERVED_MAX_AGE_MS, saveSnapshot } from './saved';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

/** A season table of `players` players, player i on i points (the last one on top). */
async function seasonTable(players: number) {
  const season = await createSeason(app.knex);
  const users = await bulkUsers(app.knex, players);
  await app.knex.raw(
    `INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
     SELECT ?, '2025-10', u, u - ?, 0, 0, 0, 1 FROM generate_series(?::int, ?::int) u`,
    [`season:${season.id}`, users[0], users[0], users[users.length - 1]],
  );
  return { scope: `season:${season.id}`, users };
}

const version = async () => (await readState(app.knex, new Date())).version;
/** Puts `userId` on top of the table; the totals trigger bumps the version. */
const promote = (scope: string, userId: number) =>
  app.knex('leaderboard_totals').where({ scope, userId }).update({ totalPoints: 1_000_000 });

describe('the cache of tables (evict)', () => {
  const slots = (sizes: [string, number][]) =>
    new Map(sizes.map(([key, size], usedAt) => [key, { usedAt, snapshot: { size } as Snapshot }]));

  it('drops the least recently used until within the rows, keeping empty tables', () => {
    const cache = slots([
      ['empty round', 0],
      ['old season', 50],
      ['month', 30],
      ['new season', 50],
    ]);
    evict(cache, 10, 100);
    expect([...cache.keys()]).toEqual(['empty round', 'month', 'new season']);
  });

  it('drops the least recently used, empty or not, until within the number of tables', () => {
    const cache = slots([
      ['empty round', 0],
      ['season', 50],
      ['month', 30],
    ]);
    evict(cache, 2, 1000);
    expect([...cache.keys()]).toEqual(['season', 'month']);
  });
});

describe('leaderboard snapshots', () => {
  it('answers a small table fresh right after a change (requests wait for its rebuild)', async () => {
    const { scope, users } = await seasonTable(50);
    await getSnapshot(app.knex, [scope], 'season', await version());
    await promote(scope, users[0]);
    const fresh = await getSnapshot(app.knex, [scope], 'season', await version());
    expect(fresh.userIds[0]).toBe(users[0]);
  });

  it('serves a large table from its previous snapshot while the new one builds, then the new one', async () => {
    const { scope, users } = await seasonTable(BACKGROUND_REBUILD_ROWS);
    const before = await getSnapshot(app.knex, [scope], 'season', await version());
    expect(before.size).toBe(BACKGROUND_REBUILD_ROWS);
    expect(before.userIds[0]).toBe(users[users.length - 1]);
    expect(indexOfUser(before, users[0])).toBe(BACKGROUND_REBUILD_ROWS - 1);

    await promote(scope, users[0]);
    const v = await version();
    expect(v).toBeGreaterThan(before.version);
    // No waiting for the rebuild: the same (previous) snapshot answers at once.
    expect(await getSnapshot(app.knex, [scope], 'season', v)).toBe(before);
    await vi.waitFor(
      async () => {
        const after = await getSnapshot(app.knex, [scope], 'season', v);
        expect(after.version).toBe(v);
        expect(after.userIds[0]).toBe(users[0]);
        expect(indexOfUser(after, users[0])).toBe(0);
      },
      { timeout: LEADERBOARD_STALE_LIMIT_MS, interval: 20 },
    );
  });

  it('makes requests wait for the rebuild once the table has been behind for the stale limit', async () => {
    const { scope, users } = await seasonTable(BACKGROUND_REBUILD_ROWS);
    const before = await getSnapshot(app.knex, [scope], 'season', await version());
    await promote(scope, users[1]);
    const v = await version();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await getSnapshot(app.knex, [scope], 'season', v)).toBe(before);
    vi.setSystemTime(Date.now() + LEADERBOARD_STALE_LIMIT_MS);
    const waited = await getSnapshot(app.knex, [scope], 'season', v);
    expect(waited.version).toBe(v);
    expect(waited.userIds[0]).toBe(users[1]);
  });

  describe('a starting instance', () => {
    /**
     * A large table read (and saved) by a running instance, then a change the log no longer holds
     * (as after pruning): a starting instance cannot move the saved copy on, and reads it whole.
     */
    async function savedThenChanged() {
      const { scope, users } = await seasonTable(BACKGROUND_REBUILD_ROWS);
      const saved = await getSnapshot(app.knex, [scope], 'season', await version());
      await saveSnapshot(app.knex, saved); // saved as it was read (the read's own save runs aside)
      await promote(scope, users[0]);
      await app.knex('leaderboard_changes').where('version', '>', saved.version).delete();
      forgetTables(app.knex);
      forgetChanges(app.knex);
      return { scope, users, saved, v: await version() };
    }

    it('answers from the recently saved copy while it reads the table whole, then the table read', async () => {
      const { scope, users, saved, v } = await savedThenChanged();
      const first = await getSnapshot(app.knex, [scope], 'season', v);
      expect(first.version).toBe(saved.version);
      expect(first.userIds[0]).toBe(users.at(-1));
      await vi.waitFor(
        async () => {
          const after = await getSnapshot(app.knex, [scope], 'season', v);
          expect(after.version).toBe(v);
          expect(after.userIds[0]).toBe(users[0]);
        },
        { timeout: LEADERBOARD_STALE_LIMIT_MS, interval: 20 },
      );
    });

    it('waits for the table read when asked for it fresh, or when the saved copy is too old', async () => {
      const fresh = await savedThenChanged();
      const waited = await getSnapshot(app.knex, [fresh.scope], 'season', fresh.v, undefined, {
        fresh: true,
      });
      expect(waited.userIds[0]).toBe(fresh.users[0]);

      const old = await savedThenChanged();
      await app.knex.raw(
        `UPDATE leaderboard_snapshots SET saved_at = now() - ? * interval '1 millisecond' WHERE table_key = ?`,
        [SAVED_SERVED_MAX_AGE_MS + 60_000, `${old.scope}|season`],
      );
      const read = await getSnapshot(app.knex, [old.scope], 'season', old.v);
      expect(read.version).toBe(old.v);
      expect(read.userIds[0]).toBe(old.users[0]);
    });
  });

  it('checks a held table against a fresh read every LEADERBOARD_CHECK_MS, logs a difference and keeps the table read', async () => {
    const { scope, users } = await seasonTable(20);
    const held = await getSnapshot(app.knex, [scope], 'season', await version());
    const warn = vi.fn();
    const log = { warn } as unknown as Logger;
    expect(await checkSnapshot(app.knex, [scope], 'season', log)).toBe(0);
    expect(warn).not.toHaveBeenCalled();
    // A change the held table missed: its top player's points as a lost change would leave them.
    held.totals[0] -= 100;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LEADERBOARD_CHECK_MS });
    expect(await getSnapshot(app.knex, [scope], 'season', held.version, log)).toBe(held);
    await vi.waitFor(async () => {
      expect(warn).toHaveBeenCalledOnce();
      const checked = await getSnapshot(app.knex, [scope], 'season', held.version, log);
      expect(checked).not.toBe(held);
      expect(checked.userIds[0]).toBe(users.at(-1));
      expect(checked.totals[0]).toBe(held.totals[0] + 100);
    });
    expect(warn.mock.calls[0][0].differences[0]).toMatch(/^row 1: /);
  });
});
