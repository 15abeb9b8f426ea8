import { ensureCalendarToken } from '../../src/modules/calendar/service';
import { pushSubscriptionBody, pushSubscriptionRow } from '../push-fixtures';
import { everyone, freshMatch, ownSessionOf, signedIn, type MatrixRow } from './expect';
import { adminRows } from './matrix-admin';
import { leagueRows } from './matrix-leagues';
import { seasonQuestionAdminRows, seasonQuestionRows } from './matrix-season-questions';
import { uid } from './world';

/**
 * The authorization matrix: every API route x 7 roles (see world.ts) with the status each gets.
 * matrix.test.ts fails when a router declares a route missing here or a row names a route that is gone:
 * a new route needs a row here (player-facing) or in matrix-admin.ts (admin), with a `call` that
 * builds a valid request (fresh fixtures for anything it changes or deletes).
 */
/** Player-facing routes (public or signed-in); leagues in matrix-leagues.ts, admin ones in matrix-admin.ts. */
const playerRows: MatrixRow[] = [
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  { method: 'GET', path: '/api/brand', expect: everyone(200) },
  { method: 'GET', path: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', path: '/api/docs', expect: everyone(200) },
  { method: 'GET', path: '/api/docs/redoc.standalone.js', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/events',
    expect: everyone(200),
    note: 'public: an event names the match that changed, and each client refetches with its own credentials',
  },
  {
    method: 'GET',
    path: '/api/metrics',
    expect: everyone(200, { deactivated: 200 }),
    note: 'declared in app.ts before the authentication middleware: public Prometheus text, no user data, even with a dead token',
  },

  // Auth. Each call registers or asks about its own address; login works for anyone with the right password.
  {
    method: 'POST',
    path: '/api/auth/register',
    expect: everyone(201),
    call: () => ({
      body: { teamName: `Reg ${uid()}`, email: `reg-${uid()}@example.com`, password: 'password1' },
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    expect: everyone(200),
    call: (w) => ({ body: { email: w.users.otherPlayer.email, password: w.password } }),
  },
  { method: 'GET', path: '/api/auth/me', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    expect: everyone(200),
    call: () => ({ body: { email: `nobody-${uid()}@example.com` } }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    expect: everyone(400),
    note: 'a made-up reset token: 400 for every caller, never 5xx',
    call: () => ({ body: { token: 'not-a-real-token', password: 'password2' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    expect: signedIn(400),
    note: 'a wrong current password: 400 WRONG_PASSWORD for every signed-in caller (a change would end the world’s sessions)',
    call: () => ({ body: { currentPassword: 'not-the-password', newPassword: 'password2' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out-everywhere',
    expect: signedIn(204),
    note: 'as a fresh user of each role: it ends every session of its caller',
    call: ownSessionOf,
  },

  // Newsletter unsubscribe links are public; without a valid token they answer 400.
  {
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    expect: everyone(400),
    call: () => ({ query: 'token=bad' }),
  },
  {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    expect: everyone(400),
    call: () => ({ query: 'token=bad' }),
  },

  // Fixtures are public.
  { method: 'GET', path: '/api/seasons', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/seasons/:id',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.season.id } }),
  },
  {
    method: 'GET',
    path: '/api/seasons/:id/match-groups',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.season.id } }),
  },
  {
    method: 'GET',
    path: '/api/seasons/:id/current-match-group',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.season.id } }),
  },
  {
    method: 'GET',
    path: '/api/matches',
    expect: everyone(200),
    call: (w) => ({ query: `season=${w.season.id}` }),
  },
  { method: 'GET', path: '/api/matches/dashboard/upcoming', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/matches/:id',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.openMatch.id } }),
  },
  {
    method: 'GET',
    path: '/api/matches/:id/crowd-picks',
    expect: everyone(200),
    note: 'public once predictions close (403 PREDICTIONS_OPEN before, for everyone)',
    call: (w) => ({ params: { id: w.closedMatch.id } }),
  },
  { method: 'GET', path: '/api/teams', expect: everyone(200) },

  // Own predictions: signed in only. Someone else's prediction is 404 (its existence is not revealed), even to a site admin.
  { method: 'GET', path: '/api/predictions', expect: signedIn(200) },
  { method: 'GET', path: '/api/predictions/stats', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/predictions',
    expect: signedIn(201),
    call: async (w) => ({
      body: { match: (await freshMatch(w)).id, homeGoals: 1, awayGoals: 0, isBanker: false },
    }),
  },
  { method: 'GET', path: '/api/predictions/this-round', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/predictions/batch',
    expect: signedIn(200),
    note: "only ever the caller's own predictions: the body names matches, never a user",
    call: async (w) => ({
      body: {
        predictions: [
          { match: (await freshMatch(w)).id, homeGoals: 1, awayGoals: 0, isBanker: false },
          { match: (await freshMatch(w)).id, homeGoals: 2, awayGoals: 2, isBanker: false },
        ],
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/predictions/:id',
    expect: signedIn(404, { player: 200 }),
    call: (w) => ({
      params: { id: w.openPrediction.id },
      body: { homeGoals: 7, awayGoals: 6, isBanker: true },
    }),
  },

  // Leaderboards are public.
  {
    method: 'GET',
    path: '/api/leaderboards',
    expect: everyone(200),
    call: (w) => ({ query: `season=${w.season.id}&view=season` }),
  },
  {
    method: 'GET',
    path: '/api/leaderboards/partial',
    expect: everyone(200),
    call: (w) => ({ query: `season=${w.season.id}&view=season` }),
  },
  {
    method: 'GET',
    path: '/api/users/:id/global-rank',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },

  // Users: public profiles and closed predictions; own profile edits signed in.
  {
    method: 'GET',
    path: '/api/users/profile/:id',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
  {
    method: 'PUT',
    path: '/api/users/profile',
    expect: signedIn(200),
    note: 'the kit variant of the body',
    call: () => ({
      body: { kitStyle: 'solid', kitPrimaryColour: '#112233', kitSecondaryColour: '#445566' },
    }),
  },
  {
    method: 'PUT',
    path: '/api/users/favourite-team',
    expect: signedIn(200),
    call: () => ({ body: { favouriteTeamId: null } }),
  },
  {
    method: 'GET',
    path: '/api/users/:id/predictions',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
  {
    method: 'GET',
    path: '/api/users/:id/stats',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
  {
    method: 'GET',
    path: '/api/users/:id/form',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
  {
    method: 'GET',
    path: '/api/users/:id/compare',
    expect: signedIn(200, { player: 400 }),
    note: "player against themself: comparing with one's own id is refused",
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
  // "Your data": a route with no id, so a player only ever exports or deletes their own account.
  { method: 'GET', path: '/api/users/me/export', expect: signedIn(200) },
  {
    method: 'DELETE',
    path: '/api/users/me',
    expect: signedIn(204),
    note: 'as a fresh user of each role (it erases its caller); the world keeps another admin, so a fresh admin may leave',
    call: async (w, role) => ({
      ...(await ownSessionOf(w, role)),
      body: { password: w.password, confirmation: 'DELETE' },
    }),
  },
  // The calendar link: each signed-in player's own (no id in the path); the feed is public, its
  // token the only credential (a session token is no calendar token: a Bearer header is still read).
  { method: 'GET', path: '/api/users/me/calendar', expect: signedIn(200) },
  { method: 'POST', path: '/api/users/me/calendar/reset', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/api/calendar/:token.ics',
    expect: everyone(200),
    note: "another player's valid link: it shows that player's deadlines to whoever holds it",
    call: async (w) => ({
      params: { token: await ensureCalendarToken(w.app.deps, w.users.otherPlayer.id) },
    }),
  },

  // Web Push: the key is public; devices are each signed-in player's own (no id in the path, and a
  // DELETE names an endpoint, 404 unless it is one of the caller's: push.test.ts).
  { method: 'GET', path: '/api/push/public-key', expect: everyone(200) },
  { method: 'GET', path: '/api/push/subscriptions', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    expect: signedIn(201),
    call: () => ({ body: pushSubscriptionBody(`https://push.example/authz/${uid()}`) }),
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    expect: signedIn(204),
    note: "each caller's own device, saved first",
    call: async (w, role) => {
      const endpoint = `https://push.example/authz/${uid()}`;
      if (role !== 'anonymous')
        await w.knex('pushSubscriptions').insert({
          ...pushSubscriptionRow(endpoint),
          userId: w.users[role].id,
        });
      return { body: { endpoint } };
    },
  },
  {
    method: 'POST',
    path: '/api/push/test',
    expect: signedIn(200),
    note: 'no device: nothing sent',
  },

  // Published news is public.
  { method: 'GET', path: '/api/news', expect: everyone(200) },
  { method: 'GET', path: '/api/news/latest/preview', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/news/:slug',
    expect: everyone(200),
    call: (w) => ({ params: { slug: w.news.slug } }),
  },

  // Trophies: own list signed in; anyone's by user id is public.
  { method: 'GET', path: '/api/trophies/user', expect: signedIn(200) },
  { method: 'GET', path: '/api/trophies/user/featured', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/api/trophies/user/:id',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
  {
    method: 'GET',
    path: '/api/trophies/user/:id/featured',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.users.player.id } }),
  },
];

/** The complete table: one row per API route. */
export const matrix: MatrixRow[] = [
  ...playerRows,
  ...seasonQuestionRows,
  ...leagueRows,
  ...adminRows,
  ...seasonQuestionAdminRows,
];
