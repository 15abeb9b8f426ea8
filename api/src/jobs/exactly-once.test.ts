import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createSeason, createUser } from '../../test/factories';
import { jobDeps } from '../../test/job-deps';
import { createSeasonWithPlayer, createWeek, predict } from '../../test/mail-job-fixtures';
import { createKnex } from '../db/knex';
import type { WorkDeps } from '../lib/context';
import type { MailMessage } from '../lib/mailer';
import { runSend } from '../modules/newsletter/send-run';
import { createSend, NEWSLETTER_QUEUE } from '../modules/newsletter/send-service';
import { sendRoundRecaps } from '../modules/recaps/send';
import { sendDueReminders } from '../modules/reminders/send';
import { scoreMatch } from '../modules/scoring/service';
import { previousPeriod } from '../modules/trophies/awards-job';
import { JOBS, MAIL_JOBS, startJobs, type JobRunner } from './runner';

// Three runners, as three API instances would start them, each with its own pools and mailer, on
// one PostgreSQL database. On the embedded database one process holds the data folder and is the
// only runner there can be (runner.test.ts covers pg-boss over PGlite), so this runs on PostgreSQL only.
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const HOUR = 3600_000;
const RUNNERS = 3;
const NEWSLETTER_PLAYERS = 60;

let app: TestApp;
const runners: JobRunner[] = [];
const pools: Knex[] = [];
const instances: (WorkDeps & { mails: MailMessage[] })[] = [];
const allMails = () => instances.flatMap((deps) => deps.mails);

/** Work for the mail jobs: a player to remind, two to recap, a newsletter send to every player. */
async function seedMailWork(subject: string) {
  const knex = app.knex;
  const reminded = await createSeasonWithPlayer(knex);
  await createWeek(knex, reminded.season.id, [new Date(Date.now() + HOUR)]);
  const season = await createSeason(knex);
  const { matches } = await createWeek(knex, season.id, [new Date(Date.now() - 3 * HOUR)]);
  const recapped = [await createUser(knex), await createUser(knex)];
  for (const user of recapped) await predict(knex, user.id, matches[0].id);
  await knex('matches')
    .where({ id: matches[0].id })
    .update({ status: 'finished', homeGoals: 1, awayGoals: 0 });
  await knex.transaction((trx) => scoreMatch(trx, matches[0].id));
  const admin = await createUser(knex, { role: 'admin' });
  const sendId = await createSend(app.deps, admin.id, {
    subject,
    bodyText: 'Hi',
    headerImageUrl: null,
    testMode: false,
  });
  return { reminded: reminded.user.email, recapped: recapped.map((u) => u.email), sendId };
}

/** Each effect of `seedMailWork` happened exactly once, whichever runner did it. */
async function expectMailedOnce(work: Awaited<ReturnType<typeof seedMailWork>>, subject: string) {
  const mails = allMails();
  const recipients = await app.knex('newsletterRecipients').where({ sendId: work.sendId });
  expect(recipients.length).toBeGreaterThanOrEqual(NEWSLETTER_PLAYERS);
  expect(recipients.every((r) => r.status === 'sent')).toBe(true);
  const newsletter = mails.filter((m) => m.subject === subject).map((m) => m.to);
  expect(newsletter.sort()).toEqual(recipients.map((r) => r.email).sort());
  expect(
    mails.filter((m) => m.to === work.reminded && m.subject.includes('predictions close')),
  ).toHaveLength(1);
  for (const email of work.recapped)
    expect(mails.filter((m) => m.to === email && m.subject.includes('you scored'))).toHaveLength(1);
}

/** Waits until no job of these queues is waiting or running. */
async function settled(queues: string[]) {
  for (let i = 0; i < 120; i++) {
    const { rows } = await app.knex.raw(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY(?) AND state IN ('created', 'retry', 'active')`,
      [queues],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('jobs did not settle');
}

let medalled: number;
let crowned: number;
beforeAll(async () => {
  if (!serverUrl) return;
  app = await startTestApp();
  const running = await createSeason(app.knex, { startDate: '2025-08-01', endDate: '2099-05-31' });
  const ended = await createSeason(app.knex, { startDate: '2020-08-01', endDate: '2021-05-31' });
  [medalled, crowned] = [(await createUser(app.knex)).id, (await createUser(app.knex)).id];
  const totals = { correctResults: 1, exactScores: 0, exactGoals: 0, totalPredictions: 1 };
  await app.knex('leaderboardTotals').insert([
    {
      scope: `season:${running.id}`,
      period: previousPeriod(new Date()),
      userId: medalled,
      totalPoints: 4,
      ...totals,
    },
    { scope: `season:${ended.id}`, period: '2021-01', userId: crowned, totalPoints: 9, ...totals },
  ]);
  for (let i = 0; i < NEWSLETTER_PLAYERS; i++) await createUser(app.knex);
  const url = (app.knex.client.config.connection as { connectionString: string }).connectionString;
  for (let i = 0; i < RUNNERS; i++) {
    const knex = createKnex(url, { poolMax: 4 });
    const deps = jobDeps(knex, {}, 5);
    pools.push(knex);
    instances.push(deps);
    // Each start sends the trophy catch-up jobs: three of each queue.
    runners.push(await startJobs({ deps, url, embedded: false, pollingIntervalSeconds: 0.5 }));
  }
}, 120_000);
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await Promise.all(pools.map((knex) => knex.destroy()));
  await app?.close();
}, 60_000);

describe.skipIf(!serverUrl)('jobs across three runners on one database', () => {
  it('medals, end of season, a newsletter send, reminders and recaps sent by every runner take effect once', async () => {
    const work = await seedMailWork('Through the queues');
    for (const runner of runners) {
      await runner.boss.send(NEWSLETTER_QUEUE, { sendId: work.sendId });
      await runner.boss.send(MAIL_JOBS.reminders.queue, {});
      await runner.boss.send(MAIL_JOBS.recaps.queue, {});
    }
    await settled([
      JOBS.monthlyMedals.queue,
      JOBS.endOfSeason.queue,
      NEWSLETTER_QUEUE,
      MAIL_JOBS.reminders.queue,
      MAIL_JOBS.recaps.queue,
    ]);
    const awards = await app.knex('trophyAwards').whereIn('userId', [medalled, crowned]);
    expect(awards.map((a) => a.userId).sort()).toEqual([medalled, crowned].sort());
    await expectMailedOnce(work, 'Through the queues');
    expect(await app.knex('newsletterSends').where({ id: work.sendId }).first()).toMatchObject({
      status: 'completed',
    });
  }, 60_000);

  it('three overlapping runs of each mail job, one per instance, still mail each player once', async () => {
    const work = await seedMailWork('At the same time');
    await Promise.all(
      instances.flatMap((deps) => [
        sendDueReminders(deps),
        sendRoundRecaps(deps),
        runSend(deps, work.sendId),
      ]),
    );
    await expectMailedOnce(work, 'At the same time');
  }, 60_000);
});
