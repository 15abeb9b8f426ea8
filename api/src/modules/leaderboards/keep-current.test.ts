import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import {
  getSnapshot,
  heldSnapshot,
  KEPT_CURRENT_MS,
  moveHeldTables,
  readState,
} from './snapshot-cache';
import { keepTablesCurrent } from './service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
afterEach(() => vi.restoreAllMocks());

/** A season table of three players on 3, 2 and 1 points; its scope and the players. */
async function seasonTable() {
  const season = await createSeason(app.knex);
  const users = await bulkUsers(app.knex, 3);
  const scope = `season:${season.id}`;
  await app.knex('leaderboard_totals').insert(
    users.map((userId, i) => ({
      scope,
      period: '2025-10',
      userId,
      totalPoints: 3 - i,
      correctResults: 0,
      exactScores: 0,
      exactGoals: 0,
      totalPredictions: 1,
    })),
  );
  return { scope, users };
}

const version = async () => (await readState(app.knex, new Date())).version;
const held = (scope: string) => heldSnapshot(app.knex, [scope], 'season');
/** Puts `userId` on top of the table; the totals trigger bumps the version. */
const promote = (scope: string, userId: number) =>
  app.knex('leaderboard_totals').where({ scope, userId }).update({ totalPoints: 100 });

describe('tables kept current after a result', () => {
  it("moves a held table on when a result's live event arrives, before anyone asks for it", async () => {
    const { scope, users } = await seasonTable();
    await getSnapshot(app.knex, [scope], 'season', await version());
    const stop = keepTablesCurrent(app.deps);
    try {
      await promote(scope, users[2]);
      const changed = await version();
      expect(held(scope)!.version).toBeLessThan(changed);
      // What setting a result writes (the matches trigger), as any instance would.
      await app.knex.raw(`SELECT live_event('result', '{}'::jsonb)`);
      await app.deps.live.wake();
      await vi.waitFor(() => expect(held(scope)!.version).toBeGreaterThanOrEqual(changed), {
        timeout: 5000,
      });
      expect(held(scope)!.userIds[0]).toBe(users[2]);
    } finally {
      stop();
    }
  });

  it('leaves a table nobody used for KEPT_CURRENT_MS to its next request', async () => {
    const recent = await seasonTable();
    const idle = await seasonTable();
    const before = await version();
    await getSnapshot(app.knex, [idle.scope], 'season', before);
    // Later, only the recent table is asked for.
    const later = Date.now() + KEPT_CURRENT_MS + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await getSnapshot(app.knex, [recent.scope], 'season', before);
    await promote(recent.scope, recent.users[2]);
    await promote(idle.scope, idle.users[2]);
    const changed = await version();
    await moveHeldTables(app.knex, changed);
    expect(held(recent.scope)!.version).toBe(changed);
    expect(held(recent.scope)!.userIds[0]).toBe(recent.users[2]);
    expect(held(idle.scope)!.version).toBeLessThan(changed);
    expect(held(idle.scope)!.userIds[0]).toBe(idle.users[0]);
  });
});
