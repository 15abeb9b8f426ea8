import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock';
import { startServer } from './server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-crash-'));
const lockFile = path.join(dataDir, 'server.lock');
let sleeper: ReturnType<typeof spawn> | undefined;
afterAll(() => {
  sleeper?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const player = { email: 'crash@example.com', password: 'survive-1' };

describe('a server killed with SIGKILL', () => {
  it('leaves a folder the next start opens, with its acknowledged writes, even once its pid is reused', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    // The lock names a live server of this folder (its pid and start time): refused.
    expect(() => lockDataDir(dataDir)).toThrow(
      `Another server (pid ${first.child.pid}) is already using ${dataDir}`,
    );
    const registered = await post(first.url + '/api/auth/register', {
      ...player,
      teamName: 'Crashers',
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    // The lock outlived its owner; later its pid may belong to any program: here, `sleep`, started
    // after the server died (a program started in the same clock tick would share its start time).
    sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
    const left = JSON.parse(readFileSync(lockFile, 'utf8'));
    expect(left.pid).toBe(first.child.pid);
    writeFileSync(lockFile, JSON.stringify({ ...left, pid: sleeper.pid }));

    const restarted = await startServer({ DATA_DIR: dataDir });
    expect(restarted.output()).toContain(`took over a stale lock left by pid ${sleeper.pid}`);
    expect((await post(restarted.url + '/api/auth/login', player)).status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 180_000);
});
