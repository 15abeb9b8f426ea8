import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason, signedIn } from '../../../test/factories';
import { createLeagueRow } from '../../../test/leagues-fixtures';

let app: TestApp;
let season: { id: number };
let owner: { user: { id: number }; token: string };
let player: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp();
  season = await createSeason(app.knex);
  owner = await signedIn(app);
  player = await signedIn(app);
}, 30_000);
afterAll(() => app?.close());

const memberCount = async (leagueId: number) =>
  Number((await app.knex('leagueMembers').where({ leagueId }).count({ n: '*' }).first())!.n);

describe('POST /api/leagues/{id}/join', () => {
  it('answers 401 to an anonymous caller', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: owner.user.id,
    });
    expect((await app.request('POST', `/api/leagues/${league.id}/join`)).status).toBe(401);
  });

  it('joins public, official and fan leagues as member', async () => {
    for (const [type, groupname] of [
      ['public', null],
      ['official', null],
      ['fanleague', 'join-fans'],
    ]) {
      const league = await createLeagueRow(app.knex, {
        seasonId: season.id,
        createdBy: owner.user.id,
        type: type!,
        groupname,
      });
      const res = await app.request('POST', `/api/leagues/${league.id}/join`, {
        token: player.token,
      });
      expect(res.status, type!).toBe(201);
      expect(res.body.membership).toMatchObject({
        leagueId: league.id,
        userId: player.user.id,
        role: 'member',
      });
    }
  });

  it('refuses an invite-only league without its code, hiding it from outsiders', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: owner.user.id,
      type: 'invite_only',
    });
    const res = await app.request('POST', `/api/leagues/${league.id}/join`, {
      token: player.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('League not found');
    const admin = await signedIn(app, { role: 'admin' });
    const asAdmin = await app.request('POST', `/api/leagues/${league.id}/join`, {
      token: admin.token,
    });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('This league requires an invite code');
    const joined = await app
      .knex('leagueMembers')
      .where({ leagueId: league.id })
      .whereIn('userId', [player.user.id, admin.user.id]);
    expect(joined).toEqual([]);
  });

  it('answers 409 to a member and 404 to an unknown league', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: owner.user.id,
    });
    expect(
      (await app.request('POST', `/api/leagues/${league.id}/join`, { token: owner.token })).status,
    ).toBe(409);
    expect(
      (await app.request('POST', '/api/leagues/999999/join', { token: player.token })).status,
    ).toBe(404);
  });

  it("answers 409 'League is full' once maxMembers is reached", async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: owner.user.id,
      maxMembers: 1,
    });
    const res = await app.request('POST', `/api/leagues/${league.id}/join`, {
      token: player.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('League is full');
  });

  it('keeps maxMembers under 20 concurrent joins', async () => {
    const league = await createLeagueRow(app.knex, { seasonId: season.id, maxMembers: 10 });
    const players = await Promise.all(Array.from({ length: 20 }, () => signedIn(app)));
    const answers = await Promise.all(
      players.map((p) => app.request('POST', `/api/leagues/${league.id}/join`, { token: p.token })),
    );
    expect(answers.map((a) => `${a.status} ${a.body?.message ?? ''}`).sort()).toEqual([
      ...Array(10).fill('201 '),
      ...Array(10).fill('409 League is full'),
    ]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(
      answers.filter((a) => a.status === 409 && a.body.message === 'League is full'),
    ).toHaveLength(10);
    expect(await memberCount(league.id)).toBe(10);
  }, 30_000);
});

describe('POST /api/leagues/join-by-code', () => {
  const join = (token: string | undefined, body: unknown) =>
    app.request('POST', '/api/leagues/join-by-code', { token, body });

  it('answers 401 to an anonymous caller', async () => {
    expect((await join(undefined, { inviteCode: 'ABCDEFGH' })).status).toBe(401);
  });

  it('joins an invite-only league by its trimmed code, in any case', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: owner.user.id,
      type: 'invite_only',
    });
    const res = await join(player.token, { inviteCode: `  ${league.inviteCode.toLowerCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body.membership.leagueId).toBe(league.id);
    expect((await join(player.token, { inviteCode: league.inviteCode })).status).toBe(409);
  });

  it('asks for a code when empty and rejects an unknown one', async () => {
    for (const body of [{}, { inviteCode: '   ' }]) {
      const res = await join(player.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter an invite code');
    }
    const res = await join(player.token, { inviteCode: 'ZZZZ2222' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Invalid invite code. Please check and try again.');
  });

  it('respects maxMembers', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      createdBy: owner.user.id,
      type: 'invite_only',
      maxMembers: 1,
    });
    const res = await join(player.token, { inviteCode: league.inviteCode });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('League is full');
  });
});

describe('POST /api/leagues/join-fanleague/{groupname}', () => {
  it('answers 401 anonymous and 404 for an unknown group name', async () => {
    expect((await app.request('POST', '/api/leagues/join-fanleague/nobody-here')).status).toBe(401);
    const res = await app.request('POST', '/api/leagues/join-fanleague/nobody-here', {
      token: player.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Fan league not found');
  });

  it('joins the fan league and answers its id; a second call is a harmless 200', async () => {
    const league = await createLeagueRow(app.knex, {
      seasonId: season.id,
      type: 'fanleague',
      groupname: 'united-fans',
    });
    const first = await app.request('POST', '/api/leagues/join-fanleague/united-fans', {
      token: player.token,
    });
    expect(first.status).toBe(201);
    expect(first.body.league).toEqual({ id: league.id });
    const again = await app.request('POST', '/api/leagues/join-fanleague/united-fans', {
      token: player.token,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ league: { id: league.id }, joined: false });
    expect(await memberCount(league.id)).toBe(1);
  });

  it('does not join a public league through its name', async () => {
    await createLeagueRow(app.knex, { seasonId: season.id, name: 'plain-league' });
    expect(
      (
        await app.request('POST', '/api/leagues/join-fanleague/plain-league', {
          token: player.token,
        })
      ).status,
    ).toBe(404);
  });
});
