import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../authz-routes';
import { startTestApp, type TestApp } from '../harness';
import { isAdminPath } from './expect';
import { matrix } from './matrix';
import { createWorld, type Role, type World } from './world';

let app: TestApp;
let w: World;

/** The API reference's script is a static third-party file (its own sample addresses included), not data. */
const STATIC_FILES = new Set(['/api/docs/redoc.standalone.js']);
const playerGets = matrix.filter(
  (row) => row.method === 'GET' && !isAdminPath(row.path) && !STATIC_FILES.has(row.path),
);

beforeAll(async () => {
  app = await startTestApp({ rateLimit: { store: 'memory', perIp: 100_000, perAccount: 100_000 } });
  w = await createWorld(app);
  // Score the closed match so the player shows up on leaderboards, standings and stats too.
  const scored = await app.request('POST', `/api/admin/matches/${w.closedMatch.id}/result`, {
    token: w.users.siteAdmin.token,
    body: { homeGoals: 2, awayGoals: 1 },
  });
  expect(scored.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

/** Every player-facing GET answer as `role` sees it. */
async function answersAs(role: Role) {
  const answers: { url: string; status: number; body: unknown; text: string }[] = [];
  for (const row of playerGets) {
    const call = (await row.call?.(w, role)) ?? {};
    const url = fillPath(row.path, call.params) + (call.query ? `?${call.query}` : '');
    const response = await app.request('GET', url, { token: w.tokenOf(role) });
    answers.push({
      url,
      status: response.status,
      body: response.body,
      text: JSON.stringify(response.body),
    });
  }
  return answers;
}

/** Objects anywhere in a JSON value carrying these goals: an open prediction's score. */
function withGoals(
  value: unknown,
  homeGoals: number,
  awayGoals: number,
  found: unknown[] = [],
): unknown[] {
  if (Array.isArray(value)) for (const item of value) withGoals(item, homeGoals, awayGoals, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.homeGoals === homeGoals && record.awayGoals === awayGoals) found.push(record);
    for (const item of Object.values(record)) withGoals(item, homeGoals, awayGoals, found);
  }
  return found;
}

describe('no e-mail address leaks', () => {
  it('another player sees no one else’s e-mail in any player-facing GET answer', async () => {
    const others = Object.entries(w.users)
      .filter(([role]) => role !== 'otherPlayer')
      .map(([, user]) => user.email.toLowerCase());
    const answers = await answersAs('otherPlayer');
    const leaks = answers.flatMap((a) =>
      others
        .filter((email) => a.text.toLowerCase().includes(email))
        .map((email) => `${a.url}: ${email}`),
    );
    expect(leaks).toEqual([]);
    // The check means something: the player appears in several answers (standings, leaderboards, profile...).
    expect(
      answers.filter((a) => a.text.includes(w.users.player.teamName)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('an anonymous visitor sees no e-mail in any player-facing GET answer', async () => {
    const answers = await answersAs('anonymous');
    const leaks = answers.filter((a) => /[\w.+-]+@example\.com/i.test(a.text)).map((a) => a.url);
    expect(leaks).toEqual([]);
  });

  it('the owner sees their own e-mail and a site admin sees players’ e-mails', async () => {
    const me = await app.request('GET', '/api/auth/me', { token: w.users.player.token });
    expect(JSON.stringify(me.body)).toContain(w.users.player.email);
    const admin = await app.request('GET', `/api/admin/users/${w.users.player.id}`, {
      token: w.users.siteAdmin.token,
    });
    expect(admin.body.email).toBe(w.users.player.email);
  });
});

describe('invite codes stay with members', () => {
  it("an invite-only league's code reaches no outsider in any player-facing GET answer", async () => {
    for (const role of ['anonymous', 'otherPlayer', 'leagueAdmin'] as const) {
      const answers = await answersAs(role);
      expect(
        answers
          .filter((a) => a.text.includes(w.inviteLeague.inviteCode))
          .map((a) => `${role} ${a.url}`),
      ).toEqual([]);
    }
  });

  it('a public league shows its code to members and site admins only', async () => {
    const codeFor = async (role: Role) =>
      (await app.request('GET', `/api/leagues/${w.league.id}`, { token: w.tokenOf(role) })).body
        .league.inviteCode;
    expect(await codeFor('anonymous')).toBeNull();
    expect(await codeFor('otherPlayer')).toBeNull();
    for (const role of ['player', 'leagueCreator', 'leagueAdmin', 'siteAdmin'] as const)
      expect(await codeFor(role)).toBe(w.league.inviteCode);
  });
});

describe('invite-only leagues stay hidden from outsiders', () => {
  it('the league by its link is a preview to outsiders: no description, code, creator or member', async () => {
    const members = [w.users.player, w.users.leagueCreator].map((u) => u.teamName);
    for (const role of ['anonymous', 'otherPlayer', 'leagueAdmin'] as const) {
      const response = await app.request('GET', `/api/leagues/${w.inviteLeague.id}`, {
        token: w.tokenOf(role),
      });
      expect(response.status).toBe(200);
      expect(response.body.league).toMatchObject({
        preview: true,
        description: null,
        inviteCode: null,
        createdBy: null,
        maxMembers: null,
      });
      const text = JSON.stringify(response.body);
      expect(members.filter((team) => text.includes(team))).toEqual([]);
    }
    for (const role of ['player', 'leagueCreator', 'siteAdmin'] as const) {
      const response = await app.request('GET', `/api/leagues/${w.inviteLeague.id}`, {
        token: w.tokenOf(role),
      });
      expect(response.body.league.preview).toBe(false);
    }
  });

  it('every other league read answers 404 to outsiders and anonymous visitors, and 200 to members and site admins', async () => {
    const paths = ['/standings', '/match-groups', '/current-match-group', '/can-edit'].map(
      (p) => `/api/leagues/${w.inviteLeague.id}${p}`,
    );
    paths.push(`/api/leagues/${w.inviteLeague.id}/predictions?matchGroupId=${w.matchGroup.id}`);
    paths.push(`/api/leagues/${w.inviteLeague.id}/standings.csv`);
    const seen: Record<string, number[]> = {};
    for (const path of paths) {
      for (const role of [
        'anonymous',
        'otherPlayer',
        'leagueAdmin',
        'player',
        'leagueCreator',
        'siteAdmin',
      ] as const) {
        const response = await app.request('GET', path, { token: w.tokenOf(role) });
        (seen[role] ??= []).push(response.status);
      }
    }
    // The predictions and CSV routes ask for a signed-in caller first.
    expect(seen.anonymous).toEqual([404, 404, 404, 404, 401, 401]);
    expect(seen.otherPlayer).toEqual([404, 404, 404, 404, 404, 404]);
    expect(seen.leagueAdmin).toEqual([404, 404, 404, 404, 404, 404]);
    for (const role of ['player', 'leagueCreator', 'siteAdmin'])
      expect(seen[role]).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('outsiders cannot join, edit or delete it', async () => {
    const id = w.inviteLeague.id;
    const token = w.users.otherPlayer.token;
    // Joining by id answers 404 like the reads: the league's existence is not revealed.
    expect((await app.request('POST', `/api/leagues/${id}/join`, { token })).status).toBe(404);
    expect(
      (await app.request('PUT', `/api/leagues/${id}`, { token, body: { name: 'Taken over' } }))
        .status,
    ).toBe(404);
    expect((await app.request('DELETE', `/api/leagues/${id}`, { token })).status).toBe(404);
    expect(
      (await app.request('DELETE', `/api/leagues/${id}/members/${w.users.player.id}`, { token }))
        .status,
    ).toBe(404);
  });
});

describe('open predictions stay private', () => {
  // The player's open prediction is 7-6 (banker); the league creator's is 8-5. Closed ones are 2-1 and 0-3.
  for (const role of [
    'anonymous',
    'otherPlayer',
    'leagueCreator',
    'leagueAdmin',
    'siteAdmin',
  ] as const) {
    it(`no player-facing GET answer shows the player's open prediction to ${role}`, async () => {
      const answers = await answersAs(role);
      const leaks = answers.filter((a) => withGoals(a.body, 7, 6).length > 0).map((a) => a.url);
      expect(leaks).toEqual([]);
    });
  }

  it('the owner does see their open prediction (the search above would find it)', async () => {
    const own = await app.request('GET', `/api/predictions?match=${w.openMatch.id}`, {
      token: w.users.player.token,
    });
    expect(withGoals(own.body, 7, 6).length).toBeGreaterThan(0);
    const answers = await answersAs('player');
    expect(answers.filter((a) => withGoals(a.body, 8, 5).length > 0).map((a) => a.url)).toEqual([]);
  });

  it('league predictions carry no scores or banker for other members’ open predictions, only for closed and own ones', async () => {
    for (const role of ['leagueCreator', 'leagueAdmin', 'siteAdmin', 'player'] as const) {
      const response = await app.request(
        'GET',
        `/api/leagues/${w.league.id}/predictions?matchGroupId=${w.matchGroup.id}`,
        { token: w.tokenOf(role) },
      );
      expect(response.status).toBe(200);
      const rows = response.body.predictions as {
        user: { id: number };
        match: { id: number };
        homeGoals: unknown;
        awayGoals: unknown;
        isBanker: unknown;
      }[];
      const open = rows.filter(
        (p) => p.match.id === w.openMatch.id && p.user.id !== w.users[role].id,
      );
      expect(open.length).toBeGreaterThan(0);
      for (const p of open)
        expect([p.homeGoals, p.awayGoals, p.isBanker]).toEqual([null, null, null]);
      const closed = rows.filter((p) => p.match.id === w.closedMatch.id);
      expect(closed.every((p) => typeof p.homeGoals === 'number')).toBe(true);
    }
  });

  it("a user's public predictions list has no open prediction at all", async () => {
    const response = await app.request('GET', `/api/users/${w.users.player.id}/predictions`, {
      token: w.users.otherPlayer.token,
    });
    expect(response.status).toBe(200);
    const rows = response.body as { id: number; match: { id: number } }[];
    expect(
      rows.filter((p) => p.id === w.openPrediction.id || p.match.id === w.openMatch.id),
    ).toEqual([]);
    expect(withGoals(response.body, 2, 1).length).toBeGreaterThan(0);
  });
});
