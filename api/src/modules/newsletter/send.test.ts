import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, signedIn } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { CLAIM_TIMEOUT_MS } from './send-run';

let smtp: TestSmtp;
let app: TestApp;
let admin: { token: string; user: { id: number; email: string } };
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://predictor.example' });
  admin = await signedIn(app, { role: 'admin' });
  await createUser(app.knex, { role: 'admin', isActive: false });
  await createMatch(app.knex);
}, 30_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const send = (body: Record<string, unknown>) =>
  app.request('POST', '/api/admin/newsletter/send', {
    token: admin.token,
    body: { subject: 'Week 1', bodyText: 'Hello <b>all</b>\n\nSecond para', ...body },
  });
/** A header's raw value (unfolded), as the mail client sees it. */
const header = (mail: TestSmtp['received'][number], name: string) =>
  (mail.headerLines.find((h) => h.key === name)?.line ?? '')
    .replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '');

describe('test mode', () => {
  it('mails active admins only, and answers the admin counts', async () => {
    const player = await createUser(app.knex);
    const res = await send({ testMode: true });
    expect(res.status).toBe(200);
    const admins = await app.knex('users').where({ role: 'admin', isActive: true }).pluck('email');
    expect(res.body).toMatchObject({
      totalAdmins: admins.length,
      successCount: admins.length,
      failureCount: 0,
      testMode: true,
    });
    expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(
      admins.map((e: string) => e.toLowerCase()).sort(),
    );
    expect(smtp.received.some((m) => m.envelopeTo.includes(player.email))).toBe(false);
    expect(res.body.recipients).toEqual(admins.map((email: string) => ({ email, status: 'sent' })));
  });
});

