/**
 * Every admin resource driven through the real `ra-data-simple-rest` client (the back office's data
 * provider) with ra-core's `fetchJson` carrying the admin's bearer token: getList with sort, filter
 * and range, getOne, getMany of 30 ids (more than the default page of 25), getManyReference where a
 * reference exists, create, update with the record as read back, updateMany with one changed field,
 * delete and deleteMany. The spec's own paths (news under /api/news/admin, trophies and awards under
 * /api/trophies/admin) are reached by choosing the provider's base URL and resource name.
 */
import { fetchUtils, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import {
  createCompetition,
  createMatch,
  createMatchGroup,
  createSeason,
  createTeam,
  createUser,
  signedIn,
} from './factories';
import { PNG, imageForm, postForm } from './images';

let app: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp();
  const a = await signedIn(app, { role: 'admin' });
  admin = a.token;
  adminId = a.user.id;
}, 120_000);
afterAll(() => app?.close());

/** ra-data-simple-rest over `path`, its requests signed like the back office's. */
function provider(path = '/api/admin'): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, {
      ...options,
      user: { authenticated: true, token: `Bearer ${admin}` },
    });
  return simpleRestProvider(app.url + path, httpClient);
}

const page = (page: number, perPage: number) => ({ page, perPage });
const ids = (rows: RaRecord[]) => rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
const sorted = (list: Identifier[]) => [...list].sort((a, b) => Number(a) - Number(b));

/** getMany of every given id (plus one that does not exist): exactly the existing ones come back. */
async function expectGetMany(dp: DataProvider, resource: string, wanted: Identifier[]) {
  expect(wanted.length).toBeGreaterThanOrEqual(30);
  const { data } = await dp.getMany(resource, { ids: [...wanted, 99_999_999] });
  expect(ids(data)).toEqual(sorted(wanted));
}

/** An export: react-admin's exporter asks 1,000 rows; every row of the filtered list comes back. */
async function expectExport(
  dp: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
  count: number,
) {
  const { data, total } = await dp.getList(resource, {
    pagination: page(1, 1000),
    sort: { field: 'id', order: 'ASC' },
    filter,
  });
  expect(total).toBe(count);
  expect(data).toHaveLength(count);
}

/** A rejected data provider call's HTTP status and body (ra-core's HttpError). */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as { status: number; body: { message: string; errors?: object } };
    return { status: e.status, body: e.body };
  }
  throw new Error('expected the call to fail');
}

describe('competitions', () => {
  it('speaks every data provider method', async () => {
    const dp = provider();
    const made = [];
    for (let i = 0; i < 30; i++)
      made.push(
        await createCompetition(app.knex, { name: `RA League ${String(i).padStart(2, '0')}` }),
      );

    const list = await dp.getList('competitions', {
      pagination: page(2, 10),
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'RA League' },
    });
    expect(list.total).toBe(30);
    expect(list.data.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `RA League ${String(19 - i).padStart(2, '0')}`),
    );
    await expectExport(dp, 'competitions', { q: 'RA League' }, 30);
    await expectGetMany(
      dp,
      'competitions',
      made.map((c) => c.id),
    );

    const { data: created } = await dp.create('competitions', {
      data: { name: 'RA Created Cup', countryCode: 'es' },
    });
    expect(created).toMatchObject({ name: 'RA Created Cup', countryCode: 'ES', isActive: true });
    const { data: read } = await dp.getOne('competitions', { id: created.id });
    const { data: updated } = await dp.update('competitions', {
      id: read.id,
      data: { ...read, name: 'RA Renamed Cup' },
      previousData: read,
    });
    expect(updated).toMatchObject({ id: read.id, name: 'RA Renamed Cup', countryCode: 'ES' });

    const two = [made[0].id, made[1].id];
    expect(
      (await dp.updateMany('competitions', { ids: two, data: { isActive: false } })).data,
    ).toEqual(two);
    const { data: after } = await dp.getMany('competitions', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((c) => [c.name, c.isActive])).toEqual([
      ['RA League 00', false],
      ['RA League 01', false],
    ]);
    // The merged record is still validated: a name cannot be emptied by a partial update.
    expect(
      await failure(
        dp.update('competitions', { id: two[0], data: { name: '' }, previousData: after[0] }),
      ),
    ).toMatchObject({ status: 400 });

    expect(
      (await dp.delete('competitions', { id: created.id, previousData: updated })).data.id,
    ).toBe(created.id);
    expect((await dp.deleteMany('competitions', { ids: two })).data).toEqual(two);
  });
});

