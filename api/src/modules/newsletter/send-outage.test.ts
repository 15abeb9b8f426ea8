import { ADMIN_CONTENT_MESSAGES as M } from '@predictor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn } from '../../../test/factories';
import { embeddedOutage, postgresOutage, type Outage } from '../../../test/outage';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { CLAIM_TIMEOUT_MS } from './send-run';

// The database goes away in the middle of a send delivered by its request (no job runner).
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const PLAYERS = 40;

let outage: Outage;
let smtp: TestSmtp;
let app: TestApp;
let token: string;
beforeAll(async () => {
  outage = serverUrl ? await postgresOutage(serverUrl) : await embeddedOutage();
  // A slow server: each mail takes a quarter of a second, so the cut lands mid-send.
  smtp = await startTestSmtp({ rcptMs: 250 });
  app = await startTestApp(
    { smtpUrl: smtp.url },
    { databaseUrl: outage.url, embedded: !serverUrl },
  );
  ({ token } = await signedIn(app, { role: 'admin' }));
  for (let i = 0; i < PLAYERS; i++) await createUser(app.knex);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await outage?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(done: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await done()) return;
    await pause(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a send whose database goes away', () => {
  it('answers 503 and mails nobody after it, even once the database is back; resumed, it mails each player once', async () => {
    const answer = app.request('POST', '/api/admin/newsletter/send', {
      token,
      body: { subject: 'Outage', bodyText: 'Hello', testMode: false },
    });
    await until(() => smtp.received.length >= 5, 'the first mails');
    await outage.cut();
    const res = await answer;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: M.sendStopped, code: 'UNAVAILABLE' });

    const mailedBefore = smtp.received.length;
    // Longer than a mail in flight takes: none of them ends after the answer.
    await pause(1500);
    expect(smtp.received.length).toBe(mailedBefore);
    await outage.restore();
    await until(async () => (await app.request('GET', '/api/health')).status === 200, 'health');
    await pause(1500);
    expect(smtp.received.length).toBe(mailedBefore);

    // Resumed once the stopped run's claims lapsed: the rest, and nobody twice.
    const { id: sendId } = await app
      .knex('newsletterSends')
      .where({ subject: 'Outage' })
      .first('id');
    const audience: string[] = await app
      .knex('newsletterRecipients')
      .where({ sendId })
      .pluck('email');
    expect(mailedBefore).toBeLessThan(audience.length);
    app.setNow(new Date(Date.now() + CLAIM_TIMEOUT_MS + 1000));
    const resumed = await app.request('POST', `/api/admin/newsletter/sends/${sendId}/resume`, {
      token,
    });
    app.setNow(null);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ successCount: audience.length, failureCount: 0 });
    const mailed = smtp.received.flatMap((m) => m.envelopeTo).sort();
    expect(mailed).toEqual(audience.map((email) => email.toLowerCase()).sort());
  }, 60_000);
});
