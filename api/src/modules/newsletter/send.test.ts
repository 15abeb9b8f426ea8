import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createUser, signedIn } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

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

describe('resume after a crash', () => {
  it('mails only recipients still pending: never those sent or cut off mid-delivery', async () => {
    const [sent, claimed, pending] = [
      await createUser(app.knex),
      await createUser(app.knex),
      await createUser(app.knex),
    ];
    const [{ id: sendId }] = await app
      .knex('newsletterSends')
      .insert({
        subject: 'Crashed',
        bodyText: 'Body',
        status: 'sending',
        createdBy: admin.user.id,
        totalUsers: 3,
        validUsers: 3,
        batchCount: 1,
      })
      .returning('id');
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    await app.knex('newsletterRecipients').insert([
      { sendId, userId: sent.id, email: sent.email, status: 'sent', sentAt: longAgo },
      { sendId, userId: claimed.id, email: claimed.email, status: 'pending', sentAt: longAgo },
      { sendId, userId: pending.id, email: pending.email, status: 'pending' },
    ]);
    const before = await app.request('GET', `/api/admin/newsletter/sends/${sendId}`, {
      token: admin.token,
    });
    expect(before.body).toEqual({
      id: sendId,
      status: 'sending',
      total: 3,
      sent: 1,
      failed: 0,
      invalid: 0,
      pending: 2,
    });

    const res = await app.request('POST', `/api/admin/newsletter/sends/${sendId}/resume`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(smtp.received.flatMap((m) => m.envelopeTo)).toEqual([pending.email.toLowerCase()]);
    expect(res.body).toMatchObject({ successCount: 2, failureCount: 1, batchCount: 2 });
    expect(res.body.failedEmails).toEqual([
      { email: claimed.email, error: expect.stringContaining('Interrupted') },
    ]);
    const after = await app.request('GET', `/api/admin/newsletter/sends/${sendId}`, {
      token: admin.token,
    });
    expect(after.body).toEqual({
      id: sendId,
      status: 'completed',
      total: 3,
      sent: 2,
      failed: 1,
      invalid: 0,
      pending: 0,
    });

    smtp.received.length = 0;
    await app.request('POST', `/api/admin/newsletter/sends/${sendId}/resume`, {
      token: admin.token,
    });
    expect(smtp.received).toHaveLength(0);
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
