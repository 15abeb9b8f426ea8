import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** `pglite` is exposed for online backups (backup/pgdata-snapshot.ts). */
export type EmbeddedDatabase = { url: string; pglite: PGlite; stop: () => Promise<void> };

/**
 * PGlite (in `dataDir`, or in memory) with the extensions the migrations create: pg_trgm (the admin users
 * list's search indexes, migration 20261123000700), which Debian's PostgreSQL ships too.
 */
export const createPglite = (dataDir?: string) =>
  PGlite.create(dataDir, { extensions: { pg_trgm } });

/**
 * Starts PGlite (in DATA_DIR, or in memory when dataDir is null) behind a loopback PostgreSQL socket,
 * so the server reaches it through the same `pg` code path as a real PostgreSQL.
 */
export async function startEmbeddedDatabase(dataDir: string | null): Promise<EmbeddedDatabase> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const db = await createPglite(dataDir ? path.join(dataDir, 'pgdata') : undefined);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
    await server.start();
    const address = server.getServerConn();
    return {
      url: `postgres://postgres@${address}/postgres`,
      pglite: db,
      stop: async () => {
        await server.stop();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Two processes on one PGlite folder silently lose writes: hold an exclusive lock on DATA_DIR. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && isAlive(pid)) {
      throw new Error(
        `Another server (pid ${pid}) is already using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    rmSync(lockFile, { force: true });
    return lockDataDir(dataDir);
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
