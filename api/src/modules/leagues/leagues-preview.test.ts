import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatchGroup, createSeason, signedIn } from '../../../test/factories';
import { addMember, createLeagueRow } from '../../../test/leagues-fixtures';

let app: TestApp;
let season: { id: number; name: string };
let group: { id: number };
let admin: { user: { id: number }; token: string };
let owner: { user: { id: number; teamName: string }; token: string };
let member: { user: { id: number; teamName: string }; token: string };
let stranger: { user: { id: number }; token: string };
let league: { id: number; inviteCode: string };
const DESCRIPTION = 'Only for the five-a-side lot';

beforeAll(async () => {
  app = await startTestApp();
  season = await createSeason(app.knex, { name: 'Premier League 2025/26' });
  group = await createMatchGroup(app.knex, season.id);
  admin = await signedIn(app, { role: 'admin' });
  owner = await signedIn(app);
  member = await signedIn(app);
  stranger = await signedIn(app);
  league = await createLeagueRow(app.knex, {
    seasonId: season.id,
    createdBy: owner.user.id,
    type: 'invite_only',
    name: 'Secret Club',
    maxMembers: 20,
  });
  await app.knex('leagues').where('id', league.id).update({ description: DESCRIPTION });
  await addMember(app.knex, league.id, member.user.id);
}, 30_000);
afterAll(() => app?.close());

const leagueAs = (token?: string) => app.request('GET', `/api/leagues/${league.id}`, { token });

describe('GET /api/leagues/{id} of an invite-only league, opened by link', () => {
  it('shows an outsider (signed in or not) its name, competition, type and member count, and nothing else', async () => {
    for (const token of [undefined, stranger.token]) {
      const res = await leagueAs(token);
      expect(res.status).toBe(200);
      expect(res.body.league).toEqual({
        id: league.id,
        name: 'Secret Club',
        description: null,
        season: { id: season.id, name: season.name },
        type: 'invite_only',
        maxMembers: null,
        groupname: null,
        inviteCode: null,
        currentMembers: 2,
        isMember: false,
        role: null,
        visibleAsAdmin: false,
        createdBy: null,
        createdAt: expect.any(String),
        preview: true,
      });
      const text = JSON.stringify(res.body);
      for (const secret of [DESCRIPTION, league.inviteCode, owner.user.teamName])
        expect(text).not.toContain(secret);
    }
  });

  it('shows members and site admins the whole league, not a preview', async () => {
    const asMember = await leagueAs(member.token);
    expect(asMember.body.league).toMatchObject({
      preview: false,
      description: DESCRIPTION,
      inviteCode: league.inviteCode,
      maxMembers: 20,
      isMember: true,
    });
    const asAdmin = await leagueAs(admin.token);
    expect(asAdmin.body.league).toMatchObject({
      preview: false,
      description: DESCRIPTION,
      visibleAsAdmin: true,
    });
  });

  it('keeps every other league read closed to outsiders (404, 401 where sign-in comes first)', async () => {
    const paths = [
      '/standings',
      '/standings.csv',
      '/match-groups',
      '/current-match-group',
      '/can-edit',
      `/predictions?matchGroupId=${group.id}`,
    ];
    const statuses = async (token?: string) =>
      Promise.all(
        paths.map(
          async (path) =>
            (await app.request('GET', `/api/leagues/${league.id}${path}`, { token })).status,
        ),
      );
    expect(await statuses(stranger.token)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await statuses()).toEqual([404, 401, 404, 404, 404, 401]);
    expect(await statuses(member.token)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('leaves it out of the outsider’s league list and still refuses a join by id', async () => {
    const list = await app.request('GET', '/api/leagues', { token: stranger.token });
    expect(list.body.leagues.map((l: { id: number }) => l.id)).not.toContain(league.id);
    const join = await app.request('POST', `/api/leagues/${league.id}/join`, {
      token: stranger.token,
    });
    expect(join.status).toBe(404);
  });

  it('opens the whole league once the outsider joins with its code', async () => {
    const newcomer = await signedIn(app);
    const join = await app.request('POST', '/api/leagues/join-by-code', {
      token: newcomer.token,
      body: { inviteCode: league.inviteCode.toLowerCase() },
    });
    expect(join.status).toBe(201);
    const res = await leagueAs(newcomer.token);
    expect(res.body.league).toMatchObject({ preview: false, isMember: true, currentMembers: 3 });
  });

  it('answers 404 for a league that does not exist', async () => {
    const res = await app.request('GET', '/api/leagues/999999', { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('League not found');
  });
});

describe('GET /api/leagues/{id} of a public league', () => {
  it('is never a preview', async () => {
    const open = await createLeagueRow(app.knex, { seasonId: season.id, createdBy: owner.user.id });
    const res = await app.request('GET', `/api/leagues/${open.id}`);
    expect(res.body.league).toMatchObject({ preview: false, isMember: false });
  });
});
