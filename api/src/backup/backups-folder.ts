import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeBackup, type BackupResult, type BackupSource } from './backup';

const NAME = /^predictor-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** DATA_DIR/backups/predictor-<UTC timestamp>.tar.gz: names sort in the order they were taken. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(backupsDir(dataDir), `predictor-${stamp}.tar.gz`);
}

/** Deletes the oldest archives of DATA_DIR/backups beyond the newest `keep`; answers the names removed. */
export async function pruneBackups(dataDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(backupsDir(dataDir)).catch(() => [] as string[]))
    .filter((name) => NAME.test(name))
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(backupsDir(dataDir), name), { force: true });
  return removed;
}

/** The scheduled backup (BACKUP_CRON): a new archive in DATA_DIR/backups, then the last `keep` kept. */
export async function backupIntoFolder(
  source: BackupSource,
  dataDir: string,
  keep: number,
): Promise<BackupResult & { removed: string[] }> {
  const result = await writeBackup(source, dataDir, defaultBackupFile(dataDir));
  return { ...result, removed: await pruneBackups(dataDir, keep) };
}
