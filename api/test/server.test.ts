import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

type Running = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitHealthy(server: Running) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(server.url + '/api/health');
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy: ${server.output()}`);
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the server process', () => {
  it('finishes in-flight requests on SIGTERM, exits 0, and keeps data across a restart', async () => {
    const first = await startServer({
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner-pass',
    });
    await waitHealthy(first);
    const registered = await post(first.url + '/api/auth/register', {
      email: 'keep@example.com',
      password: 'keep-me-1',
      teamName: 'Keepers',
    });
    expect(registered.status).toBe(201);

    // A second server on the same DATA_DIR refuses to start with a clear message.
    const second = await startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using/);

    const inFlight = post(first.url + '/api/auth/login', {
      email: 'keep@example.com',
      password: 'keep-me-1',
    });
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);

    const restarted = await startServer();
    await waitHealthy(restarted);
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
    const bad = await startServer({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toMatch(/^Invalid configuration: PORT/);
  }, 30_000);
});
