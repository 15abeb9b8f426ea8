import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Who holds a lock: a pid alone is not enough, since pids are reused (after a reboot, or over time). */
export type LockOwner = { pid: number; startTime: string | null; bootId: string | null };

export type LockOptions = { onStaleLock?: (message: string) => void };

/**
 * Two processes on one PGlite folder silently lose writes: holds an exclusive lock on DATA_DIR
 * (`server.lock`), and returns its release. A lock whose owner is gone (killed, or the machine
 * restarted) is taken over, even when its pid now belongs to another program.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const mine = JSON.stringify(currentOwner());
  // Written whole under a private name, then linked into place: linking fails when the lock exists,
  // so of two servers starting at once exactly one wins, and no reader ever sees a half-written lock.
  const draft = `${lockFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(draft, mine);
  let staleOwner: string | null = null;
  try {
    for (;;) {
      try {
        linkSync(draft, lockFile);
        if (staleOwner) options.onStaleLock?.(`took over a stale lock left by pid ${staleOwner}`);
        return () => releaseIfMine(lockFile, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readLockFile(lockFile);
      if (found === null) continue;
      const owner = parseLock(found);
      if (owner && isHeld(owner)) {
        throw new Error(
          `Another server (pid ${owner.pid}) is already using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
        );
      }
      if (removeIfUnchanged(lockFile, found)) staleOwner = String(owner?.pid ?? 'unknown');
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

/** This process, as a lock records it. */
export function currentOwner(): LockOwner {
  return { pid: process.pid, ...identityOf(process.pid) };
}

/** The lock file's owner; a bare pid is the format written before start times were recorded. */
export function parseLock(text: string): LockOwner | null {
  if (/^\s*\d+\s*$/.test(text)) return { pid: Number(text), startTime: null, bootId: null };
  try {
    const { pid, startTime, bootId } = JSON.parse(text);
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime, bootId } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the owner still runs: its pid is alive and, where /proc tells, it is the same process
 * (same start time since boot, same boot). Without /proc (not Linux), the pid check alone.
 */
export function isHeld(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const now = identityOf(owner.pid);
  if (owner.bootId && now.bootId && owner.bootId !== now.bootId) return false;
  if (owner.startTime === null && owner.bootId === null) return looksLikeServer(owner.pid);
  if (owner.startTime === null || now.startTime === null) return true;
  return owner.startTime === now.startTime;
}

/** Start time (field 22 of /proc/<pid>/stat, clock ticks since boot) and boot id; null where unreadable. */
function identityOf(pid: number): Omit<LockOwner, 'pid'> {
  const stat = readIfExists(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const startTime = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  const bootId = readIfExists('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
  return { startTime: startTime || null, bootId: bootId || null };
}

/**
 * An old-format lock (a bare pid) is held only when that pid runs this server (`npm start` runs
 * scripts/start.mjs, others src/server.ts); without /proc, any live pid is.
 */
function looksLikeServer(pid: number): boolean {
  const commandLine = readIfExists(`/proc/${pid}/cmdline`);
  if (commandLine === null) return !existsSync('/proc/self');
  return /server\.[cm]?[jt]s|start\.mjs/.test(commandLine);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock unless another server replaced it meanwhile: it is moved aside first, and
 * put back when what was moved is not the stale lock that was read.
 */
function removeIfUnchanged(lockFile: string, stale: string): boolean {
  const aside = `${lockFile}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') === stale) return true;
    try {
      linkSync(aside, lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return false;
  } finally {
    rmSync(aside, { force: true });
  }
}

function releaseIfMine(lockFile: string, mine: string) {
  if (readIfExists(lockFile) === mine) rmSync(lockFile, { force: true });
}

/** The lock's content, or null when it was just removed; an unreadable lock is an error, not stale. */
function readLockFile(lockFile: string): string | null {
  try {
    return readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
