import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { createTeamViaApi, latestAuditEventId } from './catalogue';
import { registerPlayer } from './users';
import { createGameWeek } from './game';
import { newPlayerSession, type Theme } from './playerRoutes';
import { createSeasonQuestion } from './seasonQuestions';
import { createTrophy, trophyWithAward } from './trophies';

export type AdminSession = { token: string; user: unknown };

/** Signs the e2e admin in through the API and answers the session the player site stores. */
export async function adminSession(request: APIRequestContext): Promise<AdminSession> {
  const response = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, user } = (await response.json()) as AdminSession;
  return { token, user };
}

/**
 * Before any script runs: the admin's session (localStorage token and user, shared with the player
 * site) and react-admin's theme choice, so a spec opens /admin/... already signed in.
 */
export async function prepareAdminVisit(page: Page, session: AdminSession, theme: Theme = 'light') {
  await page.addInitScript(
    ({ session, theme }) => {
      window.localStorage.setItem('token', session.token);
      window.localStorage.setItem('user', JSON.stringify(session.user));
      window.localStorage.setItem('RaStore.theme', JSON.stringify(theme));
    },
    { session, theme },
  );
}

/** Opens a back-office path and waits until react-admin has settled (no request, no loader). */
export async function openAdminSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A lazily loaded screen may still be rendering after the network went quiet on a busy machine.
  await expect(page.locator('#main-content')).toContainText(/\S/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** A back-office screen visited by admin-screens.spec.ts (390 and 1280 px, both themes). */
export interface AdminRoute {
  /** File-name friendly: screenshots are saved as admin-<name>-<width>-<theme>.png. */
  name: string;
  /** The path, or a function that creates what the screen shows (through the API) and returns it. */
  path: string | ((request: APIRequestContext, token: string) => Promise<string>);
}

/**
 * Every back-office screen. Add each new screen here (list, create, edit, custom pages); a screen
 * showing a record gets a path function that creates it through the API first.
 */
export const adminRoutes: AdminRoute[] = [
  { name: 'dashboard', path: '/admin' },
  { name: 'competitions', path: '/admin/competitions' },
  { name: 'competitions-create', path: '/admin/competitions/create' },
  {
    name: 'competition-edit',
    path: async (request) =>
      `/admin/competitions/${(await createGameWeek(request, { matchCount: 1 })).competitionId}`,
  },
  { name: 'seasons', path: '/admin/seasons' },
  { name: 'seasons-create', path: '/admin/seasons/create' },
  {
    name: 'season-edit',
    path: async (request) =>
      `/admin/seasons/${(await createGameWeek(request, { matchCount: 1 })).seasonId}`,
  },
  {
    name: 'teams',
    path: async (request, token) => {
      await createTeamViaApi(request, token, { withLogo: true });
      return '/admin/teams';
    },
  },
  { name: 'teams-create', path: '/admin/teams/create' },
  {
    name: 'team-edit',
    path: async (request, token) =>
      `/admin/teams/${(await createTeamViaApi(request, token, { withLogo: true })).id}`,
  },
  { name: 'audit-events', path: '/admin/audit-events' },
  {
    name: 'audit-event-show',
    path: async (request, token) => {
      const team = await createTeamViaApi(request, token);
      await request.put(`/api/admin/teams/${team.id}`, {
        data: { shortName: 'RVS' },
        headers: { Authorization: `Bearer ${token}` },
      });
      return `/admin/audit-events/${await latestAuditEventId(request, token, 'teams', team.id)}/show`;
    },
  },
  {
    name: 'season-questions',
    path: async (request, token) => {
      const week = await createGameWeek(request, { matchCount: 1 });
      await createSeasonQuestion(request, token, week.seasonId, {
        text: 'Champion',
        points: 10,
        picks: 1,
        deadline: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      });
      return '/admin/season-questions';
    },
  },
  { name: 'season-questions-create', path: '/admin/season-questions/create' },
  {
    name: 'season-question-edit',
    path: async (request, token) => {
      const week = await createGameWeek(request, { matchCount: 1 });
      const question = await createSeasonQuestion(request, token, week.seasonId, {
        text: 'Relegated clubs',
        points: 3,
        picks: 3,
        deadline: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      });
      return `/admin/season-questions/${question.id}`;
    },
  },
  { name: 'trophies', path: '/admin/trophies' },
  { name: 'trophies-create', path: '/admin/trophies/create' },
  {
    name: 'trophies-edit',
    path: async (request, token) => `/admin/trophies/${(await createTrophy(request, token)).id}`,
  },
  { name: 'trophy-awards', path: '/admin/trophy-awards' },
  {
    name: 'trophy-awards-one',
    path: async (request, token) =>
      `/admin/trophies/${(await trophyWithAward(request, token)).id}/awards`,
  },
  {
    name: 'news',
    path: async (request, token) => {
      // One published post and one scheduled for next week, so the table shows both states.
      await createNewsPost(request, token, { status: 'published' });
      await createNewsPost(request, token, {
        status: 'published',
        publishDate: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      });
      return '/admin/news';
    },
  },
  { name: 'news-drafts', path: `/admin/news?filter=${encodeURIComponent('{"status":"draft"}')}` },
  { name: 'news-create', path: '/admin/news/create' },
  {
    name: 'news-edit',
    path: async (request, token) =>
      `/admin/news/edit/${(await createNewsPost(request, token, { status: 'draft' })).id}`,
  },
  {
    name: 'news-preview',
    path: async (request, token) =>
      `/admin/news/preview/${(await createNewsPost(request, token, { status: 'draft' })).id}`,
  },
  { name: 'news-not-found', path: '/admin/news/edit/99999999' },
  { name: 'users', path: '/admin/users' },
  {
    name: 'user-edit',
    path: async (request) => `/admin/users/${(await registerPlayer(request)).id}`,
  },
  {
    name: 'users-filtered',
    path: `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'no-such-user-zz' }))}`,
  },
  {
    name: 'matchgroups',
    path: async (request) => (
      await createGameWeek(request, { matchCount: 1 }),
      '/admin/matchgroups'
    ),
  },
  { name: 'matchgroups-create', path: '/admin/matchgroups/create' },
  {
    name: 'matchgroup-edit',
    path: async (request) =>
      `/admin/matchgroups/${(await createGameWeek(request, { matchCount: 1 })).groupId}`,
  },
  {
    name: 'matches',
    path: async (request) => (await createGameWeek(request), '/admin/matches'),
  },
  {
    name: 'matches-create',
    path: async (request) => {
      const { seasonId } = await createGameWeek(request, { matchCount: 1 });
      return `/admin/matches/create?source=${encodeURIComponent(JSON.stringify({ season: seasonId }))}`;
    },
  },
  {
    name: 'match-edit',
    path: async (request) =>
      `/admin/matches/${(await createGameWeek(request, { matchCount: 1 })).matches[0].id}`,
  },
  {
    name: 'match-distribution',
    path: async (request) => (
      await createGameWeek(request, { matchCount: 2 }),
      '/admin/match-distribution'
    ),
  },
  {
    name: 'favourite-teams',
    path: async (request, token) => {
      for (let i = 0; i < 3; i++) {
        const team = await createTeamViaApi(request, token, { withLogo: i === 0 });
        for (let fan = 0; fan <= 2 - i; fan++) await chooseFavouriteTeam(request, team.id);
      }
      return '/admin/favourite-teams';
    },
  },
  {
    name: 'matches-highlight',
    path: async (request) =>
      `/admin/matches?highlight=${(await createGameWeek(request)).matches[1].id}`,
  },
  {
    name: 'newsletter',
    path: async (request) => (
      await createGameWeek(request, { matchCount: 2 }),
      '/admin/newsletter'
    ),
  },
  { name: 'fixture-import', path: '/admin/fixture-import' },
  {
    name: 'results-entry',
    path: async (request) =>
      `/admin/results-entry?season=${(await createGameWeek(request)).seasonId}`,
  },
];

/** A news post made through the admin API (a draft published now unless `fields` say otherwise). */
export async function createNewsPost(
  request: APIRequestContext,
  token: string,
  fields: { status?: 'draft' | 'published'; publishDate?: string; title?: string } = {},
): Promise<{ id: number; slug: string; title: string }> {
  const response = await request.post('/api/news/admin', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Screenshot post ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
      content:
        '<h2>Matchday</h2><p>The <strong>derby</strong> ends 2&ndash;1 after a late winner &amp; a red card.</p>',
      publishDate: new Date().toISOString(),
      status: 'draft',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; slug: string; title: string };
}

/** A new player who chose this team as favourite. */
async function chooseFavouriteTeam(request: APIRequestContext, teamId: number) {
  const player = await newPlayerSession(request);
  const response = await request.put('/api/users/favourite-team', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { favouriteTeamId: teamId },
  });
  expect(response.status(), await response.text()).toBe(200);
}
