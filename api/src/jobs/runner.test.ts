import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createSeason, createUser, signedIn } from '../../test/factories';
import { createWeek, predict } from '../../test/mail-job-fixtures';
import { previousPeriod } from '../modules/trophies/awards-job';
import { JOBS, MAIL_JOBS, startJobs, type JobRunner } from './runner';

// pg-boss on the test database: in-memory PGlite (through the knex pool) or a real PostgreSQL.
let app: TestApp;
let runner: JobRunner | undefined;
let seasonId: number;
let userId: number;
beforeAll(async () => {
  app = await startTestApp();
  // A season still running: only the monthly job has anything to award.
  seasonId = (await createSeason(app.knex, { startDate: '2025-08-01', endDate: '2099-05-31' })).id;
  userId = (await createUser(app.knex)).id;
  await app.knex('leaderboardTotals').insert({
    scope: `season:${seasonId}`,
    period: previousPeriod(new Date()),
    userId,
    totalPoints: 4,
    correctResults: 2,
    exactScores: 0,
    exactGoals: 0,
    totalPredictions: 3,
  });
  const url = (app.knex.client.config.connection as { connectionString: string }).connectionString;
  const embedded = !(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  runner = await startJobs({ deps: app.deps, url, embedded, pollingIntervalSeconds: 0.5 });
  // As server.ts does: requests put their work on the runner's queues.
  app.deps.jobs = runner.queue;
}, 60_000);
afterAll(async () => {
  await runner?.stop();
  await app?.close();
}, 30_000);

describe('job runner (pg-boss)', () => {
  it('schedules the monthly, end-of-season, round winner, reminder, recap and award notice jobs in UTC', async () => {
    const schedules = await runner!.boss.getSchedules();
    expect(
      schedules.map((s) => [s.name, s.cron, (s as { timezone?: string }).timezone]).sort(),
    ).toEqual(
      [
        [JOBS.monthlyMedals.queue, '5 0 1 * *', 'UTC'],
        [JOBS.endOfSeason.queue, '15 0 * * *', 'UTC'],
        [JOBS.roundWinners.queue, '*/5 * * * *', 'UTC'],
        [MAIL_JOBS.reminders.queue, '*/5 * * * *', 'UTC'],
        [MAIL_JOBS.recaps.queue, '*/5 * * * *', 'UTC'],
        [MAIL_JOBS.awardNotices.queue, '*/5 * * * *', 'UTC'],
      ].sort(),
    );
  });

  it("runs the catch-up job at start, awarding last month's medals", async () => {
    let awards: unknown[] = [];
    for (let i = 0; i < 60 && awards.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      awards = await app.knex('trophyAwards').where({ userId, seasonId });
    }
    expect(awards).toHaveLength(1);
  }, 20_000);

  it('reports the job queue in the Prometheus metrics', async () => {
    const res = await app.request('GET', '/api/metrics');
    expect(res.status).toBe(200);
    expect(res.body).toMatch(
      new RegExp(`job_queue_jobs\\{queue="${JOBS.monthlyMedals.queue}",state="\\w+"\\} \\d+`),
    );
  });

  it('a job sent again awards nothing twice', async () => {
    const jobId = await runner!.boss.send(JOBS.monthlyMedals.queue, {});
    for (let i = 0; i < 60; i++) {
      const job = await runner!.boss.getJobById(JOBS.monthlyMedals.queue, jobId!);
      if (job?.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await runner!.boss.getJobById(JOBS.monthlyMedals.queue, jobId!))?.state).toBe(
      'completed',
    );
    expect(await app.knex('trophyAwards').where({ userId, seasonId })).toHaveLength(1);
  }, 20_000);

  it('delivers a newsletter send as a job and answers its outcome to the request', async () => {
    const admin = await signedIn(app, { role: 'admin' });
    app.mails.length = 0;
    const res = await app.request('POST', '/api/admin/newsletter/send', {
      token: admin.token,
      body: { subject: 'Queued', bodyText: 'Hello', testMode: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ successCount: 1, failureCount: 0 });
    expect(app.mails.filter((m) => m.subject === 'Queued').map((m) => m.to)).toEqual([
      admin.user.email,
    ]);
    // A newsletter job is never retried by itself (a failed run's send waits for an admin's resume).
    const { rows } = await app.knex.raw(
      `SELECT state, data, retry_limit FROM pgboss.job WHERE name = 'newsletter-send'`,
    );
    expect(rows).toEqual([
      { state: 'completed', data: { sendId: res.body.sendId }, retry_limit: 0 },
    ]);
  }, 20_000);

  it('a send whose job state cannot be read for a while still answers its outcome, not 503', async () => {
    const admin = await signedIn(app, { role: 'admin' });
    app.mails.length = 0;
    const boss = runner!.boss;
    const readJob = boss.getJobById.bind(boss);
    let failures = 0;
    // The first reads fail as a lost database connection would; the job goes on meanwhile.
    boss.getJobById = (async (...args: Parameters<typeof readJob>) => {
      if (failures++ < 3) throw new Error('Connection terminated unexpectedly');
      return readJob(...args);
    }) as typeof boss.getJobById;
    try {
      const res = await app.request('POST', '/api/admin/newsletter/send', {
        token: admin.token,
        body: { subject: 'Read later', bodyText: 'Hello', testMode: true },
      });
      expect(failures).toBeGreaterThan(3);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ successCount: res.body.totalAdmins, failureCount: 0 });
    } finally {
      boss.getJobById = readJob;
    }
    const mailed = app.mails.filter((m) => m.subject === 'Read later').map((m) => m.to);
    expect(mailed).toContain(admin.user.email);
  }, 20_000);

  it('queues the recaps when the last result of a week is saved', async () => {
    const admin = await signedIn(app, { role: 'admin' });
    const player = await createUser(app.knex);
    const season = await createSeason(app.knex);
    const { matches } = await createWeek(app.knex, season.id, [
      new Date(Date.now() - 3 * 3600_000),
    ]);
    await predict(app.knex, player.id, matches[0].id, true, [2, 0]);
    const res = await app.request('POST', `/api/admin/matches/${matches[0].id}/result`, {
      token: admin.token,
      body: { homeGoals: 2, awayGoals: 0, beforeKickOff: true },
    });
    expect(res.status).toBe(200);
    let recap;
    for (let i = 0; i < 60 && !recap; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recap = app.mails.find((m) => m.to === player.email);
    }
    expect(recap?.subject).toMatch(/you scored 6 points$/);
  }, 20_000);
});
