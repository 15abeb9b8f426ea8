import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createTeam,
  signedIn,
  simpleRestQuery,
} from '../../../test/factories';

let app: TestApp;
let admin: string;
let seasonA: number;
let seasonB: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  seasonA = (await createSeason(app.knex, { name: 'Season A' })).id;
  seasonB = (await createSeason(app.knex, { name: 'Season B' })).id;
  const groupA = await createMatchGroup(app.knex, seasonA, { matchWeek: 1, name: 'Week 1' });
  const wolves = await createTeam(app.knex, { name: 'Wolves' });
  const hawks = await createTeam(app.knex, { name: 'Hawks' });
  ids.early = (
    await createMatch(app.knex, {
      seasonId: seasonA,
      matchGroupId: groupA.id,
      homeTeamId: wolves.id,
      awayTeamId: hawks.id,
      matchDate: new Date('2030-05-01T23:30:00Z'),
    })
  ).id;
  ids.late = (
    await createMatch(app.knex, {
      seasonId: seasonA,
      matchGroupId: groupA.id,
      homeTeamId: hawks.id,
      awayTeamId: wolves.id,
      matchDate: new Date('2030-05-02T00:00:00Z'),
      status: 'finished',
      homeGoals: 1,
      awayGoals: 0,
    })
  ).id;
  ids.other = (
    await createMatch(app.knex, {
      seasonId: seasonB,
      matchGroupId: null,
      matchDate: new Date('2030-05-01T12:00:00Z'),
    })
  ).id;
}, 30_000);
afterAll(() => app?.close());

const q = simpleRestQuery;
const list = (query: string) => app.request('GET', `/api/admin/matches${query}`, { token: admin });
const idsOf = (body: { id: number }[]) => body.map((m) => m.id);

describe('GET /api/admin/matches with plain query parameters', () => {
  it('answers every match by kick-off with nested season, group and teams', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.other, ids.early, ids.late]);
    expect(res.body[1]).toMatchObject({
      season: { id: seasonA, name: 'Season A' },
      matchGroup: { name: 'Week 1', season: { id: seasonA, name: 'Season A' } },
      homeTeam: { name: 'Wolves', logoUrl: null },
      awayTeam: { name: 'Hawks' },
      matchWeek: null,
      venue: null,
    });
    expect(res.body[0].matchGroup).toBeNull();
    expect(res.headers.get('content-range')).toBe('matches 0-2/3');
  });

  it('filters by season, status and UTC date', async () => {
    expect(idsOf((await list(`?season=${seasonA}`)).body)).toEqual([ids.early, ids.late]);
    expect(idsOf((await list('?status=finished')).body)).toEqual([ids.late]);
    expect(idsOf((await list('?date=2030-05-01')).body)).toEqual([ids.other, ids.early]);
    expect(idsOf((await list(`?season=${seasonA}&date=2030-05-02&status=finished`)).body)).toEqual([
      ids.late,
    ]);
  });

  it('ignores empty filters and refuses malformed ones', async () => {
    expect((await list('?season=&status=&date=')).body).toHaveLength(3);
    expect((await list('?status=abandoned')).status).toBe(400);
    expect((await list('?date=01/05/2030')).status).toBe(400);
    expect((await list('?season=abc')).status).toBe(400);
  });
});

describe('GET /api/admin/matches in the simple-REST protocol', () => {
  it('filters with seasonId, status, date and q, and pages with Content-Range', async () => {
    const res = await list(
      q({ sort: ['matchDate', 'DESC'], range: [0, 0], filter: { seasonId: seasonA } }),
    );
    expect(idsOf(res.body)).toEqual([ids.late]);
    expect(res.headers.get('content-range')).toBe('matches 0-0/2');
    expect(
      idsOf(
        (
          await list(
            q({
              sort: ['id', 'ASC'],
              range: [0, 9],
              filter: { date: '2030-05-01', status: 'scheduled' },
            }),
          )
        ).body,
      ),
    ).toEqual([ids.early, ids.other]);
    expect(
      idsOf((await list(q({ sort: ['id', 'ASC'], range: [0, 9], filter: { q: 'hawk' } }))).body),
    ).toEqual([ids.early, ids.late]);
  });

  it('answers getMany and getOne', async () => {
    expect(idsOf((await list(q({ filter: { id: [ids.late, ids.other] } }))).body).sort()).toEqual(
      [ids.late, ids.other].sort(),
    );
    const one = await app.request('GET', `/api/admin/matches/${ids.late}`, { token: admin });
    expect(one.body).toMatchObject({
      id: ids.late,
      homeGoals: 1,
      awayGoals: 0,
      status: 'finished',
    });
    expect((await app.request('GET', '/api/admin/matches/999999', { token: admin })).status).toBe(
      404,
    );
  });

  it('refuses an unknown sort field', async () => {
    expect((await list(q({ sort: ['homeTeamName', 'ASC'] }))).status).toBe(400);
  });
});
