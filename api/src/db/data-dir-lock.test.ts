import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiDir } from '../../test/server-process';
import { currentOwner, lockDataDir, type LockOwner } from './data-dir-lock';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'predictor-lock-'));

/** A folder whose server.lock holds `content`, as a crashed server (or an older version) left it. */
function dirWithLock(content: string) {
  const dir = freshDir();
  writeFileSync(path.join(dir, 'server.lock'), content);
  return dir;
}

/** A live process that is not a server of any folder. */
function sleeper(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** A pid no process has: a child that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

/** Takes the lock, expecting a takeover: returns the lines reported through onStaleLock. */
function takeOver(dir: string): string[] {
  const reported: string[] = [];
  const release = lockDataDir(dir, { onStaleLock: (line) => reported.push(line) });
  expect(JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8'))).toEqual(currentOwner());
  release();
  return reported;
}

const lockOf = (owner: Partial<LockOwner>) => JSON.stringify({ ...currentOwner(), ...owner });

describe('the DATA_DIR lock', () => {
  it('records pid, start time and boot id, refuses a second holder, and is gone once released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8'));
    expect(owner.pid).toBe(process.pid);
    expect(owner.startTime).toMatch(/^\d+$/);
    expect(owner.bootId).toBe(readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
    expect(() => lockDataDir(dir)).toThrow(
      `Another server (pid ${process.pid}) is already using ${dir}. Stop it, or set DATA_DIR to another folder.`,
    );
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock whose pid is gone', async () => {
    const pid = await deadPid();
    expect(takeOver(dirWithLock(lockOf({ pid })))).toEqual([
      `took over a stale lock left by pid ${pid}`,
    ]);
  });

  it('takes over a lock naming a live process that is not its owner (pid reused)', () => {
    const pid = sleeper();
    // The recorded start time is the crashed server's, not that of the program now on its pid.
    expect(takeOver(dirWithLock(lockOf({ pid, startTime: '1' })))).toEqual([
      `took over a stale lock left by pid ${pid}`,
    ]);
    expect(takeOver(dirWithLock(lockOf({ startTime: '1' })))).toEqual([
      `took over a stale lock left by pid ${process.pid}`,
    ]);
  });

  it('takes over a lock written before the machine restarted, whatever runs on its pid now', () => {
    expect(takeOver(dirWithLock(lockOf({ bootId: 'an-earlier-boot' })))).toHaveLength(1);
  });

  it('reads the old format (a bare pid): held only by a live process that runs the server', async () => {
    expect(takeOver(dirWithLock(String(await deadPid())))).toHaveLength(1);
    expect(takeOver(dirWithLock(String(sleeper())))).toHaveLength(1);
    // A live process whose command line is the server's (its argv[0] says so).
    const server = spawn('sleep', ['30'], { argv0: 'node src/server.ts', stdio: 'ignore' });
    children.push(server);
    expect(() => lockDataDir(dirWithLock(String(server.pid)))).toThrow(
      `Another server (pid ${server.pid}) is already using`,
    );
  });

  it('takes over a lock file left empty or unreadable', () => {
    expect(takeOver(dirWithLock(''))).toEqual(['took over a stale lock left by pid unknown']);
  });

  it('stops with the reason, rather than retrying forever, when server.lock cannot be read', () => {
    const dir = freshDir();
    mkdirSync(path.join(dir, 'server.lock'));
    expect(() => lockDataDir(dir)).toThrow(/EISDIR/);
  });

  it('lets exactly one of several processes starting at once win, on a fresh or a stale folder', async () => {
    for (const dir of [freshDir(), dirWithLock(lockOf({ pid: process.pid, startTime: '1' }))]) {
      const startAt = Date.now() + 3000;
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', 'test/lock-race.ts', dir, String(startAt)],
            { cwd: apiDir },
          );
          children.push(child);
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          return new Promise<string>((r) => child.on('exit', () => r(output.trim())));
        }),
      );
      expect(outcomes.sort()).toEqual(['refused', 'refused', 'refused', 'won']);
    }
  }, 60_000);
});
