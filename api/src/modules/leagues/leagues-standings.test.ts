import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingsSchema } from '@predictor/contracts/schemas';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, signedIn } from '../../../test/factories';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';
import { cachedStandings, fileSlug } from './standings';
import { scoreMatch } from '../scoring/service';

let app: TestApp;
let admin: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
}, 120_000);
afterAll(() => app?.close());

type Player = { user: { id: number; teamName: string }; token: string };

/** A season with one league of `size` players (the first its creator). */
async function leagueOf(size: number, fields: { type?: string; name?: string } = {}) {
  const season = await createSeason(app.knex);
  const players: Player[] = [];
  for (let i = 0; i < size; i += 1)
    players.push(
      await signedIn(app, { teamName: `Side ${String(i).padStart(3, '0')} ${season.id}` }),
    );
  const league = await createLeagueRow(app.knex, {
    seasonId: season.id,
    createdBy: players[0].user.id,
    ...fields,
  });
  for (const p of players.slice(1)) await addMember(app.knex, league.id, p.user.id);
  return { season, league, players };
}

/** Season totals for a player: one month row. */
const setTotals = (seasonId: number, userId: number, totalPoints: number, predictions = 1) =>
  app
    .knex('leaderboardTotals')
    .insert({
      scope: `season:${seasonId}`,
      period: '2025-09',
      userId,
      totalPoints,
      totalPredictions: predictions,
    })
    .onConflict(['scope', 'period', 'userId'])
    .merge();

