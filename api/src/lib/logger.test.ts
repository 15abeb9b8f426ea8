import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createLogger } from './logger';
import { settled } from './after-answer';
import { createMailer } from './mailer';

let app: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // Real JSON logs at info level, and the real outbox mailer that logs each mail it writes.
  app.deps.log = createLogger('info', sink);
  app.deps.mailer = createMailer({
    from: 'test@example.com',
    dataDir: app.config.dataDir,
    log: app.deps.log,
  });
});
afterAll(() => app?.close());

describe('logs', () => {
  it('carry the request id on every line and never a password, token or reset link', async () => {
    const password = 'very-secret-pass-1';
    const registered = await app.request('POST', '/api/auth/register', {
      body: { email: 'logged@example.com', password, teamName: 'Loggers' },
    });
    const token: string = registered.body.token;
    await app.request('POST', '/api/auth/login', {
      body: { email: 'logged@example.com', password },
    });
    await app.request('GET', '/api/auth/me', { token });
    await app.request('POST', '/api/auth/forgot-password', {
      body: { email: 'logged@example.com' },
    });
    await settled(); // the reset mail is written after the answer
    const { readdirSync, readFileSync } = await import('node:fs');
    const outbox = `${app.config.dataDir}/outbox`;
    const mail = readFileSync(`${outbox}/${readdirSync(outbox)[0]}`, 'utf8');
    const resetToken = /reset-password\?token=3D([\w-]+)|reset-password\?token=([\w-]+)/.exec(
      mail.replace(/=\r?\n/g, ''),
    )!;
    const reset = resetToken[1] ?? resetToken[2];
    await app.request('POST', '/api/auth/reset-password', {
      body: { token: reset, password: 'another-secret-2' },
    });

    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(5);
    expect(parsed.some((l) => l.msg === 'mail written to outbox')).toBe(true);
    for (const line of parsed) expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const all = lines.join('\n');
    for (const secret of [password, 'another-secret-2', token, reset, 'reset-password?token']) {
      expect(all).not.toContain(secret);
    }
  });
});
