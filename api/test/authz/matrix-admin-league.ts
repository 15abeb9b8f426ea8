/** Admin matrix rows for the league structure: competitions, seasons, teams, match groups, matches and fixtures. */
import { createCompetition, createMatchGroup, createSeason, createTeam } from '../factories';
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

/** Competition, season, team, match group and match admin routes, in matrix order. */
export const leagueAdminRows: MatrixRow[] = [
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
      body: { homeGoals: 1, awayGoals: 1, beforeKickOff: true },
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
      body: {
        results: [
          { matchId: (await freshMatch(w)).id, homeGoals: 2, awayGoals: 0, beforeKickOff: true },
        ],
      },
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
    note: 'a dry run of a nonsense fixture row',
    call: (w) => ({
      params: { seasonId: w.season.id },
      body: { csv: 'date,time,home,away,matchWeek\nnot,a,fixture,1,2,3' },
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/matches/:matchId/predictions/:userId',
    expect: adminOnly(200),
    note: 'a late prediction for the player on a closed match',
    call: async (w) => ({
      params: {
        matchId: (await freshMatch(w, { predictionsClose: inDays(-2), matchDate: inDays(-1) })).id,
        userId: w.users.player.id,
      },
      body: { homeGoals: 1, awayGoals: 0, reason: 'Sent by e-mail before the deadline' },
    }),
  },
];
