import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, signedIn } from '../../../test/factories';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';

let app: TestApp;
let season: { id: number; name: string };
let admin: { user: { id: number }; token: string };
let owner: { user: { id: number }; token: string };
let member: { user: { id: number }; token: string };
let stranger: { user: { id: number }; token: string };
let publicLeague: { id: number; inviteCode: string };
let privateLeague: { id: number; inviteCode: string };
let fanLeague: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  season = await createSeason(app.knex, { name: 'Premier League 2025/26' });
  admin = await signedIn(app, { role: 'admin' });
  owner = await signedIn(app, { firstName: 'Olivia', lastName: 'Owner' });
  member = await signedIn(app, { firstName: 'Mark', lastName: 'Member' });
  stranger = await signedIn(app);
  publicLeague = await createLeagueRow(app.knex, {
    seasonId: season.id,
    createdBy: owner.user.id,
    name: 'Public Pals',
  });
  privateLeague = await createLeagueRow(app.knex, {
    seasonId: season.id,
    createdBy: owner.user.id,
    type: 'invite_only',
    name: 'Secret Club',
  });
  fanLeague = await createLeagueRow(app.knex, {
    seasonId: season.id,
    type: 'fanleague',
    groupname: 'reds',
    name: 'Reds Fans',
  });
  await addMember(app.knex, publicLeague.id, member.user.id);
  await addMember(app.knex, privateLeague.id, member.user.id);
}, 30_000);
afterAll(() => app?.close());

const names = (body: { leagues: { name: string }[] }) => body.leagues.map((l) => l.name).sort();

describe('GET /api/leagues', () => {
  it('shows anonymous callers the public, official and fan leagues without invite codes', async () => {
    const res = await app.request('GET', '/api/leagues');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Public Pals', 'Reds Fans']);
    expect(
      res.body.leagues.every(
        (l: { inviteCode: unknown; isMember: boolean }) => l.inviteCode === null && !l.isMember,
      ),
    ).toBe(true);
  });

  it('shows invite-only leagues to their members, with the invite code and role', async () => {
    const res = await app.request('GET', '/api/leagues', { token: member.token });
    expect(names(res.body)).toEqual(['Public Pals', 'Reds Fans', 'Secret Club']);
    const secret = res.body.leagues.find((l: { name: string }) => l.name === 'Secret Club');
    expect(secret).toMatchObject({
      inviteCode: privateLeague.inviteCode,
      isMember: true,
      role: 'member',
      currentMembers: 2,
      visibleAsAdmin: false,
      season: { id: season.id, name: 'Premier League 2025/26' },
    });
  });

  it('hides invite-only leagues and invite codes from other players', async () => {
    const res = await app.request('GET', '/api/leagues', { token: stranger.token });
    expect(names(res.body)).toEqual(['Public Pals', 'Reds Fans']);
    expect(
      res.body.leagues.find((l: { name: string }) => l.name === 'Public Pals').inviteCode,
    ).toBeNull();
  });

  it('shows site admins every invite-only league, flagged when they are not in it', async () => {
    const res = await app.request('GET', '/api/leagues', { token: admin.token });
    const secret = res.body.leagues.find((l: { name: string }) => l.name === 'Secret Club');
    expect(secret).toMatchObject({
      isMember: false,
      visibleAsAdmin: true,
      inviteCode: privateLeague.inviteCode,
    });
  });
});

describe('GET /api/leagues/my', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await app.request('GET', '/api/leagues/my')).status).toBe(401);
  });

  it("lists the caller's memberships with their season points (the sum of its months)", async () => {
    await app.knex('leaderboardTotals').insert(
      [
        ['2025-09', 4],
        ['2025-10', 3],
      ].map(([period, totalPoints]) => ({
        scope: `season:${season.id}`,
        period,
        userId: member.user.id,
        totalPoints,
        correctResults: 1,
        totalPredictions: 2,
      })),
    );
    const res = await app.request('GET', '/api/leagues/my', { token: member.token });
    expect(res.body.memberships).toHaveLength(2);
    expect(res.body.memberships[0]).toMatchObject({
      role: 'member',
      totalPoints: 7,
      position: 1,
      tied: false,
      league: {
        id: publicLeague.id,
        name: 'Public Pals',
        type: 'public',
        season: { id: season.id, name: season.name },
        currentMembers: 2,
      },
    });
  });
});

describe('GET /api/leagues/by-groupname/{groupname}', () => {
  it('answers the fan league landing data', async () => {
    const res = await app.request('GET', '/api/leagues/by-groupname/reds');
    expect(res.body).toMatchObject({
      id: fanLeague.id,
      name: 'Reds Fans',
      groupname: 'reds',
      description: null,
      season: { id: season.id, name: season.name },
    });
  });

  it("answers 404 'Fan league not found' for an unknown group name", async () => {
    const res = await app.request('GET', '/api/leagues/by-groupname/blues');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Fan league not found');
  });
});

