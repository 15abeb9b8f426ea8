import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { playerWithData } from '../../../test/account-fixtures';
import { createUser, signedIn, TEST_PASSWORD } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { oracleDifferences } from '../scoring/oracle';
import { findDifferences } from '../scoring/rebuild';
import { REDACTED } from './account-scrub';

const PER_ACCOUNT = 3;
const DELETE = { password: TEST_PASSWORD, confirmation: 'DELETE' };

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let rival: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await startTestApp({
    rateLimit: { store: 'memory', perIp: 1000, perAccount: PER_ACCOUNT },
  });
  admin = await signedIn(app, { role: 'admin' });
  rival = await signedIn(app);
}, 60_000);
afterAll(() => app?.close());

const remove = (token: string | undefined, body: unknown = DELETE) =>
  app.request('DELETE', '/api/users/me', { token, body });

/** Every row of every table whose text or JSON columns contain `needle` (case-insensitive): "table.column". */
async function whereFound(knex: Knex, needle: string): Promise<string[]> {
  const { rows } = await knex.raw(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of rows) {
    const { rows: hits } = await knex.raw(
      `SELECT count(*)::int AS n FROM ?? WHERE position(lower(?) in lower(??::text)) > 0`,
      [table, needle, column],
    );
    if (hits[0].n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('DELETE /api/users/me: refusals', () => {
  it('answers 401 without a session', async () => {
    expect((await remove(undefined)).status).toBe(401);
  });

  it('refuses a wrong password with 400 WRONG_PASSWORD and keeps the account', async () => {
    const { user, token } = await signedIn(app);
    const res = await remove(token, { ...DELETE, password: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Your password is incorrect',
      errors: { password: 'Your password is incorrect' },
    });
    expect(await app.knex('users').where({ id: user.id }).first('id')).toBeDefined();
  });

  it('refuses any confirmation but the word DELETE, and a missing password', async () => {
    const { user, token } = await signedIn(app);
    for (const confirmation of ['delete', 'DELET', '', undefined]) {
      const res = await remove(token, { password: TEST_PASSWORD, confirmation });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        errors: { confirmation: 'Please type DELETE to confirm' },
      });
    }
    const noPassword = await remove(token, { confirmation: 'DELETE' });
    expect(noPassword.body.errors).toEqual({ password: 'Please enter your password' });
    expect(await app.knex('users').where({ id: user.id }).first('id')).toBeDefined();
  });

  it('answers a body that is not JSON with 400 INVALID_JSON', async () => {
    const { token } = await signedIn(app);
    const res = await remove(token, '{"password":');
    expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_JSON' } });
  });

  it('counts wrong passwords per account: beyond the limit 429, even with the right one', async () => {
    const { user, token } = await signedIn(app);
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await remove(token, { ...DELETE, password: `wrong-${i}` })).status).toBe(400);
    const limited = await remove(token);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await app.knex('users').where({ id: user.id }).first('id')).toBeDefined();
    // Another account is not held back by this one's failures.
    const other = await signedIn(app);
    expect((await remove(other.token)).status).toBe(204);
  });
});

