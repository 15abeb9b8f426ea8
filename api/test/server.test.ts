import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './outage';
import { runScript, startedRequest, startServer, type Running } from './server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server on the embedded database in this file's DATA_DIR, healthy. */
const startHealthy = (env: Record<string, string> = {}) =>
  startServer({ DATA_DIR: dataDir, ...env });

/** The server process only (it may be expected to refuse to start). */
const launch = async (env: Record<string, string> = {}): Promise<Running> =>
  runScript('src/server.ts', { PORT: String(await freePort()), DATA_DIR: dataDir, ...env });

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the server process', () => {
  it('finishes in-flight requests on SIGTERM, exits 0, and keeps data across a restart', async () => {
    const first = await startHealthy({
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner-pass',
    });
    const registered = await post(first.url + '/api/auth/register', {
      email: 'keep@example.com',
      password: 'keep-me-1',
      teamName: 'Keepers',
    });
    expect(registered.status).toBe(201);

    // A second server on the same DATA_DIR refuses to start with a clear message.
    const second = await launch();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using/);

    // A sign-in the server has taken up (it answered 100 Continue), whose body comes after the signal.
    const inFlight = await startedRequest(first.url, '/api/auth/login');
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    expect(
      (await inFlight.finish({ email: 'keep@example.com', password: 'keep-me-1' })).status,
    ).toBe(200);
    expect(await first.exited).toBe(0);

    const restarted = await startHealthy();
    const login = await post(restarted.url + '/api/auth/login', {
      email: 'KEEP@example.com',
      password: 'keep-me-1',
    });
    expect(login.status).toBe(200);
    const admin = await post(restarted.url + '/api/auth/login', {
      email: 'owner@example.com',
      password: 'owner-pass',
    });
    expect((await admin.json()).user.role).toBe('admin');
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 120_000);

  it('stops at start with one line naming an invalid variable', async () => {
    const bad = await launch({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toMatch(/^Invalid configuration: PORT/);
  }, 30_000);
});
