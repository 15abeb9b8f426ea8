import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createMailer, type Mailer } from './mailer';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-mailer-'));
const log = pino({ level: 'silent' });
let smtp: TestSmtp;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startTestSmtp();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'game@example.com', dataDir, log });
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  smtp.received.length = 0;
});

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Body '.repeat(5000) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('beforeEnd over SMTP', () => {
  it("holds the mail's end until it resolved: the server accepts the mail only then", async () => {
    const seen: number[] = [];
    await mailer.send(mail('held@example.com'), {
      beforeEnd: async () => {
        seen.push(smtp.received.length);
        await pause(300);
        seen.push(smtp.received.length);
      },
    });
    expect(seen).toEqual([0, 0]);
    expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['held@example.com']]);
  });

  it('drops the mail when it throws (the server never accepts it); the next mail goes through', async () => {
    await expect(
      mailer.send(mail('dropped@example.com'), {
        beforeEnd: async () => {
          throw new Error('claim taken');
        },
      }),
    ).rejects.toThrow('claim taken');
    await mailer.send(mail('next@example.com'), { beforeEnd: async () => {} });
    await pause(200);
    expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['next@example.com']]);
  });

  it('is not called when the server refuses the recipient', async () => {
    let called = false;
    await expect(
      mailer.send(mail('bounce@example.com'), { beforeEnd: async () => void (called = true) }),
    ).rejects.toThrow(/550/);
    expect(called).toBe(false);
  });
});

describe('beforeEnd into the outbox', () => {
  it('runs before the .eml is written; when it throws, nothing is written', async () => {
    const outboxMailer = createMailer({ from: 'game@example.com', dataDir, log });
    const outbox = path.join(dataDir, 'outbox');
    const files = () => (readdirSync(dataDir).includes('outbox') ? readdirSync(outbox) : []);
    await expect(
      outboxMailer.send(mail('dropped@example.com'), {
        beforeEnd: async () => {
          throw new Error('claim taken');
        },
      }),
    ).rejects.toThrow('claim taken');
    expect(files()).toEqual([]);
    let filesWhenCalled: string[] | null = null;
    await outboxMailer.send(mail('kept@example.com'), {
      beforeEnd: async () => void (filesWhenCalled = files()),
    });
    expect(filesWhenCalled).toEqual([]);
    expect(files()).toHaveLength(1);
  });
});