const get = async (leagueId: number, query = '', token?: string) => {
  const res = await app.request('GET', `/api/leagues/${leagueId}/standings${query}`, { token });
  if (res.status === 200) {
    const parsed = standingsSchema.safeParse(res.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }
  return res;
};

const ids = (rows: { user: { id: number } }[]) => rows.map((r) => r.user.id);

/** Against a 1-0 result, the prediction that scores each number of points. */
const PREDICTION_SCORING: Record<
  number,
  { homeGoals: number; awayGoals: number; isBanker: boolean }
> = {
  6: { homeGoals: 1, awayGoals: 0, isBanker: true },
  3: { homeGoals: 1, awayGoals: 0, isBanker: false },
  2: { homeGoals: 2, awayGoals: 0, isBanker: true },
  1: { homeGoals: 2, awayGoals: 0, isBanker: false },
  0: { homeGoals: 0, awayGoals: 1, isBanker: false },
};

/** A match of `groupId` finished 1-0 (or as `status` says) with these players' points. */
async function scoredMatch(
  seasonId: number,
  groupId: number,
  points: [Player, number][],
  status = 'finished',
) {
  const match = await createMatch(app.knex, {
    seasonId,
    matchGroupId: groupId,
    matchDate: new Date(Date.now() - 3 * 86400_000),
    status,
    homeGoals: status === 'finished' ? 1 : null,
    awayGoals: status === 'finished' ? 0 : null,
  });
  for (const [p, pts] of points)
    await app.knex('predictions').insert({
      userId: p.user.id,
      matchId: match.id,
      ...PREDICTION_SCORING[pts],
    });
  // Counted as a result is (the standings' week points come from the counted results).
  await app.knex.transaction((trx) => scoreMatch(trx, match.id));
  return match;
}

describe('GET /api/leagues/{id}/standings: paging', () => {
  let l: Awaited<ReturnType<typeof leagueOf>>;
  beforeAll(async () => {
    l = await leagueOf(7);
    // Points 60, 50, ..., 0: the i-th player ranks i+1.
    for (const [i, p] of l.players.entries()) await setTotals(l.season.id, p.user.id, 60 - i * 10);
  }, 120_000);

  it('answers the top rows (default offset 0, limit 100), every member counted, no week yet', async () => {
    const res = await get(l.league.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalMembers: 7,
      offset: 0,
      limit: 100,
      currentUser: null,
      lastCompletedMatchGroup: null,
    });
    expect(ids(res.body.rows)).toEqual(l.players.map((p) => p.user.id));
    expect(res.body.rows.map((r: { position: number }) => r.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(res.body.rows[0]).toMatchObject({ lastWeekPoints: null, isLastWeekTop: false });
  });

  it('answers one page from offset, with the caller’s own row even when it is off the page', async () => {
    const last = l.players[6];
    const res = await get(l.league.id, '?offset=2&limit=3', last.token);
    expect(ids(res.body.rows)).toEqual(l.players.slice(2, 5).map((p) => p.user.id));
    expect(res.body).toMatchObject({ offset: 2, limit: 3, totalMembers: 7 });
    expect(res.body.currentUser).toMatchObject({
      position: 7,
      totalPoints: 0,
      user: { id: last.user.id, teamName: last.user.teamName },
    });
    const end = await get(l.league.id, '?offset=5&limit=100');
    expect(ids(end.body.rows)).toEqual(l.players.slice(5).map((p) => p.user.id));
    const beyond = await get(l.league.id, '?offset=50');
    expect(beyond.body.rows).toEqual([]);
    expect(beyond.body.totalMembers).toBe(7);
  });

  it('leaves currentUser null for a signed-in non-member', async () => {
    const outsider = await signedIn(app);
    expect((await get(l.league.id, '', outsider.token)).body.currentUser).toBeNull();
  });

  it('answers 400 {message, code, errors} for a bad offset or limit', async () => {
    const cases: [string, string, string][] = [
      ['?offset=-1', 'offset', 'offset must be a whole number of 0 or more'],
      ['?offset=1.5', 'offset', 'offset must be a whole number of 0 or more'],
      ['?offset=abc', 'offset', 'offset must be a whole number of 0 or more'],
      ['?offset=1&offset=2', 'offset', 'offset must be a whole number of 0 or more'],
      ['?limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      ['?limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
      ['?limit=', 'limit', 'limit must be a whole number from 1 to 100'],
      ['?limit=2.5', 'limit', 'limit must be a whole number from 1 to 100'],
    ];
    for (const [query, field, message] of cases) {
      const res = await app.request('GET', `/api/leagues/${l.league.id}/standings${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ message, code: 'VALIDATION' });
      expect(res.body.errors, query).toEqual({ [field]: message });
    }
    expect((await get(l.league.id, '?limit=1&offset=0')).body.rows).toHaveLength(1);
    expect((await get(l.league.id, '?limit=100')).status).toBe(200);
  });
});

describe('GET /api/leagues/{id}/standings: the last completed week', () => {
  it('takes the latest group whose every non-cancelled match is finished, and its points per member', async () => {
    const l = await leagueOf(4);
    const [a, b, c, d] = l.players;
    const week1 = await createMatchGroup(app.knex, l.season.id, { matchWeek: 1, name: 'Week 1' });
    const week2 = await createMatchGroup(app.knex, l.season.id, { matchWeek: 2, name: 'Week 2' });
    const week3 = await createMatchGroup(app.knex, l.season.id, { matchWeek: 3, name: 'Week 3' });
    await scoredMatch(l.season.id, week1.id, [[a, 3]]);
    await scoredMatch(l.season.id, week2.id, [
      [a, 1],
      [b, 3],
    ]);
    await scoredMatch(l.season.id, week2.id, [
      [b, 1],
      [c, 2],
    ]);
    // A cancelled match does not keep week 2 open; a scheduled one keeps week 3 open.
    await scoredMatch(l.season.id, week2.id, [[d, 0]], 'cancelled');
    await scoredMatch(l.season.id, week3.id, [[a, 6]]);
    await scoredMatch(l.season.id, week3.id, [], 'scheduled');
    const res = await get(l.league.id);
    expect(res.body.lastCompletedMatchGroup).toEqual({ id: week2.id, name: 'Week 2' });
    const week = Object.fromEntries(
      res.body.rows.map(
        (r: { user: { id: number }; lastWeekPoints: number; isLastWeekTop: boolean }) => [
          r.user.id,
          [r.lastWeekPoints, r.isLastWeekTop],
        ],
      ),
    );
    expect(week).toEqual({
      [a.user.id]: [1, false],
      [b.user.id]: [4, true],
      [c.user.id]: [2, false],
      [d.user.id]: [0, false],
    });
  });

  it("counts only the last completed week's points when it is also the season's latest week", async () => {
    const l = await leagueOf(3);
    const [a, b, c] = l.players;
    const week1 = await createMatchGroup(app.knex, l.season.id, { matchWeek: 1 });
    const week2 = await createMatchGroup(app.knex, l.season.id, { matchWeek: 2 });
    await scoredMatch(l.season.id, week1.id, [
      [a, 3],
      [c, 6],
    ]);
    await scoredMatch(l.season.id, week2.id, [
      [a, 1],
      [b, 3],
    ]);
    const res = await get(l.league.id);
    expect(res.body.lastCompletedMatchGroup).toMatchObject({ id: week2.id });
    const points = (p: Player) =>
      res.body.rows.find((r: { user: { id: number } }) => r.user.id === p.user.id);
    expect(points(a)).toMatchObject({ totalPoints: 4, lastWeekPoints: 1, isLastWeekTop: false });
    expect(points(b)).toMatchObject({ totalPoints: 3, lastWeekPoints: 3, isLastWeekTop: true });
    expect(points(c)).toMatchObject({ totalPoints: 6, lastWeekPoints: 0, isLastWeekTop: false });
  });

  it('flags every member tied on the best week, and nobody when the best is 0', async () => {
    const l = await leagueOf(3);
    const [a, b, c] = l.players;
    const group = await createMatchGroup(app.knex, l.season.id, { matchWeek: 1 });
    await scoredMatch(l.season.id, group.id, [
      [a, 3],
      [b, 3],
      [c, 1],
    ]);
    const tops = (rows: { user: { id: number }; isLastWeekTop: boolean }[]) =>
      rows
        .filter((r) => r.isLastWeekTop)
        .map((r) => r.user.id)
        .sort((x, y) => x - y);
    // The flag looks at every member, not only the page.
    const page = await get(l.league.id, '?limit=1', c.token);
    expect(page.body.currentUser).toMatchObject({ lastWeekPoints: 1, isLastWeekTop: false });
    expect(tops((await get(l.league.id)).body.rows)).toEqual(
      [a.user.id, b.user.id].sort((x, y) => x - y),
    );

    const zero = await leagueOf(2);
    const g = await createMatchGroup(app.knex, zero.season.id, { matchWeek: 1 });
    await scoredMatch(zero.season.id, g.id, [
      [zero.players[0], 0],
      [zero.players[1], 0],
    ]);
    const res = await get(zero.league.id);
    expect(res.body.lastCompletedMatchGroup).toMatchObject({ id: g.id });
    expect(res.body.rows.map((r: { lastWeekPoints: number }) => r.lastWeekPoints)).toEqual([0, 0]);
    expect(tops(res.body.rows)).toEqual([]);
  });
});

describe('GET /api/leagues/{id}/standings: never stale', () => {
  it('is served from the snapshot while nothing changes', async () => {
    const l = await leagueOf(2);
    await get(l.league.id);
    const kept = cachedStandings(app.knex, l.league.id);
    expect(kept).toBeDefined();
    await get(l.league.id, '?limit=1');
    expect(cachedStandings(app.knex, l.league.id)).toBe(kept);
  });

  it('sees a result entered and corrected through the admin API', async () => {
    const l = await leagueOf(2);
    const [a, b] = l.players;
    const group = await createMatchGroup(app.knex, l.season.id, {
      matchWeek: 1,
      name: 'Opening week',
    });
    const match = await createMatch(app.knex, {
      seasonId: l.season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() + 86400_000),
    });
    await app.request('POST', '/api/predictions', {
      token: a.token,
      body: { match: match.id, homeGoals: 2, awayGoals: 0, isBanker: false },
    });
    await app.request('POST', '/api/predictions', {
      token: b.token,
      body: { match: match.id, homeGoals: 0, awayGoals: 1, isBanker: false },
    });
    const before = await get(l.league.id);
    expect(before.body.lastCompletedMatchGroup).toBeNull();
    expect(before.body.rows.map((r: { totalPoints: number }) => r.totalPoints)).toEqual([0, 0]);

    await app
      .knex('matches')
      .where({ id: match.id })
      .update({
        matchDate: new Date(Date.now() - 3 * 3600_000),
        predictionsClose: new Date(Date.now() - 4 * 3600_000),
      });
    const result = (homeGoals: number, awayGoals: number) =>
      app.request('POST', `/api/admin/matches/${match.id}/result`, {
        token: admin.token,
        body: { homeGoals, awayGoals, beforeKickOff: true },
      });
    expect((await result(2, 0)).status).toBe(200);
    const scored = await get(l.league.id);
    expect(scored.body.lastCompletedMatchGroup).toEqual({ id: group.id, name: 'Opening week' });
    expect(scored.body.rows[0]).toMatchObject({ user: { id: a.user.id }, isLastWeekTop: true });
    expect(scored.body.rows[0].totalPoints).toBeGreaterThan(0);
    expect(scored.body.rows[0].lastWeekPoints).toBe(scored.body.rows[0].totalPoints);

    expect((await result(0, 1)).status).toBe(200);
    const corrected = await get(l.league.id);
    expect(corrected.body.rows[0]).toMatchObject({ user: { id: b.user.id }, isLastWeekTop: true });
    expect(corrected.body.rows[1]).toMatchObject({ totalPoints: 0, lastWeekPoints: 0 });
  });

  it('sees a member join, leave and be removed', async () => {
    const l = await leagueOf(2);
    const [owner] = l.players;
    expect((await get(l.league.id)).body.totalMembers).toBe(2);
    const joiner = await signedIn(app);
    expect(
      (await app.request('POST', `/api/leagues/${l.league.id}/join`, { token: joiner.token }))
        .status,
    ).toBe(201);
    const joined = await get(l.league.id, '', joiner.token);
    expect(joined.body.totalMembers).toBe(3);
    expect(joined.body.currentUser).toMatchObject({ user: { id: joiner.user.id } });
    const removed = await app.request(
      'DELETE',
      `/api/leagues/${l.league.id}/members/${joiner.user.id}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    const after = await get(l.league.id, '', joiner.token);
    expect(after.body.totalMembers).toBe(2);
    expect(after.body.currentUser).toBeNull();
    // Leaving (a membership row going away by any path) is seen the same way.
    await app
      .knex('leagueMembers')
      .where({ leagueId: l.league.id, userId: l.players[1].user.id })
      .delete();
    expect(ids((await get(l.league.id)).body.rows)).toEqual([owner.user.id]);
  });

  it("sees the league's season change", async () => {
    const l = await leagueOf(1);
    const [owner] = l.players;
    const other = await createSeason(app.knex);
    await setTotals(other.id, owner.user.id, 42);
    expect((await get(l.league.id)).body.rows[0].totalPoints).toBe(0);
    const moved = await app.request('PUT', `/api/leagues/${l.league.id}`, {
      token: owner.token,
      body: { season: other.id },
    });
    expect(moved.status).toBe(200);
    expect((await get(l.league.id)).body.rows[0].totalPoints).toBe(42);
  });

  it("sees a member's team name, kit and real names change", async () => {
    const l = await leagueOf(2, { type: 'invite_only' });
    const [owner, member] = l.players;
    const row = async () =>
      (await get(l.league.id, '', owner.token)).body.rows.find(
        (r: { user: { id: number } }) => r.user.id === member.user.id,
      ).user;
    expect(await row()).toMatchObject({ firstName: 'First', kitStyle: null });
    await app.knex('users').where({ id: member.user.id }).update({ teamName: 'Renamed United' });
    expect((await row()).teamName).toBe('Renamed United');
    await app
      .knex('users')
      .where({ id: member.user.id })
      .update({ kitStyle: 'sleeves', kitPrimaryColour: '#112233', kitSecondaryColour: '#ffffff' });
    expect(await row()).toMatchObject({ kitStyle: 'sleeves', kitPrimaryColour: '#112233' });
    await app
      .knex('users')
      .where({ id: member.user.id })
      .update({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(await row()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('sees a week completed by a cancellation, reopened by a new match, and renamed', async () => {
    const l = await leagueOf(1);
    const group = await createMatchGroup(app.knex, l.season.id, { matchWeek: 1, name: 'Week one' });
    await scoredMatch(l.season.id, group.id, [[l.players[0], 2]]);
    const pending = await scoredMatch(l.season.id, group.id, [], 'scheduled');
    expect((await get(l.league.id)).body.lastCompletedMatchGroup).toBeNull();
    await app.knex('matches').where({ id: pending.id }).update({ status: 'cancelled' });
    expect((await get(l.league.id)).body.lastCompletedMatchGroup).toEqual({
      id: group.id,
      name: 'Week one',
    });
    await app.knex('matchGroups').where({ id: group.id }).update({ name: 'Week 1' });
    expect((await get(l.league.id)).body.lastCompletedMatchGroup).toEqual({
      id: group.id,
      name: 'Week 1',
    });
    await scoredMatch(l.season.id, group.id, [], 'scheduled');
    const reopened = await get(l.league.id);
    expect(reopened.body.lastCompletedMatchGroup).toBeNull();
    expect(reopened.body.rows[0].lastWeekPoints).toBeNull();
  });

  it('answers 404 once the league is deleted', async () => {
    const l = await leagueOf(2);
    expect((await get(l.league.id)).status).toBe(200);
    const deleted = await app.request('DELETE', `/api/leagues/${l.league.id}`, {
      token: l.players[0].token,
    });
    expect(deleted.status).toBe(204);
    const res = await get(l.league.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('League not found');
    expect(cachedStandings(app.knex, l.league.id)).toBeUndefined();
  });
});

/** The CSV body as rows of cells (no quoted commas or line breaks in these fixtures except where tested). */
const csvRows = (text: string) => text.trimEnd().split('\r\n');

describe('GET /api/leagues/{id}/standings.csv', () => {
  it('answers members and site admins; anonymous 401, non-members 403, hidden leagues 404', async () => {
    const l = await leagueOf(2, { name: 'Sunday League: Élite Squad!' });
    const url = `/api/leagues/${l.league.id}/standings.csv`;
    expect((await app.request('GET', url)).status).toBe(401);
    const outsider = await signedIn(app);
    const refused = await app.request('GET', url, { token: outsider.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'You are not a member of this league',
      code: 'NOT_MEMBER',
    });
    for (const token of [l.players[1].token, admin.token]) {
      const res = await app.request('GET', url, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="sunday-league-elite-squad-standings.csv"',
      );
    }
    const hidden = await leagueOf(1, { type: 'invite_only' });
    const res = await app.request('GET', `/api/leagues/${hidden.league.id}/standings.csv`, {
      token: outsider.token,
    });
    expect(res.status).toBe(404);
    expect(
      (
        await app.request('GET', `/api/leagues/${hidden.league.id}/standings.csv`, {
          token: admin.token,
        })
      ).status,
    ).toBe(200);
  });

  it('lists every member ranked, names only where allowed, with the week points', async () => {
    const l = await leagueOf(3);
    const [owner, a, b] = l.players;
    await setTotals(l.season.id, a.user.id, 9, 4);
    await setTotals(l.season.id, b.user.id, 4, 2);
    const group = await createMatchGroup(app.knex, l.season.id, { matchWeek: 1 });
    await scoredMatch(l.season.id, group.id, [[a, 3]]);
    const url = `/api/leagues/${l.league.id}/standings.csv`;
    const byMember = csvRows((await app.request('GET', url, { token: a.token })).body);
    expect(byMember[0]).toBe(
      'Position,Team,First name,Last name,Points,Correct results,Exact scores,Predictions,Last week points',
    );
    // a's totals: the 9 set plus the exact score counted in the week (3 points, 1 prediction).
    expect(byMember.slice(1)).toEqual([
      `1,${a.user.teamName},,,12,1,1,5,3`,
      `2,${b.user.teamName},,,4,0,0,2,0`,
      `3,${owner.user.teamName},,,0,0,0,0,0`,
    ]);
    // The creator (and site admins) see real names in a public league.
    const byCreator = csvRows((await app.request('GET', url, { token: owner.token })).body);
    expect(byCreator[1]).toMatch(new RegExp(`^1,${a.user.teamName},First,Last\\d+,12,`));
    expect(byCreator).toHaveLength(4);
  });

  it('quotes fields and neutralises formulas through the one CSV writer', async () => {
    const l = await leagueOf(3, { type: 'invite_only' });
    const [owner, a, b] = l.players;
    await app
      .knex('users')
      .where({ id: a.user.id })
      .update({ teamName: '=HYPERLINK("http://x")', firstName: '+1, "quoted"', lastName: '-x' });
    await app
      .knex('users')
      .where({ id: b.user.id })
      .update({ teamName: '@SUM(1)', lastName: 'Bee' });
    await app
      .knex('users')
      .where({ id: owner.user.id })
      .update({ teamName: 'Plain, "Reds"', lastName: 'Owner' });
    await setTotals(l.season.id, a.user.id, 9, 4);
    await setTotals(l.season.id, b.user.id, 4, 2);
    const body = (
      await app.request('GET', `/api/leagues/${l.league.id}/standings.csv`, { token: owner.token })
    ).body as string;
    expect(csvRows(body).slice(1)).toEqual([
      `1,"'=HYPERLINK(""http://x"")","'+1, ""quoted""","'-x",9,0,0,4,`,
      `2,"'@SUM(1)",First,Bee,4,0,0,2,`,
      `3,"Plain, ""Reds""",First,Owner,0,0,0,0,`,
    ]);
    // No week counted yet: the last week's points are empty cells, not 0.
    expect(body.endsWith(',\r\n')).toBe(true);
    expect(fileSlug('  ¡¡¡ ')).toBe('league');
    expect(fileSlug('Reds & Blues 2025/26')).toBe('reds-blues-2025-26');
  });
});
