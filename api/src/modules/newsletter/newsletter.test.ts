import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createSeason,
  createTeam,
  createUser,
  signedIn,
} from '../../../test/factories';
import { GIF, imageForm, postForm } from '../../../test/images';
import type { MailMessage, Mailer } from '../../lib/mailer';

let app: TestApp;
let admin: { token: string; user: { id: number } };
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

const NOW = new Date('2030-03-10T12:00:00Z');
const day = 24 * 3600 * 1000;

describe('guards', () => {
  it('answers 401 anonymously and 403 to a player on every admin newsletter route', async () => {
    const routes: [string, string][] = [
      ['GET', '/preview'],
      ['POST', '/upload-header'],
      ['POST', '/send'],
      ['POST', '/sends/1/resume'],
      ['GET', '/sends/1'],
    ];
    for (const [method, p] of routes) {
      const body = method === 'GET' ? undefined : {};
      expect((await app.request(method, `/api/admin/newsletter${p}`, { body })).status, p).toBe(
        401,
      );
      expect(
        (await app.request(method, `/api/admin/newsletter${p}`, { body, token: player })).status,
        p,
      ).toBe(403);
    }
  });
});

describe('GET /api/admin/newsletter/preview', () => {
  it('groups matches kicking off in the next 7 days by season name, earliest first', async () => {
    app.setNow(NOW);
    const premier = await createSeason(app.knex, { name: 'Premier 2030' });
    const cup = await createSeason(app.knex, { name: 'Cup 2030' });
    const [h, a] = [
      await createTeam(app.knex, { name: 'Home FC' }),
      await createTeam(app.knex, { name: 'Away FC' }),
    ];
    const later = await createMatch(app.knex, {
      seasonId: premier.id,
      homeTeamId: h.id,
      awayTeamId: a.id,
      matchDate: new Date(NOW.getTime() + 3 * day),
    });
    const soon = await createMatch(app.knex, {
      seasonId: premier.id,
      matchDate: new Date(NOW.getTime() + 1 * day),
    });
    await createMatch(app.knex, { seasonId: cup.id, matchDate: new Date(NOW.getTime() + 6 * day) });
    await createMatch(app.knex, { seasonId: cup.id, matchDate: new Date(NOW.getTime() + 8 * day) });
    await createMatch(app.knex, { seasonId: cup.id, matchDate: new Date(NOW.getTime() - 1 * day) });
    await createMatch(app.knex, {
      seasonId: cup.id,
      matchDate: new Date(NOW.getTime() + 2 * day),
      status: 'cancelled',
    });

    const res = await app.request('GET', '/api/admin/newsletter/preview', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.totalMatches).toBe(3);
    expect(res.body.totalSeasons).toBe(2);
    expect(res.body.matchesBySeason['Premier 2030'].map((m: { id: number }) => m.id)).toEqual([
      soon.id,
      later.id,
    ]);
    expect(res.body.matchesBySeason['Premier 2030'][1]).toEqual({
      id: later.id,
      homeTeam: { name: 'Home FC' },
      awayTeam: { name: 'Away FC' },
      matchDate: new Date(NOW.getTime() + 3 * day).toISOString(),
      matchGroup: { id: later.matchGroupId, name: expect.any(String) },
    });
    expect(res.body.matchesBySeason['Cup 2030']).toHaveLength(1);
    app.setNow(null);
  });
});

describe('POST /api/admin/newsletter/upload-header', () => {
  it('stores the image of field logo and answers imageUrl', async () => {
    const res = await postForm(
      `${app.url}/api/admin/newsletter/upload-header`,
      imageForm('logo', GIF, { name: 'h.gif' }),
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.gif$/);
  });

  it('answers "Please select a file to upload" without a file', async () => {
    const res = await postForm(
      `${app.url}/api/admin/newsletter/upload-header`,
      imageForm('logo', null, { fields: { a: 'b' } }),
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file to upload');
  });
});

describe('POST /api/admin/newsletter/send validation', () => {
  it('answers "Please fill in all required fields" without subject or body, and enforces the lengths', async () => {
    for (const body of [{ bodyText: 'x' }, { subject: 'x' }, { subject: ' ', bodyText: 'x' }]) {
      const res = await app.request('POST', '/api/admin/newsletter/send', {
        token: admin.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill in all required fields');
    }
    const long = await app.request('POST', '/api/admin/newsletter/send', {
      token: admin.token,
      body: { subject: 'x'.repeat(201), bodyText: 'x'.repeat(5001) },
    });
    expect(long.body.errors).toEqual({
      subject: 'Subject must be at most 200 characters',
      bodyText: 'Body must be at most 5000 characters',
    });
    expect(await app.knex('newsletterSends').count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});

describe('batches and progress', () => {
  it('sends in batches of 50 with at most 5 mails in flight', async () => {
    await app.knex('users').insert(
      Array.from({ length: 60 }, (_, i) => ({
        email: `bulk${i}@example.com`,
        teamName: `Bulk ${i}`,
        passwordHash: 'x',
      })),
    );
    let inFlight = 0;
    let maxInFlight = 0;
    const original = app.deps.mailer;
    app.deps.mailer = {
      send: async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
      },
      close: () => {},
    };
    const res = await app.request('POST', '/api/admin/newsletter/send', {
      token: admin.token,
      body: { subject: 'S', bodyText: 'B', testMode: false },
    });
    app.deps.mailer = original;
    const total = Number(
      (await app.knex('users').where({ isActive: true }).count({ n: '*' }).first())!.n,
    );
    expect(res.body.successCount).toBe(total);
    expect(res.body.batchCount).toBe(Math.ceil(total / 50));
    expect(maxInFlight).toBe(5);
  });

  it('shows progress to another request while a send runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: MailMessage[] = [];
    const original = app.deps.mailer;
    const slow: Mailer = {
      send: async (m) => {
        if (sent.length > 0) await gate;
        sent.push(m);
      },
      close: () => {},
    };
    app.deps.mailer = slow;
    await createUser(app.knex, { role: 'admin' });
    const running = app.request('POST', '/api/admin/newsletter/send', {
      token: admin.token,
      body: { subject: 'S', bodyText: 'B', testMode: true },
    });
    let sendId: number | undefined;
    for (let i = 0; i < 100 && !sendId; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const row = await app
        .knex('newsletterSends')
        .where({ subject: 'S', testMode: true })
        .first('id');
      sendId = row?.id;
    }
    let mid = await app.request('GET', `/api/admin/newsletter/sends/${sendId}`, {
      token: admin.token,
    });
    for (let i = 0; i < 100 && mid.body.sent < 1; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mid = await app.request('GET', `/api/admin/newsletter/sends/${sendId}`, {
        token: admin.token,
      });
    }
    expect(mid.body).toMatchObject({ status: 'sending', sent: 1, pending: mid.body.total - 1 });
    release();
    const done = await running;
    app.deps.mailer = original;
    expect(done.body.successCount).toBe(mid.body.total);
    expect(
      (await app.request('GET', `/api/admin/newsletter/sends/${sendId}`, { token: admin.token }))
        .body,
    ).toMatchObject({ status: 'completed', pending: 0 });
  });
});
