import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  signedIn,
  simpleRestQuery as q,
} from '../../../test/factories';

// Manage Matches' views (issue 29 item 5): the current week (36-hour rule), today's matches first,
// awaiting result, and a highlight link answered with the page holding its match in one request.
let app: TestApp;
let admin: string;
let seasonA: number;
let seasonB: number;
const ids: Record<string, number> = {};
const at = (iso: string) => new Date(`2030-06-${iso}Z`);

beforeAll(async () => {
  app = await startTestApp();
  // Monday 10 June 2030, noon UTC.
  app.setNow(at('10T12:00:00'));
  admin = (await signedIn(app, { role: 'admin' })).token;
  seasonA = (await createSeason(app.knex, { name: 'Season A' })).id;
  seasonB = (await createSeason(app.knex, { name: 'Season B', isActive: false })).id;
  const seasonC = (await createSeason(app.knex, { name: 'Season C' })).id;
  const [week1, week2, week3] = await Promise.all(
    [1, 2, 3].map((matchWeek) => createMatchGroup(app.knex, seasonA, { matchWeek })),
  );
  const matchIn = async (
    name: string,
    group: { id: number; seasonId: number },
    date: string,
    fields = {},
  ) => {
    ids[name] = (
      await createMatch(app.knex, {
        seasonId: group.seasonId,
        matchGroupId: group.id,
        matchDate: at(date),
        ...fields,
      })
    ).id;
  };
  await matchIn('lastWeek', week1, '03T15:00:00', {
    status: 'finished',
    homeGoals: 1,
    awayGoals: 1,
  });
  await matchIn('lastWeekPostponed', week1, '03T18:00:00', { status: 'postponed' });
  await matchIn('yesterday', week2, '09T15:00:00');
  await matchIn('todayLate', week2, '10T18:00:00');
  await matchIn('todayEarly', week2, '10T09:00:00', { status: 'in_progress' });
  await matchIn('tomorrow', week2, '11T19:00:00');
  await matchIn('nextWeek', week3, '17T15:00:00');
  await matchIn(
    'inactiveSeason',
    await createMatchGroup(app.knex, seasonB, { matchWeek: 1 }),
    '10T20:00:00',
  );
  await matchIn(
    'otherSeason',
    await createMatchGroup(app.knex, seasonC, { matchWeek: 1 }),
    '11T10:00:00',
  );
}, 30_000);
afterAll(() => app?.close());

const list = (query: string) => app.request('GET', `/api/admin/matches${query}`, { token: admin });
const idsOf = (body: { id: number }[]) => body.map((m) => m.id);

describe('GET /api/admin/matches: the current week, today first, awaiting result', () => {
  it("filters currentWeek to each active season's current match group (36-hour rule)", async () => {
    const res = await list(
      q({ sort: ['matchDate', 'ASC'], range: [0, 49], filter: { currentWeek: true } }),
    );
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([
      ids.yesterday,
      ids.todayEarly,
      ids.todayLate,
      ids.otherSeason,
      ids.tomorrow,
    ]);
    // A chosen season, even an inactive one, gives its own current week.
    const chosen = await list(
      q({
        sort: ['matchDate', 'ASC'],
        range: [0, 49],
        filter: { currentWeek: true, seasonId: seasonB },
      }),
    );
    expect(idsOf(chosen.body)).toEqual([ids.inactiveSeason]);
  });

  it("sorts todayFirst: the server's UTC today's matches, then the others by kick-off", async () => {
    const res = await list(
      q({ sort: ['todayFirst', 'ASC'], range: [0, 49], filter: { currentWeek: true } }),
    );
    expect(idsOf(res.body)).toEqual([
      ids.todayEarly,
      ids.todayLate,
      ids.yesterday,
      ids.otherSeason,
      ids.tomorrow,
    ]);
  });

  it('filters awaitingResult: kicked off and neither finished, cancelled nor postponed', async () => {
    const res = await list(
      q({ sort: ['matchDate', 'ASC'], range: [0, 49], filter: { awaitingResult: true } }),
    );
    expect(idsOf(res.body)).toEqual([ids.yesterday, ids.todayEarly]);
  });

  it('refuses a malformed currentWeek or awaitingResult with 400 {message, code}', async () => {
    for (const filter of [{ currentWeek: 'soon' }, { awaitingResult: 3 }]) {
      const res = await list(q({ range: [0, 9], filter }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), code: 'VALIDATION' });
    }
  });
});

describe('GET /api/admin/matches?highlight={id}', () => {
  it("answers the page of the asked size holding the match among its season's matches", async () => {
    // Season A by kick-off: lastWeek, lastWeekPostponed, yesterday, todayEarly, todayLate, tomorrow, nextWeek.
    const res = await list(
      `${q({ sort: ['matchDate', 'ASC'], range: [0, 1], filter: { status: 'finished' } })}&highlight=${ids.todayLate}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('matches 4-5/7');
    expect(idsOf(res.body)).toEqual([ids.todayLate, ids.tomorrow]);
    expect(res.body[0].seasonId).toBe(seasonA);
  });

  it('follows the asked order, todayFirst included', async () => {
    const res = await list(
      `${q({ sort: ['todayFirst', 'ASC'], range: [0, 2] })}&highlight=${ids.nextWeek}`,
    );
    // todayEarly, todayLate, lastWeek | lastWeekPostponed, yesterday, tomorrow | nextWeek
    expect(res.headers.get('content-range')).toBe('matches 6-6/7');
    expect(idsOf(res.body)).toEqual([ids.nextWeek]);
  });

  it('refuses a bad highlight with 400, an unknown match with 404, each with {message, code}', async () => {
    const range = q({ range: [0, 49] });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await list(`${range}&highlight=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid highlight', code: 'VALIDATION' });
    }
    const unknown = await list(`${range}&highlight=999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.any(String), code: 'NOT_FOUND' });
    const noRange = await list(`?highlight=${ids.todayLate}`);
    expect(noRange.status).toBe(400);
    expect(noRange.body).toEqual({ message: 'A highlight needs a range', code: 'VALIDATION' });
  });
});