describe('seasons', () => {
  it('speaks every data provider method, with competitionId as reference', async () => {
    const dp = provider();
    const competition = await createCompetition(app.knex, { name: 'RA Season League' });
    const made = [];
    for (let i = 0; i < 30; i++)
      made.push(
        await createSeason(app.knex, {
          competitionId: competition.id,
          name: `RA Season ${String(i).padStart(2, '0')}`,
          startDate: `20${String(i).padStart(2, '0')}-08-01`,
          endDate: `20${String(i + 1).padStart(2, '0')}-05-31`,
        }),
      );
    const list = await dp.getList('seasons', {
      pagination: page(1, 5),
      sort: { field: 'startDate', order: 'ASC' },
      filter: { competitionId: competition.id },
    });
    expect(list.total).toBe(30);
    expect(list.data.map((s) => s.name)).toEqual([
      'RA Season 00',
      'RA Season 01',
      'RA Season 02',
      'RA Season 03',
      'RA Season 04',
    ]);
    const refs = await dp.getManyReference('seasons', {
      target: 'competitionId',
      id: competition.id,
      pagination: page(1, 25),
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(refs.total).toBe(30);
    expect(refs.data).toHaveLength(25);
    await expectGetMany(
      dp,
      'seasons',
      made.map((s) => s.id),
    );

    const { data: created } = await dp.create('seasons', {
      data: {
        name: 'RA New Season',
        startDate: '2030-08-01',
        endDate: '2031-05-31',
        competitionId: competition.id,
      },
    });
    const { data: read } = await dp.getOne('seasons', { id: created.id });
    expect(read.competition).toMatchObject({ id: competition.id });
    const { data: updated } = await dp.update('seasons', {
      id: read.id,
      data: { ...read, description: 'Edited as read' },
      previousData: read,
    });
    expect(updated).toMatchObject({
      name: 'RA New Season',
      description: 'Edited as read',
      startDate: '2030-08-01',
    });

    const two = [made[0].id, made[1].id];
    await dp.updateMany('seasons', { ids: two, data: { isActive: false } });
    const { data: after } = await dp.getMany('seasons', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((s) => [s.name, s.isActive])).toEqual([
      ['RA Season 00', false],
      ['RA Season 01', false],
    ]);
    // Cross-field rules hold on the merged record: an end before the stored start is refused.
    const refused = await failure(
      dp.updateMany('seasons', { ids: two, data: { endDate: '1999-01-01' } }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { endDate: 'End date must be on or after the start date' } },
    });

    await dp.delete('seasons', { id: created.id, previousData: updated });
    expect((await dp.deleteMany('seasons', { ids: two })).data).toEqual(two);
  });
});

describe('teams', () => {
  it('speaks every data provider method, with competitionId as reference', async () => {
    const dp = provider();
    const competition = await createCompetition(app.knex, { name: 'RA Team League' });
    const made = [];
    for (let i = 0; i < 30; i++)
      made.push(
        await createTeam(app.knex, {
          name: `RA Club ${String(i).padStart(2, '0')}`,
          competitionId: competition.id,
        }),
      );
    const list = await dp.getList('teams', {
      pagination: page(1, 3),
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'RA Club', competitionId: competition.id },
    });
    expect(list.total).toBe(30);
    expect(list.data.map((t) => t.name)).toEqual(['RA Club 00', 'RA Club 01', 'RA Club 02']);
    const refs = await dp.getManyReference('teams', {
      target: 'competitionId',
      id: competition.id,
      pagination: page(2, 25),
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(refs).toMatchObject({ total: 30 });
    expect(refs.data).toHaveLength(5);
    await expectGetMany(
      dp,
      'teams',
      made.map((t) => t.id),
    );

    const { data: created } = await dp.create('teams', {
      data: {
        name: 'RA New Club',
        shortName: 'rnc',
        countryCode: 'fr',
        competitionId: competition.id,
      },
    });
    const { data: read } = await dp.getOne('teams', { id: created.id });
    const { data: updated } = await dp.update('teams', {
      id: read.id,
      data: { ...read, name: 'RA Newer Club' },
      previousData: read,
    });
    expect(updated).toMatchObject({
      name: 'RA Newer Club',
      shortName: 'RNC',
      countryCode: 'FR',
      competitionId: competition.id,
    });

    const two = [made[0].id, made[1].id];
    await dp.updateMany('teams', { ids: two, data: { countryCode: 'it' } });
    const { data: after } = await dp.getMany('teams', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((t) => [t.name, t.countryCode, t.competitionId])).toEqual([
      ['RA Club 00', 'IT', competition.id],
      ['RA Club 01', 'IT', competition.id],
    ]);
    // Uniqueness still holds on a partial update.
    expect(
      await failure(
        dp.update('teams', { id: two[0], data: { name: 'RA Club 01' }, previousData: after[0] }),
      ),
    ).toMatchObject({ status: 409 });

    await dp.delete('teams', { id: created.id, previousData: updated });
    expect((await dp.deleteMany('teams', { ids: two })).data).toEqual(two);
  });
});

describe('match groups', () => {
  it('speaks every data provider method, with seasonId as reference', async () => {
    const dp = provider();
    const season = await createSeason(app.knex, { name: 'RA Group Season' });
    const made = [];
    for (let i = 1; i <= 30; i++)
      made.push(await createMatchGroup(app.knex, season.id, { matchWeek: i }));
    const list = await dp.getList('match-groups', {
      pagination: page(1, 2),
      sort: { field: 'matchWeek', order: 'DESC' },
      filter: { seasonId: season.id },
    });
    expect(list.total).toBe(30);
    expect(list.data.map((g) => g.matchWeek)).toEqual([30, 29]);
    const refs = await dp.getManyReference('match-groups', {
      target: 'seasonId',
      id: season.id,
      pagination: page(1, 50),
      sort: { field: 'matchWeek', order: 'ASC' },
      filter: { isActive: true },
    });
    expect(refs.total).toBe(30);
    await expectGetMany(
      dp,
      'match-groups',
      made.map((g) => g.id),
    );

    const { data: created } = await dp.create('match-groups', {
      data: { seasonId: season.id, name: 'RA Cup Round', matchWeek: 31 },
    });
    const { data: read } = await dp.getOne('match-groups', { id: created.id });
    const { data: updated } = await dp.update('match-groups', {
      id: read.id,
      data: { ...read, description: 'Edited as read' },
      previousData: read,
    });
    expect(updated).toMatchObject({
      name: 'RA Cup Round',
      description: 'Edited as read',
      matchWeek: 31,
      seasonId: season.id,
    });

    const two = [made[0].id, made[1].id];
    await dp.updateMany('match-groups', { ids: two, data: { isActive: false } });
    const { data: after } = await dp.getMany('match-groups', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((g) => [g.matchWeek, g.isActive])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(
      await failure(
        dp.update('match-groups', { id: two[0], data: { matchWeek: 0 }, previousData: after[0] }),
      ),
    ).toMatchObject({ status: 400 });

    await dp.delete('match-groups', { id: created.id, previousData: updated });
    expect((await dp.deleteMany('match-groups', { ids: two })).data).toEqual(two);
  });
});

describe('matches', () => {
  it('speaks every data provider method, with seasonId as reference', async () => {
    const dp = provider();
    const season = await createSeason(app.knex, { name: 'RA Match Season' });
    const group = await createMatchGroup(app.knex, season.id, { matchWeek: 1 });
    const teams = [];
    for (let i = 0; i < 4; i++) teams.push(await createTeam(app.knex));
    const made = [];
    const start = Date.UTC(2031, 0, 1, 15);
    for (let i = 0; i < 30; i++)
      made.push(
        await createMatch(app.knex, {
          seasonId: season.id,
          matchGroupId: group.id,
          homeTeamId: teams[i % 2].id,
          awayTeamId: teams[2 + (i % 2)].id,
          matchDate: new Date(start + i * 86_400_000),
        }),
      );
    const list = await dp.getList('matches', {
      pagination: page(1, 3),
      sort: { field: 'matchDate', order: 'ASC' },
      filter: { season: season.id, status: 'scheduled' },
    });
    expect(list.total).toBe(30);
    expect(list.data.map((m) => m.id)).toEqual(made.slice(0, 3).map((m) => m.id));
    const refs = await dp.getManyReference('matches', {
      target: 'seasonId',
      id: season.id,
      pagination: page(3, 10),
      sort: { field: 'matchDate', order: 'ASC' },
      filter: {},
    });
    expect(refs.data.map((m) => m.id)).toEqual(made.slice(20, 30).map((m) => m.id));
    await expectExport(dp, 'matches', { seasonId: season.id }, 30);
    await expectGetMany(
      dp,
      'matches',
      made.map((m) => m.id),
    );

    const { data: created } = await dp.create('matches', {
      data: {
        season: season.id,
        matchGroup: group.id,
        homeTeam: teams[0].id,
        awayTeam: teams[1].id,
        matchDate: '2031-06-01T15:00',
        predictionsClose: '2031-06-01T14:00',
      },
    });
    const { data: read } = await dp.getOne('matches', { id: created.id });
    const { data: updated } = await dp.update('matches', {
      id: read.id,
      data: { ...read, venue: 'Wembley' },
      previousData: read,
    });
    expect(updated).toMatchObject({
      venue: 'Wembley',
      matchDate: '2031-06-01T15:00:00.000Z',
      status: 'scheduled',
    });

    const two = [made[0].id, made[1].id];
    await dp.updateMany('matches', { ids: two, data: { venue: 'Neutral Ground' } });
    const { data: after } = await dp.getMany('matches', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((m) => [m.venue, m.status, m.matchDate])).toEqual(
      made
        .slice(0, 2)
        .map((m) => ['Neutral Ground', 'scheduled', new Date(m.matchDate).toISOString()]),
    );
    // predictionsClose < matchDate still holds when only one of them is sent.
    const late = await failure(
      dp.update('matches', {
        id: two[0],
        data: { predictionsClose: '2040-01-01T00:00:00Z' },
        previousData: after[0],
      }),
    );
    expect(late).toMatchObject({
      status: 400,
      body: { message: 'Predictions must close before the match starts' },
    });

    await dp.delete('matches', { id: created.id, previousData: updated });
    expect((await dp.deleteMany('matches', { ids: two })).data).toEqual(two);
  });
});

describe('users', () => {
  it('answers 400 in the error shape, not a page, for a range that is not two safe non-negative integers', async () => {
    for (const range of ['[1e300,1e300]', '[9007199254740992,9007199254740993]', '[0.5,3]']) {
      const res = await app.request('GET', `/api/admin/users?range=${encodeURIComponent(range)}`, {
        token: admin,
      });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'VALIDATION',
        'Invalid range parameter',
      ]);
    }
  });

  it('speaks the methods the users resource has (no create or delete in the spec)', async () => {
    const dp = provider();
    const made = [];
    for (let i = 0; i < 30; i++)
      made.push(await createUser(app.knex, { teamName: `RA Fan ${String(i).padStart(2, '0')}` }));
    const list = await dp.getList('users', {
      pagination: page(1, 4),
      sort: { field: 'teamName', order: 'ASC' },
      filter: { q: 'RA Fan', role: 'user' },
    });
    expect(list.total).toBe(30);
    expect(list.data.map((u) => u.teamName)).toEqual([
      'RA Fan 00',
      'RA Fan 01',
      'RA Fan 02',
      'RA Fan 03',
    ]);
    await expectGetMany(
      dp,
      'users',
      made.map((u) => u.id),
    );

    const { data: read } = await dp.getOne('users', { id: made[5].id });
    const { data: updated } = await dp.update('users', {
      id: read.id,
      data: { ...read, firstName: 'Edited' },
      previousData: read,
    });
    expect(updated).toMatchObject({
      firstName: 'Edited',
      email: read.email,
      teamName: 'RA Fan 05',
      role: 'user',
    });

    const two = [made[0].id, made[1].id];
    await dp.updateMany('users', { ids: two, data: { isActive: false } });
    const { data: after } = await dp.getMany('users', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((u) => [u.teamName, u.isActive])).toEqual([
      ['RA Fan 00', false],
      ['RA Fan 01', false],
    ]);
    // The role is read-only here: sending it back changes nothing.
    await dp.update('users', { id: two[0], data: { role: 'admin' }, previousData: after[0] });
    expect((await dp.getOne('users', { id: two[0] })).data.role).toBe('user');
    // An admin still cannot deactivate themself, even partially.
    const self = await failure(
      dp.update('users', { id: adminId, data: { isActive: false }, previousData: { id: adminId } }),
    );
    expect(self).toMatchObject({ status: 400 });
  });
});

describe('news (under /api/news/admin)', () => {
  it('speaks the simple-REST-compatible methods: list and getMany at /all, the rest at /{id}', async () => {
    const list = provider('/api/news/admin'); // getList, getMany: GET /api/news/admin/all
    const posts = provider('/api/news'); // getOne, create, update, delete: /api/news/admin[/{id}]
    const made = [];
    for (let i = 0; i < 30; i++) {
      const { data } = await posts.create('admin', {
        data: {
          title: `RA Post ${String(i).padStart(2, '0')}`,
          content: '<p>Body</p>',
          publishDate: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
          status: i < 10 ? 'published' : 'draft',
        },
      });
      made.push(data);
    }
    const drafts = await list.getList('all', {
      pagination: page(1, 5),
      sort: { field: 'publishDate', order: 'DESC' },
      filter: { status: 'draft', q: 'RA Post' },
    });
    expect(drafts.total).toBe(20);
    expect(drafts.data.map((p) => p.title)).toEqual([
      'RA Post 29',
      'RA Post 28',
      'RA Post 27',
      'RA Post 26',
      'RA Post 25',
    ]);
    await expectGetMany(
      list,
      'all',
      made.map((p) => p.id),
    );

    const { data: read } = await posts.getOne('admin', { id: made[12].id });
    const { data: updated } = await posts.update('admin', {
      id: read.id,
      data: { ...read, title: 'RA Post Twelve' },
      previousData: read,
    });
    expect(updated).toMatchObject({
      title: 'RA Post Twelve',
      status: 'draft',
      publishDate: read.publishDate,
      content: '<p>Body</p>',
    });

    const two = [made[10].id, made[11].id];
    await posts.updateMany('admin', { ids: two, data: { status: 'published' } });
    const { data: after } = await list.getMany('all', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((p) => [p.title, p.status])).toEqual([
      ['RA Post 10', 'published'],
      ['RA Post 11', 'published'],
    ]);
    expect(
      await failure(
        posts.update('admin', { id: two[0], data: { title: '' }, previousData: after[0] }),
      ),
    ).toMatchObject({ status: 400 });

    await posts.delete('admin', { id: read.id, previousData: updated });
    expect((await posts.deleteMany('admin', { ids: two })).data).toEqual(two);
  });
});

describe('trophies and awards (under /api/trophies/admin)', () => {
  it('speaks every method for trophies, and saves a trophy with an image back as read', async () => {
    const list = provider('/api/trophies/admin'); // GET /api/trophies/admin/all
    const trophies = provider('/api/trophies'); // /api/trophies/admin[/{id}]
    const made = [];
    for (let i = 0; i < 30; i++) {
      const { data } = await trophies.create('admin', {
        data: {
          name: `RA Trophy ${String(i).padStart(2, '0')}`,
          description: 'For the test',
          trophyType: 'custom',
        },
      });
      made.push(data);
    }
    const listed = await list.getList('all', {
      pagination: page(1, 3),
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'RA Trophy' },
    });
    expect(listed.data.map((t) => t.name)).toEqual([
      'RA Trophy 29',
      'RA Trophy 28',
      'RA Trophy 27',
    ]);
    await expectGetMany(
      list,
      'all',
      made.map((t) => t.id),
    );

    // A trophy with an uploaded image, read and saved back as react-admin holds it.
    const withImage = await postForm(
      `${app.url}/api/trophies/admin/${made[0].id}`,
      imageForm('image', PNG, { fields: { name: 'RA Trophy 00', description: 'With image' } }),
      admin,
      'PUT',
    );
    expect(withImage.status).toBe(200);
    const imageUrl = withImage.body.imageUrl as string;
    expect(imageUrl).toMatch(/^\/uploads\//);
    const { data: read } = await trophies.getOne('admin', { id: made[0].id });
    const { data: saved } = await trophies.update('admin', {
      id: read.id,
      data: { ...read, name: 'RA Trophy Renamed' },
      previousData: read,
    });
    expect(saved).toMatchObject({ name: 'RA Trophy Renamed', imageUrl, description: 'With image' });
    expect((await fetch(app.url + imageUrl)).status).toBe(200);
    // Another URL is not an upload: refused, the image stays.
    const foreign = await failure(
      trophies.update('admin', {
        id: read.id,
        data: { ...saved, imageUrl: 'https://example.com/x.png' },
        previousData: saved,
      }),
    );
    expect(foreign).toMatchObject({
      status: 400,
      body: { errors: { imageUrl: expect.any(String) } },
    });
    // null removes it.
    const { data: cleared } = await trophies.update('admin', {
      id: read.id,
      data: { ...saved, imageUrl: null },
      previousData: saved,
    });
    expect(cleared.imageUrl).toBeNull();

    const two = [made[1].id, made[2].id];
    await trophies.updateMany('admin', { ids: two, data: { isActive: false } });
    const { data: after } = await list.getMany('all', { ids: two });
    after.sort((a, b) => Number(a.id) - Number(b.id));
    expect(after.map((t) => [t.name, t.isActive, t.description])).toEqual([
      ['RA Trophy 01', false, 'For the test'],
      ['RA Trophy 02', false, 'For the test'],
    ]);
    expect(
      await failure(
        trophies.update('admin', {
          id: two[0],
          data: { description: ' ' },
          previousData: after[0],
        }),
      ),
    ).toMatchObject({ status: 400 });

    await trophies.delete('admin', { id: read.id, previousData: cleared });
    expect((await trophies.deleteMany('admin', { ids: two })).data).toEqual(two);
  });

  it('speaks list, getOne, getMany, getManyReference, create and delete for awards', async () => {
    const dp = provider('/api/trophies/admin'); // awards at /awards, award writes at /award
    const { data: trophy } = await provider('/api/trophies').create('admin', {
      data: { name: 'RA Award Trophy', description: 'Awarded in the test' },
    });
    const users = [];
    for (let i = 0; i < 30; i++) users.push(await createUser(app.knex));
    const { data: awarded } = await dp.create('award', {
      data: { trophyId: trophy.id, userIds: users.map((u) => u.id), reason: 'Test' },
    });
    expect(awarded).toMatchObject({ awarded: 30 });

    const listed = await dp.getList('awards', {
      pagination: page(1, 10),
      sort: { field: 'id', order: 'ASC' },
      filter: { trophyId: trophy.id },
    });
    expect(listed.total).toBe(30);
    const refs = await dp.getManyReference('awards', {
      target: 'trophyId',
      id: trophy.id,
      pagination: page(1, 1000),
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(refs.data).toHaveLength(30);
    await expectGetMany(
      dp,
      'awards',
      refs.data.map((a) => a.id),
    );
    const { data: one } = await dp.getOne('awards', { id: refs.data[0].id });
    expect(one).toMatchObject({ id: refs.data[0].id, trophy: { id: trophy.id } });

    await dp.delete('award', { id: refs.data[0].id, previousData: refs.data[0] });
    const two = [refs.data[1].id, refs.data[2].id];
    expect((await dp.deleteMany('award', { ids: two })).data).toEqual(two);
    expect(
      (
        await dp.getManyReference('awards', {
          target: 'trophyId',
          id: trophy.id,
          pagination: page(1, 5),
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(27);
  });
});

describe('audit log (read-only)', () => {
  it('speaks getList, getOne, getMany and getManyReference', async () => {
    const dp = provider();
    const list = await dp.getList('audit-events', {
      pagination: page(1, 5),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { resource: 'competitions' },
    });
    expect(list.total).toBeGreaterThanOrEqual(5);
    expect(list.data.every((e) => e.resource === 'competitions')).toBe(true);
    const mine = await dp.getManyReference('audit-events', {
      target: 'actorId',
      id: adminId,
      pagination: page(1, 40),
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(mine.data).toHaveLength(40);
    await expectGetMany(
      dp,
      'audit-events',
      mine.data.slice(0, 35).map((e) => e.id),
    );
    const { data: one } = await dp.getOne('audit-events', { id: mine.data[0].id });
    expect(one).toMatchObject({ id: mine.data[0].id, actor: { id: adminId } });
    // Read-only: there is no write route.
    expect(
      (await failure(dp.delete('audit-events', { id: one.id, previousData: one }))).status,
    ).toBe(405);
  });
});
