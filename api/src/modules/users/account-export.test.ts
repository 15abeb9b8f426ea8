import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountExportSchema } from '@predictor/contracts/schemas';
import { playerWithData } from '../../../test/account-fixtures';
import { signedIn } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let rival: Awaited<ReturnType<typeof signedIn>>;
let player: Awaited<ReturnType<typeof playerWithData>>;
let res: Awaited<ReturnType<TestApp['request']>>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  rival = await signedIn(app);
  player = await playerWithData(app, admin, rival);
  res = await app.request('GET', '/api/users/me/export', { token: player.token });
}, 60_000);
afterAll(() => app?.close());

describe('GET /api/users/me/export', () => {
  it('answers a JSON file to download, never cached, named after the player and the day', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="predictor-data-${player.user.id}-${day}.json"`,
    );
    const parsed = accountExportSchema.safeParse(res.body);
    expect(parsed.success ? [] : z.prettifyError(parsed.error).split('\n')).toEqual([]);
  });

  it('holds the account and preferences, never the password hash', () => {
    expect(res.body.account).toMatchObject({
      id: player.user.id,
      email: player.user.email,
      teamName: player.user.teamName,
      firstName: 'Zebedee',
      role: 'user',
      isActive: true,
    });
    expect(res.body.preferences).toEqual({
      emailNotifications: true,
      unsubscribed: false,
      reminderLeadHours: 24,
      ukTime: false,
      emailReminders: true,
      pushReminders: false,
      emailResults: true,
      pushResults: false,
      emailTrophies: false,
      pushTrophies: false,
      calendarLink: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/);
  });

  it('holds the predictions with their match and points as the API scores them', () => {
    expect(res.body.predictions).toHaveLength(2);
    expect(res.body.predictions[0]).toMatchObject({
      homeGoals: 2,
      awayGoals: 1,
      isBanker: true,
      points: 6,
      isScored: true,
      match: { id: player.matches[0].id, homeGoals: 2, awayGoals: 1, status: 'finished' },
      season: { id: player.season.id },
    });
    expect(res.body.predictions[1]).toMatchObject({ isBanker: false, points: 3 });
  });

  it('holds the league memberships, trophies and mail records', () => {
    expect(res.body.leagueMemberships).toEqual([
      expect.objectContaining({
        league: expect.objectContaining({ id: player.ownLeague.id }),
        role: 'creator',
      }),
      expect.objectContaining({
        league: expect.objectContaining({ id: player.rivalsLeague.id }),
        role: 'member',
      }),
    ]);
    expect(res.body.trophies).toEqual([
      expect.objectContaining({
        trophy: expect.objectContaining({ id: player.trophy.id }),
        reason: 'Kept',
      }),
    ]);
    expect(res.body.emails.deadlineReminders).toEqual([
      expect.objectContaining({ matchGroup: { id: player.group.id, name: player.group.name } }),
    ]);
    expect(res.body.emails.roundRecaps).toHaveLength(1);
    expect(res.body.emails.newsletters).toEqual([
      expect.objectContaining({ sendId: player.newsletterSendId, email: player.user.email }),
    ]);
    expect(res.body.emails.passwordResets).toHaveLength(1);
  });

  it('holds the audit entries about the player with their changes, and no other player', () => {
    const change = res.body.auditEntries.find(
      (e: { action: string; resource: string }) => e.resource === 'users' && e.action === 'update',
    );
    expect(change).toMatchObject({
      resourceId: String(player.user.id),
      byYou: false,
      before: { email: player.oldEmail },
      after: { email: player.user.email },
    });
    const text = JSON.stringify(res.body).toLowerCase();
    for (const other of [admin.user, rival.user]) {
      expect(text).not.toContain(other.email.toLowerCase());
      expect(text).not.toContain(other.teamName.toLowerCase());
    }
  });

  it("lists an admin's own audit entries without the other records' contents", async () => {
    const own = await app.request('GET', '/api/users/me/export', { token: admin.token });
    expect(own.status).toBe(200);
    const entries = own.body.auditEntries as { byYou: boolean; before: unknown; after: unknown }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.byYou && e.before === null && e.after === null)).toBe(true);
    expect(JSON.stringify(own.body)).not.toContain(player.user.email);
  });

  it('answers 401 without a session', async () => {
    const anonymous = await app.request('GET', '/api/users/me/export');
    expect(anonymous.status).toBe(401);
  });
});
