import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatchGroup, createSeason, seasonTotals, signedIn } from '../../../test/factories';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';
import { matchOf } from '../../../test/round-fixtures';
import { expectedScore } from '../scoring/oracle';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
});
afterAll(() => app?.close());

type Row = { user: { id: number }; position: number; totalPoints: number; livePoints?: number };
type Live = { matches: { id: number; homeGoals: number; awayGoals: number }[] };

const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();

describe('live scores and tables as they stand', () => {
  let season: { id: number };
  let played: number;
  let live: number;
  let players: { token: string; user: { id: number } }[];
  let league: { id: number };
  // [player index, home, away, banker] per match
  const picks: Record<string, [number, number, number, boolean][]> = {
    played: [
      [0, 1, 0, false],
      [1, 2, 2, false],
      [2, 0, 0, false],
    ],
    live: [
      [0, 0, 1, false],
      [1, 2, 0, true],
      [2, 1, 0, false],
    ],
  };

  /** Each player's points by the oracle: the played match's result plus the live match as it stands. */
  function oracle(liveGoals: [number, number] | null) {
    const points = players.map(() => 0);
    const add = (match: string, goals: [number, number], status: string) => {
      for (const [i, homeGoals, awayGoals, isBanker] of picks[match]) {
        const score = expectedScore(
          { homeGoals, awayGoals, isBanker },
          { status, homeGoals: goals[0], awayGoals: goals[1], matchDate: new Date() },
        );
        points[i] += score.points;
      }
    };
    add('played', [2, 2], 'finished');
    // The oracle scores a finished match: the live match's points as if it ended now.
    if (liveGoals) add('live', liveGoals, 'finished');
    return points;
  }

  beforeAll(async () => {
    season = await createSeason(app.knex);
    const week = await createMatchGroup(app.knex, season.id, { matchWeek: 1 });
    played = await matchOf(app.knex, season.id, week, hourAgo());
    live = await matchOf(app.knex, season.id, week, hourAgo());
    players = [await signedIn(app), await signedIn(app), await signedIn(app)];
    league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: players[0].user.id,
    });
    for (const p of players.slice(1)) await addMember(app.knex, league.id, p.user.id);
    for (const [name, matchId] of [
      ['played', played],
      ['live', live],
    ] as const)
      await app.knex('predictions').insert(
        picks[name].map(([i, homeGoals, awayGoals, isBanker]) => ({
          userId: players[i].user.id,
          matchId,
          homeGoals,
          awayGoals,
          isBanker,
        })),
      );
    const res = await app.request('POST', `/api/admin/matches/${played}/result`, {
      token: admin,
      body: { homeGoals: 2, awayGoals: 2 },
    });
    expect(res.status).toBe(200);
  });

  const setLive = (goals: [number, number]) =>
    app.request('POST', `/api/admin/matches/${live}/result`, {
      token: admin,
      body: { homeGoals: goals[0], awayGoals: goals[1], inPlay: true },
    });
  const leaderboard = async () => {
    const res = await app.request('GET', `/api/leaderboards?season=${season.id}`, {
      token: players[1].token,
    });
    expect(res.status).toBe(200);
    return res.body as { rows: Row[]; currentUser: Row | null; live?: Live };
  };
  const standings = async () => {
    const res = await app.request('GET', `/api/leagues/${league.id}/standings`, {
      token: players[0].token,
    });
    expect(res.status).toBe(200);
    return res.body as {
      rows: (Omit<Row, 'user'> & { user: { id: number } })[];
      live?: Live;
    };
  };
  const pointsBy = (rows: Row[]) =>
    Object.fromEntries(rows.map((r) => [r.user.id, [r.totalPoints, r.livePoints]]));
  const expected = (liveGoals: [number, number] | null) => {
    const withLive = oracle(liveGoals);
    const stored = oracle(null);
    return Object.fromEntries(
      players.map((p, i) => [p.user.id, [withLive[i], withLive[i] - stored[i]]]),
    );
  };

  it('a live score keeps the match in play, audited, and never enters the stored totals', async () => {
    const res = await setLive([1, 0]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_progress', homeGoals: 1, awayGoals: 0 });
    const stored = await seasonTotals(app.knex, season.id, players[2].user.id);
    expect(stored.totalPoints).toBe(oracle(null)[2]);
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'matches', resourceId: String(live), action: 'set_live_score' })
      .first();
    expect(audit).toBeTruthy();
  });

  it('the leaderboard and the league standings are as they stand, re-ranked, with live points', async () => {
    const board = await leaderboard();
    expect(board.live?.matches).toEqual([
      expect.objectContaining({ id: live, homeGoals: 1, awayGoals: 0 }),
    ]);
    expect(pointsBy(board.rows)).toEqual(expected([1, 0]));
    // The banker's 2-0 on a 1-0 lead: correct result doubled puts player 1 first.
    expect(board.rows[0].user.id).toBe(players[1].user.id);
    expect(board.currentUser).toMatchObject({ user: { id: players[1].user.id }, position: 1 });
    const league = await standings();
    expect(league.live?.matches[0]).toMatchObject({ id: live });
    expect(pointsBy(league.rows)).toEqual(expected([1, 0]));
    expect(league.rows.map((r) => r.user.id)).toEqual(board.rows.map((r) => r.user.id));
  });

  it("a player's own prediction carries its live points on the match", async () => {
    const res = await app.request('GET', `/api/matches?season=${season.id}`, {
      token: players[2].token,
    });
    expect(res.status).toBe(200);
    const match = (
      res.body as { id: number; userPrediction: { livePoints: number | null; isScored: boolean } }[]
    ).find((m) => m.id === live);
    expect(match?.userPrediction).toMatchObject({ livePoints: 3, isScored: false });
  });

  it('a new goal, a corrected live score and the final result replace the provisional points', async () => {
    expect((await setLive([1, 1])).status).toBe(200);
    expect(pointsBy((await leaderboard()).rows)).toEqual(expected([1, 1]));
    expect(pointsBy((await standings()).rows)).toEqual(expected([1, 1]));
    // Corrected back (a goal disallowed).
    expect((await setLive([1, 0])).status).toBe(200);
    expect(pointsBy((await leaderboard()).rows)).toEqual(expected([1, 0]));
    const final = await app.request('POST', `/api/admin/matches/${live}/result`, {
      token: admin,
      body: { homeGoals: 1, awayGoals: 0 },
    });
    expect(final.status).toBe(200);
    const board = await leaderboard();
    expect(board.live).toBeUndefined();
    expect(board.rows.every((r) => r.livePoints === undefined)).toBe(true);
    const withFinal = oracle([1, 0]);
    expect(board.rows.map((r) => [r.user.id, r.totalPoints])).toEqual(
      expect.arrayContaining(players.map((p, i) => [p.user.id, withFinal[i]])),
    );
    expect((await standings()).live).toBeUndefined();
    const stored = await seasonTotals(app.knex, season.id, players[1].user.id);
    expect(stored.totalPoints).toBe(withFinal[1]);
  });

  it('a finished match back in play leaves the totals; clearing the live score ends the live table', async () => {
    expect((await setLive([0, 1])).status).toBe(200);
    const stored = await seasonTotals(app.knex, season.id, players[0].user.id);
    expect(stored.totalPoints).toBe(oracle(null)[0]);
    expect(pointsBy((await leaderboard()).rows)).toEqual(expected([0, 1]));
    const cleared = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: { results: [{ matchId: live, status: 'in_progress' }] },
    });
    expect(cleared.status).toBe(200);
    expect((await leaderboard()).live).toBeUndefined();
    expect((await standings()).live).toBeUndefined();
  });

  it('the results grid sets a live score; half a live score or one before kick-off is refused', async () => {
    const grid = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: { results: [{ matchId: live, status: 'in_progress', homeGoals: 2, awayGoals: 1 }] },
    });
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);
    expect((await leaderboard()).live?.matches[0]).toMatchObject({ homeGoals: 2, awayGoals: 1 });
    const half = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: { results: [{ matchId: live, status: 'in_progress', homeGoals: 2 }] },
    });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain(ADMIN_MESSAGES.liveScoreBothGoals);
    const week = await createMatchGroup(app.knex, season.id, { matchWeek: 2 });
    const later = await matchOf(
      app.knex,
      season.id,
      week,
      new Date(Date.now() + 86_400_000).toISOString(),
    );
    const early = await app.request('POST', '/api/admin/matches/results', {
      token: admin,
      body: { results: [{ matchId: later, status: 'in_progress', homeGoals: 0, awayGoals: 0 }] },
    });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toContain(ADMIN_MESSAGES.liveBeforeKickOff);
    const dialog = await app.request('POST', `/api/admin/matches/${later}/result`, {
      token: admin,
      body: { homeGoals: 0, awayGoals: 0, inPlay: true },
    });
    expect(dialog.status).toBe(409);
    expect(dialog.body).toMatchObject({ message: ADMIN_MESSAGES.liveBeforeKickOff });
  });

  it('ranks a player whose only predictions are live, with their name and kit', async () => {
    const fresh = await createSeason(app.knex);
    const week = await createMatchGroup(app.knex, fresh.id, { matchWeek: 1 });
    const first = await matchOf(app.knex, fresh.id, week, hourAgo());
    const newcomer = await signedIn(app);
    await app.knex('predictions').insert({
      userId: newcomer.user.id,
      matchId: first,
      homeGoals: 2,
      awayGoals: 0,
      isBanker: true,
    });
    const res = await app.request('POST', `/api/admin/matches/${first}/result`, {
      token: admin,
      body: { homeGoals: 1, awayGoals: 0, inPlay: true },
    });
    expect(res.status).toBe(200);
    const board = await app.request('GET', `/api/leaderboards?season=${fresh.id}`);
    expect(board.body).toMatchObject({
      totalUsers: 1,
      rows: [
        {
          position: 1,
          previousPosition: null,
          user: { id: newcomer.user.id, teamName: expect.any(String) },
          totalPoints: 2,
          livePoints: 2,
          totalPredictions: 1,
        },
      ],
    });
  });
});
