// The live send asks first and mails once: the audience count its confirmation names, and an
// idempotency key making a retry or three parallel requests one send, one mail each.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

let smtp: TestSmtp;
let app: TestApp;
let admin: { token: string; user: { id: number; email: string } };
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://predictor.example' });
  admin = await signedIn(app, { role: 'admin' });
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
    body: { subject: 'Week 17 preview', bodyText: 'Hello all', testMode: false, ...body },
  });
const audience = async (testMode: boolean) =>
  app.request('GET', `/api/admin/newsletter/audience?testMode=${testMode}`, {
    token: admin.token,
  });
const liveAudience = async () =>
  Number(
    (await app
      .knex('users')
      .where({ isActive: true, emailNotifications: true, unsubscribed: false })
      .count({ n: '*' })
      .first())!.n,
  );
/** How many mails each address received. */
const copies = () => {
  const byAddress = new Map<string, number>();
  for (const to of smtp.received.flatMap((m) => m.envelopeTo))
    byAddress.set(to, (byAddress.get(to) ?? 0) + 1);
  return byAddress;
};

describe('newsletter audience', () => {
  it('counts the players a live send would mail, and the admins a test send would', async () => {
    await createUser(app.knex);
    const off = await createUser(app.knex);
    await app.knex('users').where({ id: off.id }).update({ emailNotifications: false });
    await createUser(app.knex, { isActive: false });
    const live = await audience(false);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ recipients: await liveAudience() });
    const admins = Number(
      (await app.knex('users').where({ role: 'admin', isActive: true }).count({ n: '*' }).first())!
        .n,
    );
    expect((await audience(true)).body).toEqual({ recipients: admins });
  });
});

describe('idempotent live send', () => {
  it('three parallel requests with one key make one send, one mail each, one answer', async () => {
    await createUser(app.knex);
    await createUser(app.knex);
    const expected = await liveAudience();
    const key = randomUUID();
    const answers = await Promise.all([
      send({ idempotencyKey: key }),
      send({ idempotencyKey: key }),
      send({ idempotencyKey: key }),
    ]);
    for (const res of answers) expect(res.status).toBe(200);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[2].body).toEqual(answers[0].body);
    expect(answers[0].body.successCount).toBe(expected);
    expect(smtp.received).toHaveLength(expected);
    expect([...copies().values()].every((n) => n === 1)).toBe(true);
    expect(
      await app.knex('newsletterSends').where({ subject: 'Week 17 preview', testMode: false }),
    ).toHaveLength(1);
  });

  it('a retry with the same key mails nobody again and answers the same send', async () => {
    const key = randomUUID();
    const first = await send({ subject: 'Retry preview', idempotencyKey: key });
    expect(first.status).toBe(200);
    const mailed = smtp.received.length;
    expect(mailed).toBe(first.body.successCount);
    await createUser(app.knex); // would be mailed by a second send
    const again = await send({ subject: 'Retry preview', idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(smtp.received).toHaveLength(mailed);
    expect(await app.knex('newsletterSends').where({ subject: 'Retry preview' })).toHaveLength(1);
  });

  it('refuses the key with another body (409), sending nothing', async () => {
    const key = randomUUID();
    expect((await send({ subject: 'First use', testMode: true, idempotencyKey: key })).status).toBe(
      200,
    );
    const mailed = smtp.received.length;
    const reused = await send({ subject: 'Second use', idempotencyKey: key });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(smtp.received).toHaveLength(mailed);
    expect(await app.knex('newsletterSends').where({ subject: 'Second use' })).toEqual([]);
  });

  it('two different keys are two sends', async () => {
    const one = await send({ subject: 'Twice', testMode: true, idempotencyKey: randomUUID() });
    const two = await send({ subject: 'Twice', testMode: true, idempotencyKey: randomUUID() });
    expect(two.body.sendId).not.toBe(one.body.sendId);
  });
});
