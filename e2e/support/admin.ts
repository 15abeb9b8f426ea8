import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { createGameWeek } from './game';
import type { Theme } from './playerRoutes';

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
}

/** A back-office screen visited by admin-screens.spec.ts (1280 px, both themes). */
export interface AdminRoute {
  /** File-name friendly: screenshots are saved as admin-<name>-1280-<theme>.png. */
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
    name: 'matchgroups',
    path: async (request) => (
      await createGameWeek(request, { matchCount: 1 }),
      '/admin/matchgroups'
    ),
  },
  { name: 'matchgroups-create', path: '/admin/matchgroups/create' },
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
    name: 'matches-highlight',
    path: async (request) =>
      `/admin/matches?highlight=${(await createGameWeek(request)).matches[1].id}`,
  },
];
