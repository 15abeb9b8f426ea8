import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { migrationSource } from '../../migrations/index';
import { lockDataDir } from '../db/data-dir-lock';
import { createPglite } from '../db/embedded';
import { ArchiveError, DATABASE_ENTRY, readArchive, type Manifest } from './archive';
import { backupsDir } from './backups-folder';
import { otherConnections, pgRestore, requireTool } from './postgres-tools';

/**
 * Restores the embedded database and uploads of DATA_DIR from an archive, holding DATA_DIR's lock (so
 * it refuses while a server runs there). The current pgdata and uploads are moved aside into
 * DATA_DIR/backups/replaced-<timestamp>, never deleted. Answers one summary line.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<string> {
  const release = lockDataDir(dataDir);
  const staging = path.join(dataDir, `.restore-${Date.now()}`);
  try {
    const manifest = await unpack(file, staging, 'embedded');
    // Opening the copy replays its WAL and proves it works before anything is moved.
    const pglite = await createPglite(path.join(staging, DATABASE_ENTRY.embedded));
    await pglite.query('SELECT 1 FROM knex_migrations LIMIT 1');
    await pglite.close();
    const aside = await moveAside(dataDir, ['pgdata', 'uploads']);
    await rename(path.join(staging, DATABASE_ENTRY.embedded), path.join(dataDir, 'pgdata'));
    await rename(path.join(staging, 'uploads'), path.join(dataDir, 'uploads'));
    return summary(file, manifest, aside);
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

/**
 * Restores DATABASE_URL with pg_restore (one transaction) and DATA_DIR/uploads; refuses while other
 * sessions (a running server) are connected to the database.
 */
export async function restorePostgres(file: string, url: string, dataDir: string): Promise<string> {
  await requireTool('pg_restore');
  const others = await otherConnections(url);
  if (others > 0)
    throw new ArchiveError(
      `${others} other connection(s) to the database; stop the servers first`,
      'IN_USE',
    );
  await mkdir(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restore-${Date.now()}`);
  try {
    const manifest = await unpack(file, staging, 'postgres');
    await pgRestore(url, path.join(staging, DATABASE_ENTRY.postgres));
    const aside = await moveAside(dataDir, ['uploads']);
    await rename(path.join(staging, 'uploads'), path.join(dataDir, 'uploads'));
    return summary(file, manifest, aside);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks and checks the archive: the right database kind, and a schema this version knows. */
async function unpack(
  file: string,
  dir: string,
  expected: Manifest['database'],
): Promise<Manifest> {
  const manifest = await readArchive(file, dir);
  if (manifest.database !== expected) {
    const how =
      manifest.database === 'postgres'
        ? 'set DATABASE_URL to restore it'
        : 'unset DATABASE_URL to restore it';
    throw new ArchiveError(
      `this archive holds the ${manifest.database} database: ${how}`,
      'WRONG_KIND',
    );
  }
  const known = (await migrationSource.getMigrations([])).map(migrationSource.getMigrationName);
  if (!known.includes(manifest.latestMigration))
    throw new ArchiveError(
      `this archive comes from a newer version (migration ${manifest.latestMigration}); upgrade first`,
      'NEWER_VERSION',
    );
  return manifest;
}

/** Moves the named entries of DATA_DIR into DATA_DIR/backups/replaced-<timestamp>; answers that folder, or null. */
async function moveAside(dataDir: string, names: string[]): Promise<string | null> {
  const present = [];
  for (const name of names)
    if (await stat(path.join(dataDir, name)).catch(() => null)) present.push(name);
  if (present.length === 0) return null;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = path.join(backupsDir(dataDir), `replaced-${stamp}`);
  await mkdir(aside, { recursive: true });
  for (const name of present) await rename(path.join(dataDir, name), path.join(aside, name));
  return aside;
}

function summary(file: string, manifest: Manifest, aside: string | null): string {
  const previous = aside ? `; the previous data is in ${aside}` : '';
  return `restore: ${file} (backup of ${manifest.createdAt}) restored${previous}`;
}