describe('GET /api/leagues/{id}', () => {
  it('answers a public league to anyone', async () => {
    const res = await app.request('GET', `/api/leagues/${publicLeague.id}`);
    expect(res.body.league).toMatchObject({
      id: publicLeague.id,
      name: 'Public Pals',
      inviteCode: null,
      currentMembers: 2,
    });
  });

  it('answers an invite-only league to members and site admins in full (outsiders: leagues-preview.test.ts)', async () => {
    for (const token of [member.token, admin.token]) {
      const res = await app.request('GET', `/api/leagues/${privateLeague.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.league).toMatchObject({ name: 'Secret Club', preview: false });
    }
  });

  it('answers 404 for an unknown league', async () => {
    expect((await app.request('GET', '/api/leagues/999999')).status).toBe(404);
  });
});

describe('GET /api/leagues/{id}/standings', () => {
  it('ranks by points, correct results, exact scores and exact goals, sharing and flagging tied positions; members without totals get zeros', async () => {
    const season2 = await createSeason(app.knex);
    const league = await createLeagueRow(app.knex, {
      seasonId: season2.id,
      createdBy: owner.user.id,
    });
    const players = await Promise.all([1, 2, 3, 4].map(() => signedIn(app)));
    for (const p of players) await addMember(app.knex, league.id, p.user.id);
    const totals = [
      [players[0], 10, 4, 1, 3],
      [players[1], 10, 4, 1, 3],
      [players[2], 10, 5, 0, 0],
      [players[3], 12, 1, 1, 1],
    ] as const;
    for (const [p, totalPoints, correctResults, exactScores, exactGoals] of totals) {
      await app.knex('leaderboardTotals').insert({
        scope: `season:${season2.id}`,
        period: '2025-09',
        userId: p.user.id,
        totalPoints,
        correctResults,
        exactScores,
        exactGoals,
        totalPredictions: 6,
      });
    }
    const res = await app.request('GET', `/api/leagues/${league.id}/standings`);
    const rows = res.body.rows.map(
      (r: { position: number; user: { id: number }; totalPoints: number }) => [
        r.position,
        r.user.id,
        r.totalPoints,
      ],
    );
    expect(rows.slice(0, 2)).toEqual([
      [1, players[3].user.id, 12],
      [2, players[2].user.id, 10],
    ]);
    expect(rows.slice(2, 4).map((r: number[]) => r[0])).toEqual([3, 3]);
    expect(rows[4]).toEqual([5, owner.user.id, 0]);
    expect(res.body.rows.map((r: { tied: boolean }) => r.tied)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    // The caller's league card reads the same place: '=3rd of 5'.
    const mine = await app.request('GET', '/api/leagues/my', { token: players[0].token });
    expect(mine.body.memberships).toEqual([
      expect.objectContaining({
        position: 3,
        tied: true,
        league: expect.objectContaining({ id: league.id, currentMembers: 5 }),
      }),
    ]);
    expect(res.body.rows[0]).toMatchObject({
      role: 'member',
      correctPredictions: 1,
      exactScoreCount: 1,
      predictionCount: 6,
    });
    expect(res.body.rows[4]).toMatchObject({
      role: 'creator',
      correctPredictions: 0,
      exactScoreCount: 0,
      predictionCount: 0,
    });
  });

  it('shows real names only in invite-only leagues, or to the creator and site admins', async () => {
    const memberRow = (body: {
      rows: { user: { id: number; firstName: string | null; lastName: string | null } }[];
    }) => body.rows.find((r) => r.user.id === member.user.id)!.user;
    const pub = (token?: string) =>
      app.request('GET', `/api/leagues/${publicLeague.id}/standings`, { token });
    expect(memberRow((await pub()).body)).toMatchObject({ firstName: null, lastName: null });
    expect(memberRow((await pub(member.token)).body)).toMatchObject({
      firstName: null,
      lastName: null,
    });
    expect(memberRow((await pub(owner.token)).body)).toMatchObject({
      firstName: 'Mark',
      lastName: 'Member',
    });
    expect(memberRow((await pub(admin.token)).body)).toMatchObject({
      firstName: 'Mark',
      lastName: 'Member',
    });
    const priv = await app.request('GET', `/api/leagues/${privateLeague.id}/standings`, {
      token: member.token,
    });
    expect(memberRow(priv.body)).toMatchObject({ firstName: 'Mark', lastName: 'Member' });
    expect(Object.keys(memberRow(priv.body)).sort()).toEqual([
      'firstName',
      'id',
      'kitPrimaryColour',
      'kitSecondaryColour',
      'kitStyle',
      'lastName',
      'teamName',
    ]);
  });
});

describe('GET /api/leagues/{id}/match-groups and current-match-group', () => {
  it("answers the league season's groups and the current one", async () => {
    const s = await createSeason(app.knex);
    const league = await createLeagueRow(app.knex, { seasonId: s.id });
    const g1 = await createMatchGroup(app.knex, s.id, { matchWeek: 1 });
    const g2 = await createMatchGroup(app.knex, s.id, { matchWeek: 2 });
    await createMatch(app.knex, {
      seasonId: s.id,
      matchGroupId: g1.id,
      matchDate: new Date(Date.now() - 3 * 86400_000),
    });
    await createMatch(app.knex, {
      seasonId: s.id,
      matchGroupId: g2.id,
      matchDate: new Date(Date.now() + 86400_000),
    });
    const groups = await app.request('GET', `/api/leagues/${league.id}/match-groups`);
    expect(groups.body.map((g: { id: number }) => g.id)).toEqual([g1.id, g2.id]);
    const current = await app.request('GET', `/api/leagues/${league.id}/current-match-group`);
    expect(current.body.id).toBe(g2.id);
  });
});
