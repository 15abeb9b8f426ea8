import PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import type { JobQueue, WorkDeps } from '../lib/context';
import { isConnectionError } from '../lib/errors';
import { runSend } from '../modules/newsletter/send-run';
import { NEWSLETTER_QUEUE } from '../modules/newsletter/send-service';
import { RECAPS_QUEUE, sendRoundRecaps } from '../modules/recaps/send';
import { sendDueReminders } from '../modules/reminders/send';
import { AWARD_NOTICES_QUEUE, sendAwardNotices } from '../modules/trophies/award-notices';
import {
  awardEndOfSeason,
  awardMonthlyMedals,
  awardRoundWinners,
  ROUND_WINNERS_QUEUE,
} from '../modules/trophies/awards-job';

/** Trophy queues and their cron (UTC). Each cron tick becomes one job for the whole cluster (pg-boss schedules). */
export const JOBS = {
  monthlyMedals: { queue: 'trophies-monthly-medals', cron: '5 0 1 * *' },
  endOfSeason: { queue: 'trophies-end-of-season', cron: '15 0 * * *' },
  roundWinners: { queue: ROUND_WINNERS_QUEUE, cron: '*/5 * * * *' },
} as const;

/**
 * Notice queues on a cron (e-mail and push): each tick sends what is due (reminders whose lead time
 * came, recaps of completed weeks, awards not yet announced).
 */
export const MAIL_JOBS = {
  reminders: { queue: 'deadline-reminders', cron: '*/5 * * * *' },
  recaps: { queue: RECAPS_QUEUE, cron: '*/5 * * * *' },
  awardNotices: { queue: AWARD_NOTICES_QUEUE, cron: '*/5 * * * *' },
} as const;

export type JobRunner = { boss: PgBoss; queue: JobQueue; stop: () => Promise<void> };

type Options = {
  /** What the jobs use: the database, mailer, config, clock and log. */
  deps: WorkDeps;
  /** PostgreSQL URL; pg-boss opens its own small pool on it. */
  url: string;
  /** On the embedded database pg-boss runs its SQL through the knex pool instead (see below). */
  embedded: boolean;
  /** BACKUP_CRON: a scheduled backup into DATA_DIR/backups (backup/backups-folder.ts). */
  backup?: { cron: string; run: () => Promise<string> };
  /** How often an idle worker looks for jobs (pg-boss's default is 2 s; tests go lower). */
  pollingIntervalSeconds?: number;
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
 * Starts pg-boss, schedules the trophy and mail jobs and works them with the newsletter queue. Every
 * job is harmless when run twice: awards have a unique award_key (so the catch-up run sent at every
 * start, covering a server down at the monthly tick, awards nothing twice), reminders and recaps claim
 * a unique row per mail, newsletter recipients are claimed with FOR UPDATE SKIP LOCKED.
 */
export async function startJobs({
  deps,
  url,
  embedded,
  backup,
  pollingIntervalSeconds = 2,
}: Options): Promise<JobRunner> {
  const { knex, log, now } = deps;
  const boss = embedded
    ? new PgBoss({ db: knexDb(knex) })
    : new PgBoss({ connectionString: url, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();
  const work = { pollingIntervalSeconds };

  const trophies: Record<string, () => Promise<number>> = {
    [JOBS.monthlyMedals.queue]: () => awardMonthlyMedals(knex, now()),
    [JOBS.endOfSeason.queue]: () => awardEndOfSeason(knex, now()),
    [JOBS.roundWinners.queue]: () => awardRoundWinners(knex, now()),
  };
  for (const { queue, cron } of Object.values(JOBS)) {
    await boss.createQueue(queue);
    await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    await boss.work(queue, work, async () => {
      const awarded = await trophies[queue]();
      log.info({ queue, awarded }, 'trophy job done');
      if (awarded > 0) await boss.send(AWARD_NOTICES_QUEUE, {});
    });
    await boss.send(queue, { catchUp: true });
  }

  const mails: Record<string, () => Promise<number>> = {
    [MAIL_JOBS.reminders.queue]: () => sendDueReminders(deps),
    [MAIL_JOBS.recaps.queue]: () => sendRoundRecaps(deps),
    [MAIL_JOBS.awardNotices.queue]: () => sendAwardNotices(deps),
  };
  for (const { queue, cron } of Object.values(MAIL_JOBS)) {
    await boss.createQueue(queue);
    await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    await boss.work(queue, work, async () => {
      const sent = await mails[queue]();
      if (sent > 0) log.info({ queue, sent }, 'mail job done');
    });
  }

  await boss.createQueue(NEWSLETTER_QUEUE);
  // A send whose run failed stays stopped until an admin resumes it: its request may have answered
  // 503 (modules/newsletter/send-service.ts deliverSend), and nothing may go out after that.
  await boss.updateQueue(NEWSLETTER_QUEUE, { name: NEWSLETTER_QUEUE, retryLimit: 0 });
  await boss.work<{ sendId: number }>(NEWSLETTER_QUEUE, work, async ([job]) => {
    const outcome = await runSend(deps, job.data.sendId);
    log.info({ sendId: outcome.sendId, sent: outcome.successCount }, 'newsletter send worked');
  });

  if (backup) {
    await boss.createQueue(BACKUP_QUEUE);
    await boss.schedule(BACKUP_QUEUE, backup.cron, {}, { tz: 'UTC' });
    await boss.work(BACKUP_QUEUE, work, async () => log.info(await backup.run()));
  } else {
    // BACKUP_CRON unset since the last start: no tick should fire any more.
    await boss.unschedule(BACKUP_QUEUE);
  }
  log.info('job runner started');
  return {
    boss,
    queue: {
      send: async (queue, data) => {
        await boss.send(queue, data);
      },
      sendAndWait: async (queue, data, timeoutMs) => {
        const id = await boss.send(queue, data);
        const until = Date.now() + timeoutMs;
        while (id && Date.now() < until) {
          // A database hiccup here (e.g. no pool connection within its time-out) says nothing of
          // the job, which goes on: the request keeps waiting instead of answering 503.
          const state = await boss.getJobById(queue, id).then(
            (job) => job?.state,
            (error: unknown) => {
              if (!isConnectionError(error)) throw error;
              log.warn({ err: error, queue, id }, 'job state not read; still waiting');
            },
          );
          if (state === 'completed') return 'completed';
          if (state === 'failed' || state === 'cancelled') return 'failed';
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return 'timeout';
      },
    },
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
