import { existsSync } from 'node:fs';
import path from 'node:path';
import { ArchiveError } from '../backup/archive';
import { describeBackup, writeBackup, type BackupResult } from '../backup/backup';
import { defaultBackupFile } from '../backup/backups-folder';
import { requestBackup } from '../backup/control-socket';
import { loadConfig } from '../config';

// npm runs workspace scripts in api/; DATA_DIR and FILE are meant from where the command was typed.
process.chdir(process.env.INIT_CWD ?? process.cwd());
import { lockDataDir } from '../db/data-dir-lock';
import { createPglite } from '../db/embedded';

/**
 * `npm run backup [FILE]`: one archive of the database and the uploads (default
 * DATA_DIR/backups/predictor-<UTC timestamp>.tar.gz). On the embedded database a running server takes
 * it itself (control socket); with none running this process opens DATA_DIR, holding its lock.
 */
async function backup(): Promise<BackupResult> {
  const config = loadConfig();
  const file = path.resolve(process.argv[2] ?? defaultBackupFile(config.dataDir));
  if (config.databaseUrl)
    return writeBackup({ kind: 'postgres', url: config.databaseUrl }, config.dataDir, file);
  const byServer = await requestBackup(config.dataDir, file);
  if (byServer) return byServer;
  if (!existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION')))
    throw new ArchiveError(`no database in ${config.dataDir}: nothing to back up`, 'EMPTY');
  const release = lockDataDir(config.dataDir);
  try {
    const pglite = await createPglite(path.join(config.dataDir, 'pgdata'));
    try {
      return await writeBackup({ kind: 'embedded', pglite }, config.dataDir, file);
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

try {
  console.log(describeBackup(await backup()));
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
