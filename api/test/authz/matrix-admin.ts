import {
  createCompetition,
  createMatchGroup,
  createSeason,
  createTeam,
  createUser,
} from '../factories';
import { adminOnly, freshMatch, inDays, type MatrixRow } from './expect';
import { uid, type World } from './world';

/** A match group in a season of its own: the fuzz tests may have deleted the world's empty season. */
const freshMatchGroup = async (w: World) =>
  createMatchGroup(w.knex, (await createSeason(w.knex)).id);

/** The same admin rows under both resource names of match groups. */
const matchGroupRows = (resource: string): MatrixRow[] => [
  {
    method: 'GET',
    path: `/api/admin/${resource}`,
    expect: adminOnly(200),
    call: (w) => ({ query: `season=${w.season.id}` }),
  },
  {
    method: 'GET',
    path: `/api/admin/${resource}/:id`,
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.matchGroup.id } }),
  },
  {
    method: 'POST',
    path: `/api/admin/${resource}`,
    expect: adminOnly(201),
    call: (w) => ({ body: { seasonId: w.emptySeason.id, name: `Group ${uid()}` } }),
  },
  {
    method: 'PUT',
    path: `/api/admin/${resource}/:id`,
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await freshMatchGroup(w)).id },
      body: { name: `Renamed ${uid()}` },
    }),
  },
  {
    method: 'DELETE',
    path: `/api/admin/${resource}/:id`,
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: (await freshMatchGroup(w)).id } }),
  },
];

const newsBody = () => ({
  title: `News ${uid()}`,
  content: '<p>Body</p>',
  publishDate: inDays(-1),
  status: 'published',
});
const freshNews = async (w: World) => {
  const [row] = await w
    .knex('newsPosts')
    .insert({ title: 'Fresh', slug: `fresh-${uid()}`, content: 'x', publishDate: new Date() })
    .returning('id');
  return row.id as number;
};
const freshTrophy = async (w: World) => {
  const [row] = await w
    .knex('trophies')
    .insert({ name: `Trophy ${uid()}`, description: 'Fresh' })
    .returning('id');
  return row.id as number;
};

