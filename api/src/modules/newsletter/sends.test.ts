import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createTeam, createUser, signedIn } from '../../../test/factories';
import { CLAIM_TIMEOUT_MS } from './send-run';

let app: TestApp;
let admin: { token: string; user: { id: number } };
let player: string;
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://predictor.example' });
  admin = await signedIn(app, { role: 'admin' });
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

const get = (query = '') =>
  app.request('GET', `/api/admin/newsletter/sends${query}`, { token: admin.token });

/** A send as a runner leaves it: status, creation time, recipients with their status, claim and sending time. */
async function recordSend(
  subject: string,
  status: string,
  createdAt: Date,
  recipients: { status: string; sentAt?: Date; claimedAt?: Date }[],
) {
  const [{ id }] = await app
    .knex('newsletterSends')
    .insert({ subject, bodyText: 'Body', status, createdBy: admin.user.id, createdAt })
    .returning('id');
  for (const r of recipients) {
    const user = await createUser(app.knex);
    await app.knex('newsletterRecipients').insert({
      sendId: id,
      userId: user.id,
      email: user.email,
      claimedBy: r.claimedAt ? randomUUID() : null,
      ...r,
    });
  }
  return id as number;
}

describe('GET /api/admin/newsletter/sends', () => {
  it('lists recent sends newest first with counts; a silent sending one is interrupted', async () => {
    const now = Date.now();
    const long = new Date(now - CLAIM_TIMEOUT_MS - 60_000);
    const before = (minutes: number) => new Date(long.getTime() - minutes * 60_000);
    const done = await recordSend('Done', 'completed', before(2), [
      { status: 'sent', sentAt: long },
      { status: 'invalid' },
    ]);
    const stalled = await recordSend('Stalled', 'sending', before(1), [
      { status: 'sent', sentAt: long },
      { status: 'pending', claimedAt: long },
      { status: 'pending' },
    ]);
    // Nothing sent for a while, but its run renewed its claims a second ago: still running.
    const renewing = await recordSend('Renewing', 'sending', long, [
      { status: 'sent', sentAt: long },
      { status: 'pending', claimedAt: new Date(now - 1000) },
    ]);
    const running = await recordSend('Running', 'sending', long, [
      { status: 'sent', sentAt: new Date(now - 1000) },
      { status: 'failed', sentAt: new Date(now - 500) },
      { status: 'pending' },
    ]);
    const fresh = await recordSend('Fresh', 'sending', new Date(now), [{ status: 'pending' }]);

    const all = await get();
    expect(all.status).toBe(200);
    const ids = all.body.map((s: { id: number }) => s.id);
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(running));
    expect(ids.indexOf(running)).toBeLessThan(ids.indexOf(stalled));
    expect(ids.indexOf(stalled)).toBeLessThan(ids.indexOf(done));
    const byId = (id: number) => all.body.find((s: { id: number }) => s.id === id);
    expect(byId(done)).toMatchObject({
      subject: 'Done',
      state: 'completed',
      total: 2,
      sent: 1,
      invalid: 1,
    });
    expect(byId(stalled)).toMatchObject({
      state: 'interrupted',
      testMode: false,
      createdBy: admin.user.id,
      total: 3,
      sent: 1,
      failed: 0,
      pending: 2,
    });
    expect(byId(running)).toMatchObject({ state: 'sending', sent: 1, failed: 1, pending: 1 });
    expect(byId(fresh)).toMatchObject({ state: 'sending', pending: 1 });
    expect(byId(renewing)).toMatchObject({ state: 'sending', sent: 1, pending: 1 });

    const sending = (await get('?status=sending')).body.map((s: { id: number }) => s.id);
    expect(sending).toContain(running);
    expect(sending).toContain(fresh);
    expect(sending).toContain(renewing);
    expect(sending).not.toContain(stalled);
    expect(sending).not.toContain(done);
    const interrupted = (await get('?status=interrupted')).body.map((s: { id: number }) => s.id);
    expect(interrupted).toContain(stalled);
    expect(interrupted).not.toContain(running);
    expect(interrupted).not.toContain(fresh);
    expect(interrupted).not.toContain(renewing);
    expect(interrupted).not.toContain(done);
  });

  it('shows at most 20 sends and refuses an unknown status filter with 400', async () => {
    for (let i = 0; i < 21; i += 1) await recordSend(`Bulk ${i}`, 'completed', new Date(), []);
    expect((await get()).body).toHaveLength(20);
    const bad = await get('?status=done');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTruthy();
  });

  it('answers 401 anonymously and 403 to a player', async () => {
    expect((await app.request('GET', '/api/admin/newsletter/sends')).status).toBe(401);
    expect(
      (await app.request('GET', '/api/admin/newsletter/sends', { token: player })).status,
    ).toBe(403);
  });
});

describe('POST /api/admin/newsletter/render', () => {
  const render = (body: unknown, token = admin.token) =>
    app.request('POST', '/api/admin/newsletter/render', { token, body });

  it('renders the e-mail a player receives: header, escaped paragraphs, fixtures, links', async () => {
    const [home, away] = [
      await createTeam(app.knex, { name: 'Render Home' }),
      await createTeam(app.knex, { name: 'Render Away' }),
    ];
    await createMatch(app.knex, { homeTeamId: home.id, awayTeamId: away.id });
    const res = await render({
      subject: 'Week 9',
      bodyText: 'Hello <b>all</b>\n\nSecond',
      headerImageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain(
      'src="https://predictor.example/uploads/0123456789abcdef0123456789abcdef.png"',
    );
    expect(res.body.html).toContain('<p>Hello &lt;b&gt;all&lt;/b&gt;</p>');
    expect(res.body.html).toContain('<p>Second</p>');
    expect(res.body.html).toContain('Render Home');
    expect(res.body.html).toContain('<a href="https://predictor.example/">Unsubscribe</a>');
    expect(res.body.html).not.toMatch(/unsubscribe-[0-9a-f]{8}-/);
    expect(res.body.text).toContain('Hello <b>all</b>');
  });

  it('renders an empty draft, and refuses over-long fields and bad image URLs with 400', async () => {
    expect((await render({})).status).toBe(200);
    const long = await render({ subject: 'x'.repeat(201), bodyText: 'y'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({
      subject: 'Subject must be at most 200 characters',
      bodyText: 'Body must be at most 5000 characters',
    });
    expect((await render({ headerImageUrl: 'javascript:alert(1)' })).status).toBe(400);
  });

  it('answers 401 anonymously and 403 to a player', async () => {
    expect((await app.request('POST', '/api/admin/newsletter/render', { body: {} })).status).toBe(
      401,
    );
    expect((await render({}, player)).status).toBe(403);
  });
});
