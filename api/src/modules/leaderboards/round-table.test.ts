import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatchGroup, createSeason, signedIn } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import { matchOf as fixtureMatch, scoreResult } from '../../../test/round-fixtures';
import { expectedScore } from '../scoring/oracle';
import { warmSeasonTables } from './service';
import { getSnapshot, heldSnapshot, readState } from './snapshot-cache';
import { ROUND_PERIOD, ROUND_SCOPE } from './snapshot-sql';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Row = {
  position: number;
  tied: boolean;
  previousPosition: number | null;
  user: { id: number };
  totalPoints: number;
  correctResultCount: number;
  exactScoreCount: number;
  totalPredictions: number;
};
type Answer = {
  rows: Row[];
  currentUser: Row | null;
  totalUsers: number;
  round?: { id: number; name: string; matchWeek: number | null; complete: boolean } | null;
};

const matchOf = (seasonId: number, week: { id: number }, date: string) =>
  fixtureMatch(app.knex, seasonId, week, date);

type Pick = [userId: number, home: number, away: number, banker?: boolean];
const picks = new Map<number, Pick[]>();
async function predict(matchId: number, rows: Pick[]) {
  picks.set(matchId, [...(picks.get(matchId) ?? []), ...rows]);
  await app.knex('predictions').insert(
    rows.map(([userId, homeGoals, awayGoals, isBanker = false]) => ({
      userId,
      matchId,
      homeGoals,
      awayGoals,
      isBanker,
    })),
  );
}

const results = new Map<number, [number, number] | 'cancelled' | null>();
/** Sets a result and scores it, remembering it for the oracle. */
async function result(matchId: number, goals: [number, number] | 'cancelled' | null) {
  results.set(matchId, goals);
  await scoreResult(app.knex, matchId, goals);
}

/** The round's points per player worked out by the oracle (scoring/oracle.ts), not the SQL rule. */
function oraclePoints(matchIds: number[]): Map<number, number> {
  const points = new Map<number, number>();
  for (const matchId of matchIds) {
    const goals = results.get(matchId);
    const state = {
      status: goals === 'cancelled' ? 'cancelled' : goals ? 'finished' : 'scheduled',
      homeGoals: Array.isArray(goals) ? goals[0] : null,
      awayGoals: Array.isArray(goals) ? goals[1] : null,
      matchDate: new Date('2026-09-01T15:00:00Z'),
    };
    for (const [userId, homeGoals, awayGoals, isBanker = false] of picks.get(matchId) ?? []) {
      const score = expectedScore({ homeGoals, awayGoals, isBanker }, state);
      if (score.isScored) points.set(userId, (points.get(userId) ?? 0) + score.points);
    }
  }
  return points;
}

