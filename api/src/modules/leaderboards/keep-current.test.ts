import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createSeason } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import { scoreMatch } from '../scoring/service';
import { getSnapshot, heldSnapshot, KEPT_CURRENT_MS, moveHeldTables } from './snapshot-cache';
import { keepTablesCurrent } from './service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
afterEach(() => vi.restoreAllMocks());

/**
 * A season whose one match three players predicted (the last one exactly 2-0), scored once as 0-0
 * so each has a row in its table; its scope, the players and the match.
 */
async function seasonTable() {
  const season = await createSeason(app.knex);
  const users = await bulkUsers(app.knex, 3);
  const match = await createMatch(app.knex, {
    seasonId: season.id,
    matchDate: new Date(Date.UTC(2025, 9, 4, 15)),
  });
  await app
    .knex('predictions')
    .insert(users.map((userId, i) => ({ userId, matchId: match.id, homeGoals: i, awayGoals: 0 })));
  await setResult(match.id, 0, 0);
  return { scope: `season:${season.id}`, users, matchId: match.id };
}

/** Sets a match's result as staff do: the match and its totals in one transaction, logged. */
const setResult = (matchId: number, homeGoals: number, awayGoals: number) =>
  app.knex.transaction(async (trx) => {
    await trx('matches').where({ id: matchId }).forUpdate().first('id');
    await trx('matches')
      .where({ id: matchId })
      .update({ status: 'finished', homeGoals, awayGoals });
    await scoreMatch(trx, matchId);
  });

/** The totals' version as stored (not through readState, whose read in flight may predate a change). */
const version = async () =>
  Number((await app.knex('leaderboard_version').where({ id: 1 }).first('version')).version);
const held = (scope: string) => heldSnapshot(app.knex, [scope], 'season');

describe('tables kept current after a result', () => {
  it("moves a held table on by the log when a result's live event arrives, before anyone asks for it", async () => {
    const { scope, users, matchId } = await seasonTable();
    await getSnapshot(app.knex, [scope], 'season', await version());
    expect(held(scope)!.userIds[0]).toBe(users[0]);
    const stop = keepTablesCurrent(app.deps);
    try {
      const before = held(scope)!.version;
      // A correction: the matches trigger writes the live event every instance hears.
      await setResult(matchId, 2, 0);
      const changed = await version();
      expect(changed).toBeGreaterThan(before);
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
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + KEPT_CURRENT_MS + 60_000);
    await getSnapshot(app.knex, [recent.scope], 'season', before);
    await setResult(recent.matchId, 2, 0);
    await setResult(idle.matchId, 2, 0);
    const changed = await version();
    await moveHeldTables(app.knex, changed);
    expect(held(recent.scope)!.version).toBe(changed);
    expect(held(recent.scope)!.userIds[0]).toBe(recent.users[2]);
    expect(held(idle.scope)!.version).toBeLessThan(changed);
    expect(held(idle.scope)!.userIds[0]).toBe(idle.users[0]);
  });

  it('leaves a table the log cannot move to its next request, which reads it whole', async () => {
    const { scope, users } = await seasonTable();
    await getSnapshot(app.knex, [scope], 'season', await version());
    // A change of the totals that is not logged (as a rebuild of every total).
    await app.knex('leaderboard_totals').where({ scope, userId: users[1] }).update({
      totalPoints: 100,
    });
    const changed = await version();
    await moveHeldTables(app.knex, changed);
    expect(held(scope)!.version).toBeLessThan(changed);
    const read = await getSnapshot(app.knex, [scope], 'season', changed);
    expect(read.version).toBe(changed);
    expect(read.userIds[0]).toBe(users[1]);
  });
});
