import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { createSeasonWithPlayer, createWeek, predict } from '../../../test/mail-job-fixtures';
import { sendDueReminders } from './send';

const HOUR = 3600_000;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://predictor.example' });
}, 30_000);
afterAll(() => app?.close());
beforeEach(() => {
  app.mails.length = 0;
});

/** Runs the job at `now`; answers the mails it sent (to `email`). */
async function runAt(now: Date, email?: string) {
  app.setNow(now);
  const from = app.mails.length;
  await sendDueReminders(app.deps);
  return app.mails.slice(from).filter((m) => !email || m.to === email);
}

describe('deadline reminders', () => {
  it('mails 24 h before the first deadline of the week, once, when a prediction is missing', async () => {
    const { season, user } = await createSeasonWithPlayer(app.knex);
    const close = new Date('2030-01-12T12:30:00Z');
    await createWeek(app.knex, season.id, [close, new Date(close.getTime() + 3 * HOUR)]);
    expect(await runAt(new Date(close.getTime() - 24 * HOUR - 60_000), user.email)).toHaveLength(0);
    const [mail, ...more] = await runAt(new Date(close.getTime() - 24 * HOUR), user.email);
    expect(more).toHaveLength(0);
    // Labelled UTC: the player has not chosen UK time.
    expect(mail.text).toContain('Saturday 12 January 2030, 12:30 UTC');
    expect(mail.text).toContain('You have 2 open matches of this week without a prediction.');
    expect(mail.text).toContain('You have not placed your banker for this week yet.');
    expect(mail.text).toContain(`https://predictor.example/seasons/${season.id}`);
    expect(mail.from).toMatch(/^"Predictor" </);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await runAt(new Date(close.getTime() - 23 * HOUR), user.email)).toHaveLength(0);
    expect(
      await app.knex('deadline_reminders').where({ userId: user.id }).whereNotNull('sentAt'),
    ).toHaveLength(1);
  });

  it('drops the claim when the mailer fails, so the next run sends it', async () => {
    const { season, user } = await createSeasonWithPlayer(app.knex);
    const close = new Date('2030-01-19T12:30:00Z');
    await createWeek(app.knex, season.id, [close]);
    app.setNow(new Date(close.getTime() - 3 * HOUR));
    const failing = {
      send: async () => {
        throw new Error('SMTP down');
      },
      close: () => {},
    };
    expect(await sendDueReminders({ ...app.deps, mailer: failing })).toBe(0);
    expect(await app.knex('deadline_reminders').where({ userId: user.id })).toHaveLength(0);
    expect(await runAt(new Date(close.getTime() - 2 * HOUR), user.email)).toHaveLength(1);
  });

  it('sends nothing when every open match is predicted and the banker placed; names a missing banker', async () => {
    const { season, user } = await createSeasonWithPlayer(app.knex);
    const { user: other } = await createSeasonWithPlayer(app.knex);
    await app.knex('predictions').insert({
      userId: other.id,
      matchId: (await createWeek(app.knex, season.id, [new Date('2020-02-01T12:00:00Z')]))
        .matches[0].id,
      homeGoals: 0,
      awayGoals: 0,
    });
    const close = new Date('2030-02-09T15:00:00Z');
    const { matches } = await createWeek(app.knex, season.id, [close]);
    await predict(app.knex, user.id, matches[0].id, true);
    await predict(app.knex, other.id, matches[0].id, false);
    const mails = await runAt(new Date(close.getTime() - 2 * HOUR));
    expect(mails.filter((m) => m.to === user.email)).toHaveLength(0);
    const [mail] = mails.filter((m) => m.to === other.email);
    expect(mail.text).not.toContain('without a prediction');
    expect(mail.text).toContain('You have not placed your banker for this week yet.');
  });

  it('follows the lead time (2 h, off) and the e-mail switch; never after the deadline', async () => {
    const { season, user: early } = await createSeasonWithPlayer(app.knex, {
      reminderLeadHours: 2,
    });
    const { user: off } = await createSeasonWithPlayer(app.knex, { reminderLeadHours: 0 });
    const { user: silent } = await createSeasonWithPlayer(app.knex, { emailNotifications: false });
    for (const u of [off, silent])
      await predict(
        app.knex,
        u.id,
        (await createWeek(app.knex, season.id, [new Date('2020-03-01T12:00:00Z')])).matches[0].id,
      );
    const close = new Date('2030-03-09T15:00:00Z');
    await createWeek(app.knex, season.id, [close]);
    expect(await runAt(new Date(close.getTime() - 3 * HOUR), early.email)).toHaveLength(0);
    expect(await runAt(new Date(close.getTime() - 2 * HOUR), early.email)).toHaveLength(1);
    expect(app.mails.filter((m) => m.to === off.email || m.to === silent.email)).toHaveLength(0);
    const late = await createSeasonWithPlayer(app.knex);
    const { group } = await createWeek(app.knex, late.season.id, [
      new Date('2030-03-10T15:00:00Z'),
    ]);
    expect(await runAt(new Date('2030-03-10T15:00:01Z'), late.user.email)).toHaveLength(0);
    expect(await app.knex('deadline_reminders').where({ matchGroupId: group.id })).toHaveLength(0);
  });

  it.each([
    [
      'March',
      '2026-03-29T00:30:00Z',
      'Sunday 29 March 2026, 00:30 GMT',
      '2026-03-29T12:00:00Z',
      'Sunday 29 March 2026, 13:00 BST',
    ],
    [
      'October',
      '2026-10-25T00:30:00Z',
      'Sunday 25 October 2026, 01:30 BST',
      '2026-10-25T01:30:00Z',
      'Sunday 25 October 2026, 01:30 GMT',
    ],
  ])(
    'prints deadlines either side of the %s clock change in UK time, for a player who chose it',
    async (_, before, shownBefore, after, shownAfter) => {
      const { season, user } = await createSeasonWithPlayer(app.knex, {
        reminderLeadHours: 2,
        ukTime: true,
      });
      for (const [close, shown] of [
        [before, shownBefore],
        [after, shownAfter],
      ]) {
        await createWeek(app.knex, season.id, [new Date(close)]);
        const [mail] = await runAt(new Date(new Date(close).getTime() - HOUR), user.email);
        expect(mail.subject).toContain(`predictions close ${shown}`);
        expect(mail.text).toContain(`start closing on ${shown}.`);
        app.mails.length = 0;
      }
    },
  );

  it('follows the time setting the player saves on their profile: UK time when on, UTC labelled when off', async () => {
    const { season, user } = await createSeasonWithPlayer(app.knex, { reminderLeadHours: 2 });
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: user.email, password: 'password1' },
    });
    const setUkTime = (ukTime: boolean) =>
      app.request('PUT', '/api/users/profile', {
        token: login.body.token,
        body: { preferences: { ukTime } },
      });
    expect((await setUkTime(true)).status).toBe(200);
    const summer = new Date('2030-07-06T13:00:00Z');
    await createWeek(app.knex, season.id, [summer]);
    const [bst] = await runAt(new Date(summer.getTime() - HOUR), user.email);
    expect(bst.text).toContain('start closing on Saturday 6 July 2030, 14:00 BST.');

    expect((await setUkTime(false)).status).toBe(200);
    const later = new Date('2030-07-13T13:00:00Z');
    await createWeek(app.knex, season.id, [later]);
    const [utc] = await runAt(new Date(later.getTime() - HOUR), user.email);
    expect(utc.subject).toContain('predictions close Saturday 13 July 2030, 13:00 UTC');
    expect(utc.text).toContain('start closing on Saturday 13 July 2030, 13:00 UTC.');
  });

  it("a player registered on a brand host is that brand's player", async () => {
    const body = JSON.stringify({
      teamName: 'Oracle Fans',
      email: 'oracle@example.com',
      password: 'secret1',
    });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: new URL(app.url).port,
          path: '/api/auth/register',
          method: 'POST',
          headers: { host: 'score-oracle.localhost', 'content-type': 'application/json' },
        },
        (res) => res.resume().on('end', () => resolve(res.statusCode!)),
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(201);
    expect(await app.knex('users').where({ email: 'oracle@example.com' }).first('brand')).toEqual({
      brand: 'score-oracle',
    });
  });

  it("is mailed in the player's brand", async () => {
    const { season, user } = await createSeasonWithPlayer(app.knex, { brand: 'score-oracle' });
    const close = new Date('2030-04-06T12:00:00Z');
    await createWeek(app.knex, season.id, [close]);
    const [mail] = await runAt(new Date(close.getTime() - HOUR), user.email);
    expect(mail.from).toMatch(/^"Score Oracle" </);
    expect(mail.text).toContain('https://score-oracle.localhost/');
  });

  it('one-click unsubscribe (POST, no login) turns reminder e-mails off and nothing else', async () => {
    const { season, user } = await createSeasonWithPlayer(app.knex);
    const close = new Date('2030-05-04T12:00:00Z');
    await createWeek(app.knex, season.id, [close]);
    const [mail] = await runAt(new Date(close.getTime() - HOUR), user.email);
    expect(mail.text).toContain(
      'turns deadline reminder e-mails off (other e-mails and push notifications stay as they are)',
    );
    const link =
      /^<https:\/\/predictor\.example(\/api\/newsletter\/unsubscribe\?token=[\w.-]+)>$/.exec(
        mail.headers!['List-Unsubscribe'],
      )![1];
    const res = await app.request('POST', link, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('no longer receive deadline reminders');
    expect(
      await app
        .knex('users')
        .where({ id: user.id })
        .first('emailReminders', 'reminderLeadHours', 'emailNotifications', 'unsubscribed'),
    ).toEqual({
      emailReminders: false,
      reminderLeadHours: 24,
      emailNotifications: true,
      unsubscribed: false,
    });
    const page = await fetch(app.url + link);
    expect(await page.text()).toContain('no longer receive deadline reminders');
  });
});

describe('PUT /api/users/profile reminder lead time', () => {
  it('saves 24, 2 or 0 alone, answers it, and refuses anything else with 400', async () => {
    const user = await createUser(app.knex);
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: user.email, password: 'password1' },
    });
    const put = (body: unknown) =>
      app.request('PUT', '/api/users/profile', { token: login.body.token, body });
    const res = await put({ preferences: { reminderLeadHours: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.user.preferences).toMatchObject({
      emailNotifications: true,
      reminderLeadHours: 2,
      ukTime: false,
    });
    expect(res.body.user.unsubscribed).toBe(false);
    for (const bad of [{ reminderLeadHours: 12 }, { reminderLeadHours: '2' }, {}]) {
      const refused = await put({ preferences: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION');
    }
    expect(
      (await put({ preferences: { emailNotifications: false } })).body.user.preferences,
    ).toMatchObject({
      emailNotifications: false,
      reminderLeadHours: 2,
      ukTime: false,
    });
  });
});
