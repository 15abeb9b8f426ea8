import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ARCHIVE_FORMAT, ArchiveError, writeArchive, type Manifest } from './archive';
import { snapshotPgdata } from './pgdata-snapshot';
import { pgDump, requireTool } from './postgres-tools';

/** What to copy: the embedded database (only its owning process holds the PGlite) or a PostgreSQL URL. */
export type BackupSource = { kind: 'embedded'; pglite: PGlite } | { kind: 'postgres'; url: string };

/** `pauseMs`: how long writes were held (PGlite's copy); null on PostgreSQL, where none are. */
export type BackupResult = {
  file: string;
  bytes: number;
  durationMs: number;
  pauseMs: number | null;
};

/** Writes one consistent archive of the database and DATA_DIR/uploads into `file`. */
export async function writeBackup(
  source: BackupSource,
  dataDir: string,
  file: string,
): Promise<BackupResult> {
  const started = performance.now();
  const uploadsDir = path.join(dataDir, 'uploads');
  const manifest = (database: Manifest['database'], latestMigration: string): Manifest => ({
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    database,
    latestMigration,
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'predictor-backup-'));
  try {
    if (source.kind === 'embedded') {
      const migration = await latestMigration(source.pglite);
      const copy = path.join(tmp, 'pgdata');
      const { pauseMs } = await snapshotPgdata(source.pglite, path.join(dataDir, 'pgdata'), copy);
      const archive = manifest('embedded', migration);
      const bytes = await writeArchive(file, archive, { folder: copy }, uploadsDir);
      return { file, bytes, durationMs: performance.now() - started, pauseMs };
    }
    await requireTool('pg_dump');
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    const migration = await latestMigration(client).finally(() => client.end());
    const dumpFile = path.join(tmp, 'database.dump');
    await pgDump(source.url, dumpFile);
    const archive = manifest('postgres', migration);
    const bytes = await writeArchive(file, archive, { file: dumpFile }, uploadsDir);
    return { file, bytes, durationMs: performance.now() - started, pauseMs: null };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The newest applied migration, recorded so a restore can refuse an archive from a newer version. */
async function latestMigration(db: {
  query: (sql: string) => Promise<{ rows: unknown[] }>;
}): Promise<string> {
  const { rows } = await db.query('SELECT name FROM knex_migrations ORDER BY id DESC LIMIT 1');
  const row = rows[0] as { name: string } | undefined;
  if (!row) throw new ArchiveError('the database has no schema yet: nothing to back up', 'EMPTY');
  return row.name;
}

/** One summary line: file, size, duration and the longest write pause. */
export function describeBackup(result: BackupResult): string {
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  const seconds = (result.durationMs / 1000).toFixed(2);
  const pause =
    result.pauseMs === null
      ? 'no write pause (pg_dump snapshot)'
      : `longest write pause ${Math.round(result.pauseMs)} ms`;
  return `backup: ${result.file} (${mb} MB) in ${seconds} s, ${pause}`;
}
