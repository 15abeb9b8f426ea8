import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { awardEndOfSeason, awardMonthlyMedals } from '../modules/trophies/awards-job';

/** Queue names and their cron (UTC). Each cron tick becomes one job for the whole cluster (pg-boss schedules). */
export const JOBS = {
  monthlyMedals: { queue: 'trophies-monthly-medals', cron: '5 0 1 * *' },
  endOfSeason: { queue: 'trophies-end-of-season', cron: '15 0 * * *' },
} as const;

export type JobRunner = { boss: PgBoss; stop: () => Promise<void> };

type Options = {
  knex: Knex;
  /** PostgreSQL URL; pg-boss opens its own small pool on it. */
  url: string;
  /** On the embedded database pg-boss runs its SQL through the knex pool instead (see below). */
  embedded: boolean;
  log: Pick<Logger, 'info' | 'error'>;
  now?: () => Date;
  /** BACKUP_CRON: a scheduled backup into DATA_DIR/backups (backup/backups-folder.ts). */
  backup?: { cron: string; run: () => Promise<string> };
};

export const BACKUP_QUEUE = 'backup';

/**
 * pg-boss over the knex pool: PGlite's socket server interleaves the protocol messages of concurrent
 * connections, so on the embedded database every query must go through knex's single connection.
 */
function knexDb(knex: Knex) {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const connection = await knex.client.acquireConnection();
      try {
        return await connection.query(text, values);
      } finally {
        await knex.client.releaseConnection(connection);
      }
    },
  };
}

/**
 * Starts pg-boss, schedules the trophy jobs and works them. The award functions are idempotent
 * (unique award_key), so a tick running twice, or the catch-up run sent at every start (covering a
 * server that was down at the monthly tick), never awards anything twice.
 */
export async function startJobs({
  knex,
  url,
  embedded,
  log,
  now = () => new Date(),
  backup,
}: Options): Promise<JobRunner> {
  const boss = embedded
    ? new PgBoss({ db: knexDb(knex) })
    : new PgBoss({ connectionString: url, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();

  const handlers: Record<string, () => Promise<number>> = {
    [JOBS.monthlyMedals.queue]: () => awardMonthlyMedals(knex, now()),
    [JOBS.endOfSeason.queue]: () => awardEndOfSeason(knex, now()),
  };
  for (const { queue, cron } of Object.values(JOBS)) {
    await boss.createQueue(queue);
    await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    await boss.work(queue, async () => {
      const awarded = await handlers[queue]();
      log.info({ queue, awarded }, 'trophy job done');
    });
    await boss.send(queue, { catchUp: true });
  }
  if (backup) {
    await boss.createQueue(BACKUP_QUEUE);
    await boss.schedule(BACKUP_QUEUE, backup.cron, {}, { tz: 'UTC' });
    await boss.work(BACKUP_QUEUE, async () => log.info(await backup.run()));
  } else {
    // BACKUP_CRON unset since the last start: no tick should fire any more.
    await boss.unschedule(BACKUP_QUEUE);
  }
  log.info('job runner started');
  return {
    boss,
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
