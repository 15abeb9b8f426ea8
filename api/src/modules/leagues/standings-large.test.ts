import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';
import { forgetChanges } from '../leaderboards/changes';
import { saveSnapshot } from '../leaderboards/saved';
import {
  BACKGROUND_REBUILD_ROWS,
  forgetTables,
  getSnapshot as getTable,
  LEADERBOARD_STALE_LIMIT_MS,
  readState,
} from '../leaderboards/snapshot-cache';
import { forgetStandings, getSnapshot } from './standings-cache';
import type { Versions } from './standings-snapshot';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

/**
 * A league of three members in a season whose table is large (BACKGROUND_REBUILD_ROWS players):
 * member i on i points, the rest of the season on fewer.
 */
async function largeSeasonLeague() {
  const season = await createSeason(app.knex);
  const scope = `season:${season.id}`;
  const users = await bulkUsers(app.knex, BACKGROUND_REBUILD_ROWS);
  await app.knex.raw(
    `INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
     SELECT ?, '2025-10', u, 0, 0, 0, 0, 1 FROM unnest(?::int[]) u`,
    [scope, users],
  );
  const members = users.slice(0, 3);
  for (const [i, userId] of members.entries())
    await app
      .knex('leaderboardTotals')
      .where({ scope, userId })
      .update({ totalPoints: 10 + i });
  const league = await createLeagueRow(app.knex, { seasonId: season.id, createdBy: members[0] });
  for (const userId of members.slice(1)) await addMember(app.knex, league.id, userId);
  return { season, scope, league, members };
}

/** The league's versions as a standings request reads them, at the totals' current version. */
async function versionsOf(leagueId: number, seasonId: number): Promise<Versions> {
  const row = await app.knex.raw(
    `SELECT (SELECT version FROM standings_versions WHERE scope = ?) AS league,
            (SELECT version FROM standings_versions WHERE scope = ?) AS season`,
    [`league:${leagueId}`, `season:${seasonId}`],
  );
  const { league, season } = row.rows[0];
  return {
    totals: (await readState(app.knex, new Date())).version,
    league: Number(league ?? 0),
    season: Number(season ?? 0),
  };
}

const leader = (s: { members: { userId: number }[] }) => s.members[0].userId;

/** The league's standings at the versions as they are now. */
const standingsNow = async (leagueId: number, seasonId: number) =>
  getSnapshot(app.knex, leagueId, seasonId, await versionsOf(leagueId, seasonId));

/** Puts a player on 99 points in the season; the totals trigger bumps the version. */
const raise = (scope: string, userId: number) =>
  app.knex('leaderboardTotals').where({ scope, userId }).update({ totalPoints: 99 });

describe('standings of a league in a large season', () => {
  it('answer the previous table while a result is built into them, then the new one', async () => {
    const { season, scope, league, members } = await largeSeasonLeague();
    const before = await standingsNow(league.id, season.id);
    expect(leader(before)).toBe(members[2]);

    await raise(scope, members[0]);
    const versions = await versionsOf(league.id, season.id);
    // No waiting for the season's table: the previous standings answer at once.
    expect(await getSnapshot(app.knex, league.id, season.id, versions)).toBe(before);
    await vi.waitFor(
      async () => {
        const after = await getSnapshot(app.knex, league.id, season.id, versions);
        expect(after.versions.totals).toBeGreaterThanOrEqual(versions.totals);
        expect(leader(after)).toBe(members[0]);
      },
      { timeout: LEADERBOARD_STALE_LIMIT_MS, interval: 20 },
    );
  });

  it('wait for the new table once behind for the stale limit', async () => {
    const { season, scope, league, members } = await largeSeasonLeague();
    const before = await standingsNow(league.id, season.id);
    await raise(scope, members[1]);
    const versions = await versionsOf(league.id, season.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await getSnapshot(app.knex, league.id, season.id, versions)).toBe(before);
    vi.setSystemTime(Date.now() + LEADERBOARD_STALE_LIMIT_MS);
    expect(leader(await getSnapshot(app.knex, league.id, season.id, versions))).toBe(members[1]);
  });

  it("are first built, by a starting instance, from the season's saved table while it is read whole", async () => {
    const { season, scope, league, members } = await largeSeasonLeague();
    const saved = await getTable(
      app.knex,
      [scope],
      'season',
      (await readState(app.knex, new Date())).version,
    );
    await saveSnapshot(app.knex, saved);
    await raise(scope, members[0]);
    // A change the log no longer holds: the saved table cannot be moved on, only read whole.
    await app.knex('leaderboard_changes').where('version', '>', saved.version).delete();
    forgetTables(app.knex);
    forgetChanges(app.knex);
    forgetStandings(app.knex, league.id);

    const versions = await versionsOf(league.id, season.id);
    const first = await getSnapshot(app.knex, league.id, season.id, versions);
    expect(first.versions.totals).toBe(saved.version);
    expect(leader(first)).toBe(members[2]);
    await vi.waitFor(
      async () =>
        expect(leader(await getSnapshot(app.knex, league.id, season.id, versions))).toBe(
          members[0],
        ),
      { timeout: LEADERBOARD_STALE_LIMIT_MS, interval: 20 },
    );
  });
});