describe('live send', () => {
  it('mails every active user who wants the newsletter, skips and counts invalid addresses, reports failures', async () => {
    const keen = await createUser(app.knex);
    const off = await createUser(app.knex, {});
    await app.knex('users').where({ id: off.id }).update({ emailNotifications: false });
    const gone = await createUser(app.knex);
    await app.knex('users').where({ id: gone.id }).update({ unsubscribed: true });
    const inactive = await createUser(app.knex, { isActive: false });
    await createUser(app.knex, { email: 'not-an-email' });
    await createUser(app.knex, { email: 'bounce@example.com' });

    const res = await send({
      testMode: false,
      headerImageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    expect(res.status).toBe(200);
    const expected = await app
      .knex('users')
      .where({ isActive: true, emailNotifications: true, unsubscribed: false })
      .pluck('email');
    const mailed = smtp.received.flatMap((m) => m.envelopeTo);
    expect(mailed).toContain(keen.email.toLowerCase());
    for (const skipped of [off, gone, inactive])
      expect(mailed).not.toContain(skipped.email.toLowerCase());
    expect(mailed).not.toContain('not-an-email');
    expect(res.body).toMatchObject({
      totalUsers: expected.length,
      validUsers: expected.length - 1,
      invalidEmails: 1,
      successCount: expected.length - 2,
      failureCount: 1,
      batchCount: 1,
      totalAdmins: 0,
    });
    expect(smtp.received).toHaveLength(expected.length - 2);
    expect(res.body.failedEmails).toEqual([
      { email: 'bounce@example.com', error: expect.any(String) },
    ]);
    expect(res.body.successfulEmails).toContain(keen.email);
    expect(res.body.recipients).toContainEqual({ email: 'not-an-email', status: 'invalid' });
    const stored = await app.knex('newsletterSends').where({ id: res.body.sendId }).first();
    expect(stored).toMatchObject({
      status: 'completed',
      successCount: expected.length - 2,
      failureCount: 1,
      invalidEmails: 1,
    });
    expect(
      await app
        .knex('audit_events')
        .where({
          resource: 'newsletter-sends',
          action: 'send',
          resourceId: String(res.body.sendId),
        })
        .first(),
    ).toBeTruthy();
  });

  it('puts a signed one-click unsubscribe link in the headers and the body, escaped paragraphs, fixtures and the header image', async () => {
    const user = await createUser(app.knex);
    await send({
      testMode: false,
      headerImageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    const mail = smtp.received.find((m) => m.envelopeTo.includes(user.email.toLowerCase()))!;
    expect(mail.subject).toBe('Week 1');
    const listUnsubscribe = header(mail, 'list-unsubscribe');
    expect(listUnsubscribe).toMatch(
      /https:\/\/predictor\.example\/api\/newsletter\/unsubscribe\?token=[\w.-]+/,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /https:\/\/predictor\.example\/api\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(
      listUnsubscribe,
    )![0];
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hello <b>all</b>');
    const html = String(mail.html);
    expect(html).toContain('<p>Hello &lt;b&gt;all&lt;/b&gt;</p>');
    expect(html).toContain('<p>Second para</p>');
    expect(html).toContain(
      'src="https://predictor.example/uploads/0123456789abcdef0123456789abcdef.png"',
    );
    expect(html).toContain('Upcoming fixtures');
    expect(html).toMatch(/Club \d+ \d+<\/td><td>v<\/td><td>Club/);
  });

  it('unsubscribes the recipient through the link, GET (HTML) or POST (one-click)', async () => {
    const [a, b] = [await createUser(app.knex), await createUser(app.knex)];
    await send({ testMode: false });
    const linkOf = (email: string) => {
      const mail = smtp.received.find((m) => m.envelopeTo.includes(email.toLowerCase()))!;
      return /<https:\/\/predictor\.example(\/api\/newsletter\/unsubscribe\?token=[\w.-]+)>/.exec(
        header(mail, 'list-unsubscribe'),
      )![1];
    };
    const viaGet = await fetch(app.url + linkOf(a.email));
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get('content-type')).toMatch(/text\/html/);
    expect(await viaGet.text()).toContain('You have been unsubscribed');
    const viaPost = await app.request('POST', linkOf(b.email), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(viaPost.status).toBe(200);
    for (const user of [a, b]) {
      expect(
        await app.knex('users').where({ id: user.id }).first('emailNotifications', 'unsubscribed'),
      ).toEqual({ emailNotifications: false, unsubscribed: true });
    }
    smtp.received.length = 0;
    await send({ testMode: false });
    expect(smtp.received.flatMap((m) => m.envelopeTo)).not.toContain(a.email.toLowerCase());
  });

  it('refuses a bad or foreign token with 400', async () => {
    expect((await app.request('GET', '/api/newsletter/unsubscribe?token=nonsense')).status).toBe(
      400,
    );
    expect((await app.request('POST', '/api/newsletter/unsubscribe')).status).toBe(400);
    // A sign-in token is signed with the same secret but is not an unsubscribe token.
    expect(
      (await app.request('POST', `/api/newsletter/unsubscribe?token=${admin.token}`)).status,
    ).toBe(400);
  });
});

/** A send a crashed run left behind, with one new player per recipient row (status, claim, sending). */
async function crashedSend(rows: Record<string, unknown>[]) {
  const [{ id: sendId }] = await app
    .knex('newsletterSends')
    .insert({
      subject: 'Crashed',
      bodyText: 'Body',
      status: 'sending',
      createdBy: admin.user.id,
      totalUsers: rows.length,
      validUsers: rows.length,
      batchCount: 1,
    })
    .returning('id');
  const users = [];
  for (const row of rows) {
    const user = await createUser(app.knex);
    await app
      .knex('newsletterRecipients')
      .insert({ sendId, userId: user.id, email: user.email, ...row });
    users.push(user);
  }
  return { sendId: sendId as number, users };
}
const resume = (sendId: number) =>
  app.request('POST', `/api/admin/newsletter/sends/${sendId}/resume`, { token: admin.token });
const progressOf = async (sendId: number) =>
  (await app.request('GET', `/api/admin/newsletter/sends/${sendId}`, { token: admin.token })).body;

describe('resume after a crash', () => {
  it('mails exactly the recipients not yet mailed: a lapsed claim again, a mail handed over never', async () => {
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    const { sendId, users } = await crashedSend([
      { status: 'sent', sentAt: longAgo, confirmedAt: longAgo },
      // The dead run had written its mark, so the mail's end may have reached the server.
      { status: 'sent', sentAt: longAgo },
      // The dead run had claimed it but not reached the mail's end: the server discarded it.
      { status: 'pending', claimedBy: randomUUID(), claimedAt: longAgo },
      { status: 'pending' },
      { status: 'failed', error: '550 Mailbox unavailable' },
    ]);
    const [confirmed, unconfirmed, lapsed, pending, failed] = users;
    expect(await progressOf(sendId)).toEqual({
      id: sendId,
      status: 'sending',
      total: 5,
      sent: 2,
      failed: 1,
      invalid: 0,
      pending: 2,
    });

    const res = await resume(sendId);
    expect(res.status).toBe(200);
    expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(
      [lapsed.email, pending.email].map((e) => e.toLowerCase()).sort(),
    );
    expect(res.body).toMatchObject({ successCount: 4, failureCount: 1, batchCount: 2 });
    expect(res.body.successfulEmails).toEqual([
      confirmed.email,
      unconfirmed.email,
      lapsed.email,
      pending.email,
    ]);
    expect(res.body.unconfirmedEmails).toEqual([unconfirmed.email]);
    expect(res.body.failedEmails).toEqual([
      { email: failed.email, error: '550 Mailbox unavailable' },
    ]);
    expect(await progressOf(sendId)).toMatchObject({ status: 'completed', sent: 4, pending: 0 });

    smtp.received.length = 0;
    expect((await resume(sendId)).status).toBe(200);
    expect(smtp.received).toHaveLength(0);
  });

  it("leaves a fresh claim (a live run's) alone, and mails its recipient once the claim lapsed", async () => {
    const { sendId, users } = await crashedSend([
      { status: 'pending', claimedBy: randomUUID(), claimedAt: new Date() },
    ]);
    const resumed = resume(sendId);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(0);
    expect(await progressOf(sendId)).toMatchObject({ status: 'sending', pending: 1 });
    app.setNow(new Date(Date.now() + CLAIM_TIMEOUT_MS + 1000));
    const res = await resumed;
    app.setNow(null);
    expect(res.body).toMatchObject({ successCount: 1, failureCount: 0 });
    expect(smtp.received.flatMap((m) => m.envelopeTo)).toEqual([users[0].email.toLowerCase()]);
  });

  it('answers 404 for an unknown send', async () => {
    expect(
      (
        await app.request('POST', '/api/admin/newsletter/sends/999999/resume', {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await app.request('GET', '/api/admin/newsletter/sends/999999', { token: admin.token }))
        .status,
    ).toBe(404);
  });
});
