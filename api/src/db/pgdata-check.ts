import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const BLOCK_SIZE = 8192;
/** Relation files (main fork, free space map, visibility map, init fork, and their 1 GB segments). */
const RELATION_FILE = /^\d+(_fsm|_vm|_init)?(\.\d+)?$/;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** The embedded database's folder cannot be opened as it is; the message is the one line to show. */
export class DamagedDatabaseError extends Error {
  constructor(dataDir: string, problem: string) {
    super(
      `The embedded database in ${dataDir} is damaged (${problem}). ` +
        'Restore a backup with `npm run restore FILE`, or move the folder away to start afresh.',
    );
    this.name = 'DamagedDatabaseError';
  }
}

/**
 * The problem that makes `pgdata` unusable, found from its files before PGlite opens it, or null.
 * Missing or empty is a first start, not damage. PGlite re-creates a folder without PG_VERSION over
 * the existing files, and reads a relation file cut short as holding fewer (or no) rows: both must
 * be caught here, before it opens them.
 */
export function findPgdataProblem(pgdata: string): string | null {
  const entries = listIfExists(pgdata);
  if (entries === null || entries.length === 0) return null;
  for (const required of ['PG_VERSION', 'global/pg_control', 'base', 'pg_wal']) {
    if (!statIfExists(path.join(pgdata, required))) return `${required} is missing`;
  }
  if (statIfExists(path.join(pgdata, 'global/pg_control'))!.size !== BLOCK_SIZE) {
    return 'global/pg_control is truncated';
  }
  const segments = listIfExists(path.join(pgdata, 'pg_wal'))!.filter((name) =>
    WAL_SEGMENT.test(name),
  );
  if (segments.length === 0) return 'pg_wal holds no WAL segment';
  for (const segment of segments) {
    const size = statIfExists(path.join(pgdata, 'pg_wal', segment))!.size;
    if (size === 0 || size % BLOCK_SIZE !== 0) return `pg_wal/${segment} is truncated`;
  }
  const databases = listIfExists(path.join(pgdata, 'base')) ?? [];
  if (databases.length === 0) return 'base/ holds no database';
  for (const folder of ['global', ...databases.map((db) => path.join('base', db))]) {
    for (const name of listIfExists(path.join(pgdata, folder)) ?? []) {
      if (!RELATION_FILE.test(name)) continue;
      if (statIfExists(path.join(pgdata, folder, name))!.size % BLOCK_SIZE !== 0) {
        return `${folder}/${name} is truncated`;
      }
    }
  }
  return null;
}

/**
 * The first relation file that the catalogue of the open database names and the folder lacks, or
 * that is empty although the catalogue counted pages in it (known once a table was analysed), or null.
 */
export async function findMissingRelationFile(db: PGlite, pgdata: string): Promise<string | null> {
  const { rows } = await db.query<{ file: string; pages: number }>(
    `SELECT pg_relation_filepath(oid) AS file, relpages AS pages FROM pg_class
     WHERE relpersistence = 'p' AND pg_relation_filepath(oid) IS NOT NULL`,
  );
  for (const { file, pages } of rows) {
    const stats = statIfExists(path.join(pgdata, file));
    if (!stats) return `${file} is missing`;
    if (pages > 0 && stats.size === 0) return `${file} is truncated`;
  }
  return null;
}

function listIfExists(dir: string): string[] | null {
  try {
    return readdirSync(dir);
  } catch {
    return null;
  }
}

function statIfExists(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}
