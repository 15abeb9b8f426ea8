import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobDeps } from '../../test/job-deps';
import { openDatabase } from '../db/open';
import { BACKUP_QUEUE, startJobs } from '../jobs/runner';
import { describeBackup } from './backup';
import { restoreEmbedded } from './restore';
import { backupIntoFolder, backupsDir, defaultBackupFile, pruneBackups } from './backups-folder';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'predictor-backups-'));

describe('DATA_DIR/backups', () => {
  it('names archives by UTC time, so that names sort oldest first', () => {
    expect(defaultBackupFile('/data', new Date('2026-03-04T05:06:07.089Z'))).toBe(
      '/data/backups/predictor-2026-03-04T05-06-07-089Z.tar.gz',
    );
  });

  it('keeps the newest N archives and leaves every other file alone', async () => {
    const dataDir = tmp();
    mkdirSync(backupsDir(dataDir));
    const names = [1, 2, 3, 4].map((day) =>
      path.basename(defaultBackupFile(dataDir, new Date(Date.UTC(2026, 0, day)))),
    );
    for (const name of [...names, 'my-copy.tar.gz', 'replaced-2026-01-01'])
      writeFileSync(path.join(backupsDir(dataDir), name), '');
    expect(await pruneBackups(dataDir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(backupsDir(dataDir)).sort()).toEqual(
      [...names.slice(2), 'my-copy.tar.gz', 'replaced-2026-01-01'].sort(),
    );
  });

  it('BACKUP_CRON schedules a job that writes an archive into DATA_DIR/backups and keeps BACKUP_KEEP', async () => {
    const dataDir = tmp();
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    const source = { kind: 'embedded' as const, pglite: database.pglite! };
    const runner = await startJobs({
      deps: jobDeps(database.knex),
      url: database.url,
      embedded: true,
      backup: {
        cron: '0 3 * * *',
        run: async () => describeBackup(await backupIntoFolder(source, dataDir, 2)),
      },
    });
    try {
      const schedule = (await runner.boss.getSchedules()).find((s) => s.name === BACKUP_QUEUE);
      expect(schedule?.cron).toBe('0 3 * * *');
      for (let i = 0; i < 3; i++) {
        const jobId = (await runner.boss.send(BACKUP_QUEUE, {}))!;
        let state: string | undefined;
        for (let wait = 0; wait < 120 && state !== 'completed' && state !== 'failed'; wait++) {
          await new Promise((r) => setTimeout(r, 250));
          state = (await runner.boss.getJobById(BACKUP_QUEUE, jobId))?.state;
        }
        expect(state).toBe('completed');
      }
      const archives = readdirSync(backupsDir(dataDir)).filter((n) => n.endsWith('.tar.gz'));
      expect(archives).toHaveLength(2);
    } finally {
      await runner.stop();
      await database.close();
    }

    // Restoring over the folder moves its data aside instead of deleting it.
    const [archive] = readdirSync(backupsDir(dataDir)).filter((n) => n.endsWith('.tar.gz'));
    const summary = await restoreEmbedded(path.join(backupsDir(dataDir), archive), dataDir);
    const aside = /the previous data is in (\S+)$/.exec(summary)![1];
    expect(path.dirname(aside)).toBe(backupsDir(dataDir));
    expect(readdirSync(aside).sort()).toEqual(['pgdata']);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
