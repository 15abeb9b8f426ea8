import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, createSeason, createTeam, signedIn } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeasonWithPlayer, createWeek, predict } from '../../../test/mail-job-fixtures';
import { signSessionToken } from '../../lib/auth';
import { calendarToken } from './token';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2030-01-01T12:00:00Z');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://predictor.example' });
  app.setNow(NOW);
}, 30_000);
afterAll(() => app?.close());

/** The player's link (GET /users/me/calendar) and the token in it. */
async function linkOf(sessionToken: string) {
  const res = await app.request('GET', '/api/users/me/calendar', { token: sessionToken });
  expect(res.status).toBe(200);
  const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(res.body.httpsUrl)?.[1] ?? '';
  return { ...(res.body as { httpsUrl: string; webcalUrl: string }), token };
}

const feedPath = (token: string, query = '') => `/api/calendar/${token}.ics${query}`;

/** The feed parsed with ical.js, an independent parser: the calendar and its events. */
async function feed(token: string, query = '') {
  const res = await app.request('GET', feedPath(token, query));
  expect(res.status, String(res.body).slice(0, 200)).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body as string));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent('valarm');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === 'UTC',
      end: event.endDate.toJSDate().toISOString(),
      url: vevent.getFirstPropertyValue('url'),
      alarm: alarm && {
        action: alarm.getFirstPropertyValue('action'),
        seconds: (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
      },
    };
  });
  return { res, calendar, events };
}

/** A player of a season (an old prediction in it) with a session. */
async function player(fields: Record<string, unknown> = {}) {
  const { season, user } = await createSeasonWithPlayer(app.knex, fields);
  const token = await signSessionToken(user.id, app.config.jwtSecret, '1h');
  return { season, user, token };
}