const table = async (query: string, token?: string) => {
  const res = await app.request('GET', `/api/leaderboards?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Answer;
};

describe('the round table (view=round)', () => {
  let season: { id: number };
  let weeks: { id: number; name: string }[];
  let week1: number[];
  let week2: number[];
  let a: number, b: number, c: number, d: number;
  let me: { token: string; user: { id: number } };
  beforeAll(async () => {
    me = await signedIn(app);
    season = await createSeason(app.knex);
    weeks = [];
    for (const matchWeek of [1, 2, 3])
      weeks.push(await createMatchGroup(app.knex, season.id, { matchWeek }));
    [a, b, c, d] = await bulkUsers(app.knex, 4);
    week1 = [
      await matchOf(season.id, weeks[0], '2026-09-01T15:00:00Z'),
      await matchOf(season.id, weeks[0], '2026-09-01T17:30:00Z'),
    ];
    week2 = [
      await matchOf(season.id, weeks[1], '2026-09-08T15:00:00Z'),
      await matchOf(season.id, weeks[1], '2026-09-08T17:30:00Z'),
    ];
    await predict(week1[0], [
      [a, 2, 1, true],
      [b, 2, 1],
      [c, 0, 0],
    ]);
    await predict(week1[1], [
      [a, 0, 3],
      [b, 1, 1, true],
      [c, 1, 1],
      [d, 3, 3],
    ]);
    await predict(week2[0], [
      [a, 1, 0],
      [c, 1, 0],
      [d, 2, 0, true],
      [me.user.id, 3, 0],
    ]);
    await predict(week2[1], [[b, 0, 0]]);
    await result(week1[0], [2, 1]);
    await result(week1[1], [1, 1]);
    await result(week2[0], [3, 0]);
  });

  it("ranks one round's points only, as the oracle scores them, with the tie-breaks", async () => {
    const answer = await table(`season=${season.id}&view=round&round=${weeks[0].id}`);
    const expected = oraclePoints(week1);
    expect(answer.rows.map((r) => [r.user.id, r.totalPoints])).toEqual(
      [...expected.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]),
    );
    // b: 3 + 6 (banker exact) = 9; a: 6 (banker exact) + 0; c: 0 + 3; d: 1 (a draw).
    expect(answer.rows.map((r) => [r.user.id, r.position, r.totalPoints])).toEqual([
      [b, 1, 9],
      [a, 2, 6],
      [c, 3, 3],
      [d, 4, 1],
    ]);
    expect(answer.rows[0]).toMatchObject({ correctResultCount: 2, exactScoreCount: 2 });
    expect(answer.rows.every((r) => r.previousPosition === null)).toBe(true);
    expect(answer.totalUsers).toBe(4);
    expect(answer.round).toEqual({
      id: weeks[0].id,
      name: weeks[0].name,
      matchWeek: 1,
      complete: true,
    });
  });

  it("defaults to the season's latest round with a result, not yet complete while a match is to play", async () => {
    const answer = await table(`season=${season.id}&view=round`);
    expect(answer.round).toMatchObject({ id: weeks[1].id, complete: false });
    expect(answer.rows.map((r) => [r.user.id, r.totalPoints])).toEqual(
      [...oraclePoints(week2).entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]),
    );
    // b's only pick of the week has no result yet: not in this round's table.
    expect(answer.rows.map((r) => r.user.id)).not.toContain(b);
  });

  it("gives the caller's own row, and follows corrections and cancellations", async () => {
    const week2Table = `season=${season.id}&view=round&round=${weeks[1].id}`;
    expect((await table(week2Table, me.token)).currentUser).toMatchObject({
      position: 1,
      user: { id: me.user.id },
      totalPoints: 3,
    });
    expect(
      (await table(`season=${season.id}&view=round&round=${weeks[0].id}`, me.token)).currentUser,
    ).toBeNull();
    await result(week2[0], [2, 0]);
    let answer = await table(`season=${season.id}&view=round&round=${weeks[1].id}`);
    expect(answer.rows[0]).toMatchObject({ user: { id: d }, totalPoints: 6 });
    expect(answer.rows.map((r) => [r.user.id, r.totalPoints])).toEqual(
      [...oraclePoints(week2).entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]),
    );
    await result(week2[1], 'cancelled');
    answer = await table(`season=${season.id}&view=round&round=${weeks[1].id}`);
    // Every match has its result or is cancelled: the round is complete.
    expect(answer.round?.complete).toBe(true);
    await result(week2[0], null);
    answer = await table(`season=${season.id}&view=round&round=${weeks[1].id}`);
    expect(answer.rows).toEqual([]);
    expect(answer.round?.complete).toBe(false);
    // Back to week 1 as the latest round with a result.
    expect((await table(`season=${season.id}&view=round`)).round?.id).toBe(weeks[0].id);
  });

  it('a round without any result yet is an empty table; a season without rounds answers round null', async () => {
    const answer = await table(`season=${season.id}&view=round&round=${weeks[2].id}`);
    expect(answer).toMatchObject({ rows: [], currentUser: null, totalUsers: 0 });
    expect(answer.round).toMatchObject({ id: weeks[2].id, complete: false });
    const empty = await createSeason(app.knex);
    expect(await table(`season=${empty.id}&view=round`)).toEqual({
      rows: [],
      currentUser: null,
      totalUsers: 0,
      round: null,
    });
  });

  it('refuses a round of all competitions or of another season, and a bad round id', async () => {
    const all = await app.request('GET', '/api/leaderboards?season=all&view=round');
    expect(all.status).toBe(400);
    expect(all.body.errors).toEqual({
      season: 'season must be a season id for the round view',
    });
    const other = await createSeason(app.knex);
    const elsewhere = await app.request(
      'GET',
      `/api/leaderboards?season=${other.id}&view=round&round=${weeks[0].id}`,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Round not found');
    const bad = await app.request(
      'GET',
      `/api/leaderboards?season=${season.id}&view=round&round=x`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ round: 'round must be a round id' });
    const unknown = await app.request('GET', '/api/leaderboards?season=99999999&view=round');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Season not found');
  });

  it('the season and monthly tables answer no round field', async () => {
    expect(await table(`season=${season.id}&view=season`)).not.toHaveProperty('round');
  });
});

describe('at start (warmSeasonTables)', () => {
  it("holds each season's table, its last completed round's, the latest round with a result and the next to get one, read before any request", async () => {
    const season = await createSeason(app.knex);
    const done = await createMatchGroup(app.knex, season.id, { matchWeek: 1 });
    const playing = await createMatchGroup(app.knex, season.id, { matchWeek: 2 });
    const next = await createMatchGroup(app.knex, season.id, { matchWeek: 3 });
    const [p, q] = await bulkUsers(app.knex, 2);
    const played = await matchOf(season.id, done, '2026-09-01T15:00:00Z');
    const early = await matchOf(season.id, playing, '2026-09-08T15:00:00Z');
    const late = await matchOf(season.id, playing, '2026-09-09T15:00:00Z');
    const coming = await matchOf(season.id, next, '2026-09-15T15:00:00Z');
    await predict(played, [
      [p, 1, 0],
      [q, 2, 2],
    ]);
    await predict(early, [[q, 0, 0]]);
    await predict(late, [[p, 0, 0]]);
    await predict(coming, [[p, 0, 0]]);
    await result(played, [1, 0]);
    await result(early, [0, 0]);
    const held = (group: { id: number }) =>
      heldSnapshot(app.knex, [ROUND_SCOPE(group.id)], ROUND_PERIOD);
    expect(held(done)).toBeUndefined();

    await warmSeasonTables(app.deps, [season.id]);
    const last = held(done);
    expect(last && [...last.userIds.subarray(0, last.size)]).toEqual([p, q]);
    const latest = held(playing);
    expect(latest && [...latest.userIds.subarray(0, latest.size)]).toEqual([q]);
    expect(heldSnapshot(app.knex, [`season:${season.id}`], 'season')?.size).toBe(2);
    // The next round to get a result, empty until then: its first result moves it, not a read.
    const waiting = held(next);
    expect(waiting?.size).toBe(0);
    await result(coming, [0, 0]);
    const moved = await getSnapshot(
      app.knex,
      [ROUND_SCOPE(next.id)],
      ROUND_PERIOD,
      (await readState(app.knex, new Date())).version,
    );
    expect([...moved.userIds.subarray(0, moved.size)]).toEqual([p]);
    expect(moved.totals[0]).toBe(oraclePoints([coming]).get(p));
    expect(moved.basis?.readAt).toBe(waiting?.basis?.readAt);

    // No more than the cache holds beside the tables read: none here, with no room, but for the
    // next round to get a result, which is empty.
    const other = await createSeason(app.knex);
    const otherNext = await createMatchGroup(app.knex, other.id, { matchWeek: 1 });
    await matchOf(other.id, otherNext, '2026-09-15T15:00:00Z');
    await warmSeasonTables(app.deps, [other.id], 0);
    expect(heldSnapshot(app.knex, [`season:${other.id}`], 'season')).toBeUndefined();
    expect(held(otherNext)?.size).toBe(0);
    await warmSeasonTables(app.deps, [other.id]);
    expect(heldSnapshot(app.knex, [`season:${other.id}`], 'season')).toBeDefined();
  });
});