describe('DELETE /api/users/me: a player with data', () => {
  let player: Awaited<ReturnType<typeof playerWithData>>;
  let bob: { id: number };
  let carol: { id: number };
  let passedToAdmin: { id: number };
  let passedToEarliest: { id: number };
  let alone: { id: number };
  let official: { id: number };
  const boards = () => [
    `/api/leaderboards?season=${player.season.id}&view=season`,
    `/api/leaderboards?season=${player.season.id}&view=monthly&year=2025&month=11`,
    `/api/leaderboards?season=${player.season.id}&view=monthly&year=2025&month=12`,
    `/api/leaderboards?season=all`,
    `/api/leagues/${player.rivalsLeague.id}/standings`,
    `/api/leagues/${player.ownLeague.id}/standings`,
  ];
  const listed = async (path: string) => {
    const res = await app.request('GET', path, { token: rival.token });
    expect(res.status, path).toBe(200);
    return res.body.rows.some((r: { user: { id: number } }) => r.user.id === player.user.id);
  };
  const member = (leagueId: number, userId: number, role: string, joinedAt: string) =>
    app.knex('leagueMembers').insert({ leagueId, userId, role, joinedAt: new Date(joinedAt) });
  const league = async (type = 'public') => {
    const [row] = await app
      .knex('leagues')
      .insert({
        name: `${type} league`,
        seasonId: player.season.id,
        type,
        inviteCode: `C${Math.random().toString(36).slice(2, 9)}`.toUpperCase(),
        createdBy: player.user.id,
      })
      .returning('id');
    await member(row.id, player.user.id, 'creator', '2025-08-01T00:00:00Z');
    return row as { id: number };
  };

  beforeAll(async () => {
    player = await playerWithData(app, admin, rival);
    bob = await createUser(app.knex);
    carol = await createUser(app.knex);
    await member(player.ownLeague.id, rival.user.id, 'member', '2025-08-02T00:00:00Z');
    passedToAdmin = await league();
    await member(passedToAdmin.id, bob.id, 'member', '2025-08-02T00:00:00Z');
    await member(passedToAdmin.id, carol.id, 'admin', '2025-08-03T00:00:00Z');
    passedToEarliest = await league();
    await member(passedToEarliest.id, carol.id, 'member', '2025-08-03T00:00:00Z');
    await member(passedToEarliest.id, bob.id, 'member', '2025-08-02T00:00:00Z');
    alone = await league();
    official = await league('official');
    await member(official.id, bob.id, 'member', '2025-08-02T00:00:00Z');

    // Every table shows the player before, so a stale snapshot would keep them after.
    for (const path of boards()) expect(await listed(path), path).toBe(true);
    const res = await remove(player.token);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
  }, 60_000);

  it('ends the sessions: the token answers 401', async () => {
    const me = await app.request('GET', '/api/auth/me', { token: player.token });
    expect(me.status).toBe(401);
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: player.user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
  });

  it('leaves no e-mail (old or new), name or team name in any column of any table', async () => {
    for (const needle of [
      player.user.email,
      player.oldEmail,
      player.user.teamName,
      `Quillfeather${player.user.teamName.replace(/\D/g, '')}`,
    ])
      expect(await whereFound(app.knex, needle), needle).toEqual([]);
    expect(await whereFound(app.knex, REDACTED)).toEqual([
      'audit_events.before',
      'audit_events.after',
    ]);
  });

  it('keeps other players in the audit trail, and records the deletion without personal data', async () => {
    const award = await app
      .knex('auditEvents')
      .where({ resource: 'awards', action: 'delete' })
      .orderBy('id', 'desc')
      .first('before');
    expect(award.before.user).toEqual({ id: player.user.id, teamName: REDACTED });
    const deleted = await app
      .knex('auditEvents')
      .where({ action: 'account_deleted', resourceId: String(player.user.id) })
      .select('actorId', 'resource', 'before', 'after');
    expect(deleted).toEqual([
      {
        actorId: null,
        resource: 'users',
        before: null,
        after: { leaguesPassedOn: 3, leaguesDeleted: 1 },
      },
    ]);
  });

  it('removes the player from every leaderboard and league table', async () => {
    for (const path of boards()) expect(await listed(path), path).toBe(false);
  });

  it('keeps every score and total consistent (npm run verify finds 0 differences)', async () => {
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    expect(await oracleDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    expect(await app.knex('predictions').where({ userId: player.user.id })).toEqual([]);
    expect(await app.knex('leaderboardTotals').where({ userId: player.user.id })).toEqual([]);
    const rivalRow = await app.request(
      'GET',
      `/api/leaderboards?season=${player.season.id}&view=season`,
      { token: rival.token },
    );
    expect(rivalRow.body.rows).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: rival.user.id }) }),
    ]);
  });

  it('passes each league they created to its longest-standing admin, else its earliest member', async () => {
    const creatorOf = async (leagueId: number) => {
      const row = await app.knex('leagues').where({ id: leagueId }).first('createdBy');
      const creators = await app
        .knex('leagueMembers')
        .where({ leagueId, role: 'creator' })
        .select('userId');
      return { createdBy: row?.createdBy, creators: creators.map((c) => c.userId) };
    };
    expect(await creatorOf(player.ownLeague.id)).toEqual({
      createdBy: rival.user.id,
      creators: [rival.user.id],
    });
    expect(await creatorOf(passedToAdmin.id)).toEqual({
      createdBy: carol.id,
      creators: [carol.id],
    });
    expect(await creatorOf(passedToEarliest.id)).toEqual({ createdBy: bob.id, creators: [bob.id] });
  });

  it('deletes a league where they were alone; an official league stays with the site admins', async () => {
    expect(await app.knex('leagues').where({ id: alone.id }).first('id')).toBeUndefined();
    expect(await app.knex('leagues').where({ id: official.id }).first('createdBy')).toEqual({
      createdBy: null,
    });
  });

  it('lets the e-mail and team name register again', async () => {
    const res = await app.request('POST', '/api/auth/register', {
      body: { email: player.user.email, teamName: player.user.teamName, password: 'password2' },
    });
    expect(res.status).toBe(201);
  });
});

describe('DELETE /api/users/me: admins', () => {
  it('refuses the last active admin (409 LAST_ADMIN); while another admin is active, an admin may leave', async () => {
    await createUser(app.knex, { role: 'admin', isActive: false });
    const second = await signedIn(app, { role: 'admin' });
    expect((await remove(second.token)).status).toBe(204);
    const last = await remove(admin.token);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({
      code: 'LAST_ADMIN',
      message: expect.stringContaining('last admin'),
    });
    expect(await app.knex('users').where({ id: admin.user.id }).first('id')).toBeDefined();
  });
});