describe('GET /api/users/me/calendar', () => {
  it('answers the same link every time, on the public URL, as https and webcal', async () => {
    const { user, token } = await player();
    const first = await linkOf(token);
    expect(first.httpsUrl).toMatch(
      new RegExp(
        `^https://predictor\\.example/api/calendar/c${user.id}\\.[A-Za-z0-9_-]{43}\\.ics$`,
      ),
    );
    expect(first.webcalUrl).toBe(first.httpsUrl.replace('https://', 'webcal://'));
    expect(await linkOf(token)).toEqual(first);
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/users/me/calendar')).status).toBe(401);
    expect((await app.request('POST', '/api/users/me/calendar/reset')).status).toBe(401);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it('holds exactly the rounds where the player owes a prediction or the banker', async () => {
    const { season, user, token } = await player();
    const at = (days: number) => new Date(NOW.getTime() + days * DAY);
    // Fully predicted, banker placed: absent.
    const done = await createWeek(app.knex, season.id, [at(3), at(4)]);
    await predict(app.knex, user.id, done.matches[0].id, true);
    await predict(app.knex, user.id, done.matches[1].id);
    // One pick missing (banker placed): present.
    const missing = await createWeek(app.knex, season.id, [at(10), at(11)]);
    await predict(app.knex, user.id, missing.matches[0].id, true);
    // Every match closed, nothing predicted: absent.
    await createWeek(app.knex, season.id, [at(-2), at(-1)]);
    // Only the banker missing: present.
    const noBanker = await createWeek(app.knex, season.id, [at(17)]);
    await predict(app.knex, user.id, noBanker.matches[0].id);
    // The missing pick is on a closed match, the open one predicted with the banker: absent.
    const lateMiss = await createWeek(app.knex, season.id, [at(-1), at(5)]);
    await predict(app.knex, user.id, lateMiss.matches[1].id, true);
    // A season the player does not play: absent.
    await createWeek(app.knex, (await createSeason(app.knex)).id, [at(6)]);

    const { res, calendar, events } = await feed((await linkOf(token)).token);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=900');
    expect(res.headers.get('content-disposition')).toBe(
      'inline; filename="predictor-deadlines.ics"',
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Predictor deadlines');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(0);

    const competition = (await app.knex('competitions').where({ id: season.competitionId }))[0];
    expect(events.map((e) => e.uid)).toEqual([
      `round-${missing.group.id}-u${user.id}@predictor.example`,
      `round-${noBanker.group.id}-u${user.id}@predictor.example`,
    ]);
    const [first, second] = events;
    expect(first).toMatchObject({
      summary: `Predictions close: ${competition.name} ${missing.group.name}`,
      start: at(10).toISOString(),
      startIsUtc: true,
      end: new Date(at(10).getTime() + 15 * 60_000).toISOString(),
      url: `https://predictor.example/seasons/${season.id}?matchweek=${missing.group.id}`,
    });
    expect(first.description).toContain('1 open match without a prediction.');
    expect(first.description).not.toContain('banker');
    expect(first.description).toContain(first.url);
    expect(second.description).not.toContain('without a prediction');
    expect(second.description).toContain('No banker placed yet.');
    expect(res.body).toContain(
      `DTSTART:${at(10)
        .toISOString()
        .replace(/[-:]|\.\d+/g, '')}`,
    );
  });

  it("alarms at the player's reminder lead time (24 h, 2 h; 2 h when reminders are off)", async () => {
    const { season, user, token } = await player();
    await createWeek(app.knex, season.id, [new Date(NOW.getTime() + 5 * DAY)]);
    const { token: link } = await linkOf(token);
    for (const [lead, seconds] of [
      [24, -24 * 3600],
      [2, -2 * 3600],
      [0, -2 * 3600],
    ]) {
      await app.knex('users').where({ id: user.id }).update({ reminderLeadHours: lead });
      const { events } = await feed(link);
      expect(events.map((e) => e.alarm)).toEqual([{ action: 'DISPLAY', seconds }]);
    }
  });

  it("adds the favourite team's fixtures with ?fixtures=team: a week back onwards, none cancelled", async () => {
    const team = await createTeam(app.knex);
    const rival = await createTeam(app.knex, { name: `Rivals ${Date.now()}` });
    const { season, user, token } = await player();
    await app.knex('users').where({ id: user.id }).update({ favouriteTeamId: team.id });
    const kickOff = (days: number) => new Date(NOW.getTime() + days * DAY);
    const fixture = (days: number, fields: Record<string, unknown> = {}) =>
      createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: null,
        homeTeamId: team.id,
        awayTeamId: rival.id,
        matchDate: kickOff(days),
        ...fields,
      });
    await fixture(-10, { status: 'finished', homeGoals: 0, awayGoals: 0 });
    const played = await fixture(-3, { status: 'finished', homeGoals: 2, awayGoals: 1 });
    await fixture(4, { status: 'cancelled' });
    const next = await fixture(8, {
      homeTeamId: rival.id,
      awayTeamId: team.id,
      venue: 'Away Park',
    });
    await createMatch(app.knex, { seasonId: season.id, matchGroupId: null, matchDate: kickOff(9) });
    const { token: link } = await linkOf(token);

    expect((await feed(link)).events).toEqual([]);
    const { events } = await feed(link, '?fixtures=team');
    expect(events).toEqual([
      expect.objectContaining({
        uid: `match-${played.id}@predictor.example`,
        summary: `${team.name} 2–1 ${rival.name}`,
        start: kickOff(-3).toISOString(),
        end: new Date(kickOff(-3).getTime() + 105 * 60_000).toISOString(),
        url: `https://predictor.example/predictions/${played.id}`,
        alarm: null,
      }),
      expect.objectContaining({
        uid: `match-${next.id}@predictor.example`,
        summary: `${rival.name} v ${team.name}`,
        start: kickOff(8).toISOString(),
      }),
    ]);

    await app.knex('users').where({ id: user.id }).update({ favouriteTeamId: null });
    expect((await feed(link, '?fixtures=team')).events).toEqual([]);
    expect((await app.request('GET', feedPath(link, '?fixtures=everything'))).status).toBe(400);
  });

  it('stops answering the old link once the player resets it; the new one works', async () => {
    const { token } = await player();
    const old = await linkOf(token);
    const reset = await app.request('POST', '/api/users/me/calendar/reset', { token });
    expect(reset.status).toBe(200);
    expect(reset.body.httpsUrl).not.toBe(old.httpsUrl);
    expect(reset.body.webcalUrl).toBe(reset.body.httpsUrl.replace('https://', 'webcal://'));
    const gone = await app.request('GET', feedPath(old.token));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
    const now = await linkOf(token);
    expect(now.httpsUrl).toBe(reset.body.httpsUrl);
    expect((await app.request('GET', feedPath(now.token))).status).toBe(200);
  });

  it('answers 404 for a malformed, forged or foreign token, and for an inactive player', async () => {
    const { user, token } = await player();
    const { user: other } = await player();
    const { user: never } = await player();
    const { token: link } = await linkOf(token);
    await linkOf(await signSessionToken(other.id, app.config.jwtSecret, '1h'));
    const mac = link.split('.')[1];
    const flipped = mac.slice(0, 10) + (mac[10] === 'A' ? 'B' : 'A') + mac.slice(11);
    const attempts = [
      'nonsense',
      `c${user.id}`,
      `c${user.id}.${flipped}`,
      `c${other.id}.${mac}`,
      `c${never.id}.${mac}`,
      `c99999999999.${mac}`,
      `c${user.id}.${mac}x`,
      await calendarToken(app.config.jwtSecret, never.id, 'a-guessed-nonce'),
      token,
    ];
    for (const attempt of attempts) {
      const res = await app.request('GET', feedPath(encodeURIComponent(attempt)));
      expect({ attempt, status: res.status, code: res.body?.code }).toEqual({
        attempt,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    await app.knex('users').where({ id: user.id }).update({ isActive: false });
    expect((await app.request('GET', feedPath(link))).status).toBe(404);
  });

  it('signs in nowhere: a calendar token as a Bearer session answers 401', async () => {
    const { token } = await player();
    const { token: link } = await linkOf(token);
    for (const path of ['/api/auth/me', '/api/users/me/calendar', `/api/calendar/${link}.ics`])
      expect((await app.request('GET', path, { token: link })).status).toBe(401);
  });

  it('puts whether a link exists in the data export, never the link or its secret', async () => {
    const { user, token } = await signedIn(app);
    const before = await app.request('GET', '/api/users/me/export', { token });
    expect(before.body.preferences.calendarLink).toBe(false);
    const { token: link } = await linkOf(token);
    const after = await app.request('GET', '/api/users/me/export', { token });
    expect(after.body.preferences.calendarLink).toBe(true);
    const { calendarNonce } = await app.knex('users').where({ id: user.id }).first('calendarNonce');
    expect(calendarNonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const text = JSON.stringify(after.body);
    expect(text).not.toContain(calendarNonce);
    expect(text).not.toContain(link.split('.')[1]);
  });
});
