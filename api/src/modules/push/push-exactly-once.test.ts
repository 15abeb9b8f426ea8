import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { jobDeps } from '../../../test/job-deps';
import { createSeasonWithPlayer, createWeek } from '../../../test/mail-job-fixtures';
import type { TestDevice } from '../../../test/push-fixtures';
import { decryptPush, startPushService, type PushService } from '../../../test/push-service';
import { createKnex } from '../../db/knex';
import { MAIL_JOBS, startJobs, type JobRunner } from '../../jobs/runner';
import type { WorkDeps } from '../../lib/context';
import type { MailMessage } from '../../lib/mailer';
import { sendDueReminders } from '../reminders/send';
import { sendAwardNotices } from '../trophies/award-notices';

// Two API instances, each with its own pools, mailer and job runner, on one PostgreSQL database,
// racing on the same due reminders and awards; the push service answers slowly so their runs
// overlap. The embedded database has one process by design, so this runs on PostgreSQL only.
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const HOUR = 3600_000;

let app: TestApp;
let service: PushService;
const pools: Knex[] = [];
const instances: (WorkDeps & { mails: MailMessage[] })[] = [];
const runners: JobRunner[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  app = await startTestApp();
  service = await startPushService({ delayMs: 150 });
  for (let i = 0; i < 2; i++) {
    const knex = createKnex(app.databaseUrl, { poolMax: 4 });
    pools.push(knex);
    instances.push(jobDeps(knex, {}, 50));
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await Promise.all(pools.map((knex) => knex.destroy()));
  await service?.close();
  await app?.close();
}, 60_000);

/** A season player whose deadline reminder of a week closing in an hour is due, with one device. */
async function dueReminder(fields: Record<string, unknown>) {
  const { season, user } = await createSeasonWithPlayer(app.knex, fields);
  await createWeek(app.knex, season.id, [new Date(Date.now() + HOUR)]);
  return { user, device: await deviceOf(user.id) };
}

async function deviceOf(userId: number): Promise<TestDevice> {
  const device = service.device();
  await app.knex('pushSubscriptions').insert({
    userId,
    endpoint: device.endpoint,
    p256dh: device.json.keys.p256dh,
    auth: device.json.keys.auth,
  });
  return device;
}

const kindsOf = (device: TestDevice) =>
  service.to(device).map((request) => JSON.parse(decryptPush(device, request.body)).kind);
const allMails = () => instances.flatMap((deps) => deps.mails);

describe.skipIf(!serverUrl)('push across two instances on one PostgreSQL database', () => {
  it('overlapping runs of the reminder job on both instances push each reminder exactly once', async () => {
    const pushOnly = await dueReminder({ pushReminders: true, emailReminders: false });
    const both = await dueReminder({ pushReminders: true });
    await Promise.all(
      instances.flatMap((deps) => [sendDueReminders(deps), sendDueReminders(deps)]),
    );
    expect(kindsOf(pushOnly.device)).toEqual(['reminder']);
    expect(kindsOf(both.device)).toEqual(['reminder']);
    expect(allMails().filter((m) => m.to === pushOnly.user.email)).toHaveLength(0);
    expect(allMails().filter((m) => m.to === both.user.email)).toHaveLength(1);
    for (const { user } of [pushOnly, both])
      expect(
        await app.knex('deadline_reminders').where({ userId: user.id }).whereNotNull('sentAt'),
      ).toHaveLength(1);
  }, 60_000);

  it('each award is announced once when both instances run the notices at the same time', async () => {
    const user = await createUser(app.knex);
    await app.knex('users').where({ id: user.id }).update({ pushTrophies: true });
    const device = await deviceOf(user.id);
    // A trophy the migrations made (the monthly medals').
    const { id: trophyId } = await app.knex('trophies').orderBy('id').first('id');
    await app.knex('trophyAwards').insert({ trophyId, userId: user.id, awardedAt: new Date() });
    await Promise.all(
      instances.flatMap((deps) => [sendAwardNotices(deps), sendAwardNotices(deps)]),
    );
    expect(kindsOf(device)).toEqual(['trophy']);
  }, 60_000);

  it('the reminder job sent to both instances’ job runners pushes once', async () => {
    for (const deps of instances)
      runners.push(
        await startJobs({
          deps,
          url: app.databaseUrl,
          embedded: false,
          pollingIntervalSeconds: 0.5,
        }),
      );
    const { device } = await dueReminder({ pushReminders: true, emailReminders: false });
    for (const runner of runners) await runner.boss.send(MAIL_JOBS.reminders.queue, {});
    for (let i = 0; i < 120 && kindsOf(device).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 250));
    // Both jobs done: nothing waiting or running in the queue.
    for (let i = 0; i < 120; i++) {
      const { rows } = await app.knex.raw(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ? AND state IN ('created', 'retry', 'active')`,
        [MAIL_JOBS.reminders.queue],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(kindsOf(device)).toEqual(['reminder']);
  }, 90_000);
});
