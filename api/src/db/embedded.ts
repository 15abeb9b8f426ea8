import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir, type LockOptions } from './data-dir-lock';
import { DamagedDatabaseError, findMissingRelationFile, findPgdataProblem } from './pgdata-check';

/** `pglite` is exposed for online backups (backup/pgdata-snapshot.ts). */
export type EmbeddedDatabase = { url: string; pglite: PGlite; stop: () => Promise<void> };

/**
 * PGlite (in `dataDir`, or in memory) with the extensions the migrations create: pg_trgm (the admin users
 * list's search indexes, migration 20261123000700), which Debian's PostgreSQL ships too.
 */
export const createPglite = (dataDir?: string, loadDataDir?: Blob) =>
  PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });

/**
 * Starts PGlite (in DATA_DIR, or in memory when dataDir is null) behind a loopback PostgreSQL socket,
 * so the server reaches it through the same `pg` code path as a real PostgreSQL. Holds DATA_DIR's
 * lock while running, and refuses a damaged folder with a DamagedDatabaseError. In memory it may
 * start from an image of a data folder (PGlite's dumpDataDir: the tests' migrated database).
 */
export async function startEmbeddedDatabase(
  dataDir: string | null,
  options: LockOptions & { image?: Blob } = {},
): Promise<EmbeddedDatabase> {
  const releaseLock = dataDir ? lockDataDir(dataDir, options) : () => {};
  try {
    const db = dataDir ? await openPgdata(dataDir) : await createPglite(undefined, options.image);
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

/** PGlite on DATA_DIR/pgdata, once its files look whole; PGlite failing to open it is damage too. */
async function openPgdata(dataDir: string): Promise<PGlite> {
  const pgdata = path.join(dataDir, 'pgdata');
  const problem = findPgdataProblem(pgdata);
  if (problem) throw new DamagedDatabaseError(dataDir, problem);
  let db: PGlite;
  try {
    db = await createPglite(pgdata);
  } catch (error) {
    // A WAL or control file PostgreSQL cannot read aborts its WASM build ('RuntimeError: Aborted()').
    const reason =
      error instanceof WebAssembly.RuntimeError
        ? 'PostgreSQL aborted while reading it'
        : `PGlite could not open it: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
    throw new DamagedDatabaseError(dataDir, reason);
  }
  // A relation file gone (or emptied) shows only when a query reads it: check them all at the start.
  const missing = await findMissingRelationFile(db, pgdata).catch(
    (error: unknown) =>
      `its catalogue cannot be read: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
  );
  if (missing) {
    await db.close().catch(() => {});
    throw new DamagedDatabaseError(dataDir, missing);
  }
  return db;
}