/** Every admin route: only a site admin passes; league creators and league admins are plain players here. */
export const adminRows: MatrixRow[] = [
  { method: 'GET', path: '/api/admin/dashboard', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/audit-events', expect: adminOnly(200) },

  { method: 'GET', path: '/api/admin/match-distribution', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/team-fans', expect: adminOnly(200) },

  { method: 'GET', path: '/api/admin/users', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/users/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await createUser(w.knex)).id },
      body: { email: `edited-${uid()}@example.com`, teamName: `Edited ${uid()}` },
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/password',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await createUser(w.knex)).id },
      body: { password: 'password9' },
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: (await createUser(w.knex)).id }, body: { role: 'admin' } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/toggle-status',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: (await createUser(w.knex)).id } }),
  },
  {
    method: 'GET',
    path: '/api/users/search',
    expect: adminOnly(200),
    call: () => ({ query: 'q=Te' }),
  },

  { method: 'GET', path: '/api/admin/competitions', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/competitions/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.competition.id } }),
  },
  {
    method: 'POST',
    path: '/api/admin/competitions',
    expect: adminOnly(201),
    call: () => ({ body: { name: `Comp ${uid()}` } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/competitions/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await createCompetition(w.knex)).id },
      body: { name: `Renamed ${uid()}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/competitions/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: (await createCompetition(w.knex)).id } }),
  },

  { method: 'GET', path: '/api/admin/seasons', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/seasons/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.season.id } }),
  },
  {
    method: 'POST',
    path: '/api/admin/seasons',
    expect: adminOnly(201),
    call: (w) => ({
      body: {
        name: `Season ${uid()}`,
        startDate: '2026-08-01',
        endDate: '2027-05-31',
        competitionId: w.competition.id,
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/seasons/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await createSeason(w.knex, { competitionId: w.competition.id })).id },
      body: {
        name: `Renamed ${uid()}`,
        startDate: '2026-08-01',
        endDate: '2027-05-31',
        competitionId: w.competition.id,
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/seasons/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await createSeason(w.knex, { competitionId: w.competition.id })).id },
    }),
  },

  { method: 'GET', path: '/api/admin/teams', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/teams/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.teams.home.id } }),
  },
  {
    method: 'POST',
    path: '/api/admin/teams',
    expect: adminOnly(201),
    call: () => ({ body: { name: `Club ${uid()}` } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/teams/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await createTeam(w.knex)).id },
      body: { name: `Renamed ${uid()}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/teams/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: (await createTeam(w.knex)).id } }),
  },
  {
    method: 'POST',
    path: '/api/admin/teams/:id/logo',
    expect: adminOnly([400, 415]),
    note: 'multipart only: a JSON body is refused after the guard',
    call: (w) => ({ params: { id: w.teams.home.id }, body: { logo: 'x' } }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/teams/:id/logo',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: (await createTeam(w.knex)).id } }),
  },

  ...matchGroupRows('matchgroups'),
  ...matchGroupRows('match-groups'),
  {
    method: 'POST',
    path: '/api/admin/seasons/:seasonId/match-groups',
    expect: adminOnly(201),
    call: (w) => ({ params: { seasonId: w.emptySeason.id }, body: { name: `Group ${uid()}` } }),
  },

  {
    method: 'GET',
    path: '/api/admin/matches',
    expect: adminOnly(200),
    call: (w) => ({ query: `season=${w.season.id}` }),
  },
  {
    method: 'GET',
    path: '/api/admin/matches/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.openMatch.id } }),
  },
  {
    method: 'POST',
    path: '/api/admin/matches',
    expect: adminOnly(201),
    call: async (w) => ({
      body: {
        season: w.season.id,
        matchGroup: w.matchGroup.id,
        homeTeam: (await createTeam(w.knex)).id,
        awayTeam: (await createTeam(w.knex)).id,
        matchDate: inDays(10),
        predictionsClose: inDays(9),
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/matches/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await freshMatch(w)).id },
      body: {
        matchDate: inDays(5),
        predictionsClose: inDays(4),
        matchGroupId: w.matchGroup.id,
        status: 'scheduled',
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/matches/:id/result',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: (await freshMatch(w)).id },
      body: { homeGoals: 1, awayGoals: 1 },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/matches/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: (await freshMatch(w)).id } }),
  },
  {
    method: 'POST',
    path: '/api/admin/matches/results',
    expect: adminOnly(200),
    call: async (w) => ({
      body: { results: [{ matchId: (await freshMatch(w)).id, homeGoals: 2, awayGoals: 0 }] },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/matches/shift',
    expect: adminOnly(200),
    call: async (w) => ({ body: { matchIds: [(await freshMatch(w)).id], minutes: 15 } }),
  },
  {
    method: 'POST',
    path: '/api/admin/seasons/:seasonId/fixtures/import',
    expect: adminOnly([200, 400]),
    note: 'a dry run of a nonsense CSV',
    call: (w) => ({ params: { seasonId: w.season.id }, body: { csv: 'not,a,fixture\n1,2,3' } }),
  },

  { method: 'GET', path: '/api/news/admin/all', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/news/admin/upload-header',
    expect: adminOnly([400, 415]),
    note: 'multipart only',
    call: () => ({ body: { image: 'x' } }),
  },
  {
    method: 'GET',
    path: '/api/news/admin/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.news.id } }),
  },
  {
    method: 'POST',
    path: '/api/news/admin',
    expect: adminOnly(201),
    call: () => ({ body: newsBody() }),
  },
  {
    method: 'PUT',
    path: '/api/news/admin/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: await freshNews(w) }, body: newsBody() }),
  },
  {
    method: 'DELETE',
    path: '/api/news/admin/:id',
    expect: adminOnly([200, 204]),
    call: async (w) => ({ params: { id: await freshNews(w) } }),
  },

  { method: 'GET', path: '/api/trophies/admin/all', expect: adminOnly(200) },
  { method: 'GET', path: '/api/trophies/admin/awards', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/trophies/admin/award',
    expect: adminOnly([200, 201]),
    call: async (w) => ({
      body: {
        trophyId: await freshTrophy(w),
        userIds: [w.users.otherPlayer.id],
        reason: 'Well played',
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/trophies/admin/award-all',
    expect: adminOnly([200, 201]),
    call: async (w) => ({ body: { trophyId: await freshTrophy(w), reason: 'Everyone' } }),
  },
  {
    method: 'DELETE',
    path: '/api/trophies/admin/award/:awardId',
    expect: adminOnly([200, 204]),
    call: async (w) => {
      const [row] = await w
        .knex('trophyAwards')
        .insert({ trophyId: await freshTrophy(w), userId: w.users.otherPlayer.id })
        .returning('id');
      return { params: { awardId: row.id } };
    },
  },
  {
    method: 'GET',
    path: '/api/trophies/admin/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.trophy.id } }),
  },
  {
    method: 'POST',
    path: '/api/trophies/admin',
    expect: adminOnly(201),
    call: () => ({ body: { name: `Cup ${uid()}`, description: 'Shiny' } }),
  },
  {
    method: 'PUT',
    path: '/api/trophies/admin/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: await freshTrophy(w) },
      body: { name: `Cup ${uid()}`, description: 'Shinier' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/trophies/admin/:id',
    expect: adminOnly([200, 204]),
    call: async (w) => ({ params: { id: await freshTrophy(w) } }),
  },

  { method: 'GET', path: '/api/admin/newsletter/preview', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/newsletter/upload-header',
    expect: adminOnly([400, 415]),
    note: 'multipart only',
    call: () => ({ body: { logo: 'x' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletter/send',
    expect: adminOnly(200),
    note: 'test mode: mails the admins only',
    call: () => ({ body: { subject: 'Hi', bodyText: 'Hello', testMode: true } }),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletter/sends/:id/resume',
    expect: adminOnly([200, 409]),
    call: (w) => ({ params: { id: w.send.id } }),
  },
  {
    method: 'GET',
    path: '/api/admin/newsletter/sends/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.send.id } }),
  },
];
