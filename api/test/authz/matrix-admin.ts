import { createUser } from '../factories';
import { adminOnly, freshMatch, type MatrixRow } from './expect';
import { contentAdminRows } from './matrix-admin-content';
import { leagueAdminRows } from './matrix-admin-league';
import { uid } from './world';

/** Every admin route: only a site admin passes; league creators and league admins are plain players here. */
export const adminRows: MatrixRow[] = [
  { method: 'GET', path: '/api/admin/dashboard', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/dashboard/activity', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/audit-events', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/audit-events/:id',
    expect: adminOnly(200),
    call: async (w) => {
      const [row] = await w
        .knex('auditEvents')
        .insert({ action: 'update', resource: 'teams', resourceId: '1' })
        .returning('id');
      return { params: { id: row.id } };
    },
  },

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
  {
    method: 'GET',
    path: '/api/admin/matches/:matchId/predictions/:userId',
    expect: adminOnly(200),
    note: "the player's current prediction, shown before a late prediction replaces it",
    call: async (w) => ({
      params: { matchId: (await freshMatch(w)).id, userId: w.users.player.id },
    }),
  },

  ...leagueAdminRows,

  ...contentAdminRows,
];
