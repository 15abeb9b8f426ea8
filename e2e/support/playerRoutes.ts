import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { registerPlayerViaApi } from './api';
import { adminToken, closeMatch, createGameWeek, enterResult } from './game';
import { playerWithTrophy } from './profiles';
import { createNewsPost } from './admin';
import { createFanLeague } from './fanLeagues';
import { headToHead } from './compare';
import { createSeasonQuestion, seasonTeamId } from './seasonQuestions';

/** A page of the player site visited by the a11y and screenshot specs. */
export interface PlayerRoute {
  /** File-name friendly name: screenshots are saved as <name>-<width>-<theme>.png. */
  name: string;
  /**
   * The path, or a function that creates what the page shows (through the API) and returns it; it
   * gets the visiting player's session (null for a guest) when the page shows their own data.
   */
  path: string | ((request: APIRequestContext, visitor: Session | null) => Promise<string>);
  /** Only for signed-in players (a guest is sent to /login). */
  signedInOnly?: boolean;
  /** Only for visitors not signed in (a signed-in player is sent to /). */
  guestOnly?: boolean;
  /**
   * A public page that looks different for a signed-in player: also checked and screenshotted signed
   * in. A public page without it is checked signed out only (signed in, only the header differs, and
   * the signed-in header is checked on every signed-in page).
   */
  differsWhenSignedIn?: boolean;
}

export type Theme = 'dark' | 'light';
export const themes: Theme[] = ['dark', 'light'];

export interface Session {
  token: string;
  user: unknown;
}

/** Registers a fresh player through the API and returns its session (token and user). */
export async function newPlayerSession(request: APIRequestContext): Promise<Session> {
  const player = await registerPlayerViaApi(request);
  const response = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, user } = (await response.json()) as Session;
  return { token, user };
}

/**
 * Before any script of the page runs: the theme the visitor chose (localStorage themeMode) and, for
 * a signed-in visit, the session the player site keeps in localStorage (token, user).
 */
export async function prepareVisit(page: Page, theme: Theme, session: Session | null) {
  await page.addInitScript(
    ({ theme, session }) => {
      window.localStorage.setItem('themeMode', theme);
      if (session) {
        window.localStorage.setItem('token', session.token);
        window.localStorage.setItem('user', JSON.stringify(session.user));
      }
    },
    { theme, session },
  );
}

export async function resolvePath(
  route: PlayerRoute,
  request: APIRequestContext,
  visitor: Session | null = null,
) {
  return typeof route.path === 'string' ? route.path : route.path(request, visitor);
}

/** Opens the path and waits until the page has settled: no request in flight, no page loading. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Checking your session' })).toHaveCount(0);
  await expect(page.locator('main')).not.toBeEmpty();
}

/**
 * Every route the a11y and screenshot specs visit (both export this one list). Add each new page
 * here. A page showing data of its own gets a path function that creates it through the API first.
 */
export const playerRoutes: PlayerRoute[] = [
  { name: 'home', path: '/', differsWhenSignedIn: true },
  { name: 'seasons', path: '/seasons' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password', guestOnly: true },
  { name: 'reset-password', path: '/reset-password?token=not-a-real-token', guestOnly: true },
  { name: 'rules', path: '/rules' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/no/such/page' },
  {
    name: 'season',
    path: async (request) => {
      const week = await createGameWeek(request, { matchCount: 4 });
      await finishMatch(request, week, 0);
      return `/seasons/${week.seasonId}?matchweek=${week.groupId}`;
    },
    differsWhenSignedIn: true,
  },
  {
    name: 'match-open',
    path: async (request) =>
      `/predictions/${(await createGameWeek(request, { matchCount: 1 })).matches[0].id}`,
    signedInOnly: true,
  },
  {
    name: 'match-closed',
    path: async (request) => {
      const week = await createGameWeek(request, { matchCount: 1 });
      return `/predictions/${await finishMatch(request, week, 0)}`;
    },
    signedInOnly: true,
  },
  {
    // Season predictions: one question open, one locked with its answer set.
    name: 'season-questions',
    path: async (request) => {
      const week = await createGameWeek(request, { matchCount: 2 });
      const token = await adminToken(request);
      const day = 24 * 3600_000;
      await createSeasonQuestion(request, token, week.seasonId, {
        text: 'Relegated clubs',
        points: 3,
        picks: 3,
        deadline: new Date(Date.now() + 7 * day),
      });
      const champion = await createSeasonQuestion(request, token, week.seasonId, {
        text: 'Top of the table after Matchweek 1',
        points: 5,
        picks: 1,
        deadline: new Date(Date.now() - day),
      });
      const teamIds = [await seasonTeamId(request, week.seasonId, week.matches[0].home)];
      await request.post(`/api/admin/season-questions/${champion.id}/answer`, {
        data: { teamIds },
        headers: { Authorization: `Bearer ${token}` },
      });
      return `/seasons/${week.seasonId}/questions`;
    },
    differsWhenSignedIn: true,
  },
  { name: 'my-predictions', path: '/my-predictions', signedInOnly: true },
  { name: 'leaderboards', path: '/leaderboards', differsWhenSignedIn: true },
  {
    // The round view of a round still being played: one result in, its scorer on top.
    name: 'leaderboards-round',
    path: async (request) => {
      const week = await createGameWeek(request, { matchCount: 2 });
      await predictBanker(request, await newPlayerSession(request), week.matches[0].id);
      await finishMatch(request, week, 0);
      return `/leaderboards?season=${week.seasonId}&view=round`;
    },
  },
  {
    // A season table as it stands: a match in play with a live score, a banker on it.
    name: 'leaderboards-live',
    path: async (request) => `/leaderboards?season=${(await liveWeek(request)).seasonId}`,
  },
  {
    // The round with that match in play: its card LIVE, the points as it stands.
    name: 'season-live',
    path: async (request, visitor) => {
      const week = await liveWeek(request, visitor);
      return `/seasons/${week.seasonId}?matchweek=${week.groupId}`;
    },
    differsWhenSignedIn: true,
  },
  { name: 'leagues', path: '/leagues', differsWhenSignedIn: true },
  {
    name: 'league',
    path: (request) => createLeagueForScreens(request),
    differsWhenSignedIn: true,
  },
  { name: 'profile', path: '/profile', signedInOnly: true },
  { name: 'trophies', path: '/trophies', signedInOnly: true },
  {
    name: 'public-profile',
    path: async (request) => `/users/${(await playerWithTrophy(request)).player.id}`,
    differsWhenSignedIn: true,
  },
  {
    name: 'compare',
    path: async (request, visitor) => {
      const rival = await newPlayerSession(request);
      await headToHead(request, visitor!.token, rival.token);
      return `/compare/${(rival.user as { id: number }).id}`;
    },
    signedInOnly: true,
  },
  {
    name: 'user-trophies',
    path: async (request) => `/users/${(await playerWithTrophy(request)).player.id}/trophies`,
  },
  {
    name: 'news',
    path: async (request) => {
      await createNewsPost(request, await adminToken(request), { status: 'published' });
      return '/news';
    },
  },
  {
    name: 'news-article',
    path: async (request) =>
      `/news/${(await createNewsPost(request, await adminToken(request), { status: 'published' })).slug}`,
  },
  { name: 'kit-designer', path: '/kit-designer', signedInOnly: true },
  { name: 'select-favourite-team', path: '/select-favourite-team', signedInOnly: true },
  { name: 'new-user', path: '/new-user', signedInOnly: true },
  {
    name: 'fan-league',
    path: async (request) => `/${(await createFanLeague(request)).groupname}`,
    differsWhenSignedIn: true,
  },
];

/** Closes one match of a week and enters a 2–1 result; answers the match id. */
async function finishMatch(
  request: APIRequestContext,
  week: Awaited<ReturnType<typeof createGameWeek>>,
  index: number,
) {
  const token = await adminToken(request);
  const { id } = week.matches[index];
  await closeMatch(request, token, week, id);
  await enterResult(request, token, id, 2, 1);
  return id;
}

/**
 * A week whose first match is in play with a live score of 2–1, predicted (with the banker) by a new
 * player and by the visitor when signed in; answers the week.
 */
async function liveWeek(request: APIRequestContext, visitor?: Session | null) {
  const week = await createGameWeek(request, { matchCount: 2 });
  const { id } = week.matches[0];
  await predictBanker(request, await newPlayerSession(request), id);
  if (visitor) await predictBanker(request, visitor, id);
  const token = await adminToken(request);
  await closeMatch(request, token, week, id);
  const live = await request.post(`/api/admin/matches/${id}/result`, {
    data: { homeGoals: 2, awayGoals: 1, inPlay: true },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(live.status(), await live.text()).toBe(200);
  return week;
}

/** A public league with its creator and a second member, made through the API; answers its path. */
async function createLeagueForScreens(request: APIRequestContext) {
  const week = await createGameWeek(request, { matchCount: 2 });
  const [creator, member] = [await newPlayerSession(request), await newPlayerSession(request)];
  const response = await request.post('/api/leagues', {
    data: {
      name: 'Screens League',
      description: 'A league for the screenshot run',
      season: week.seasonId,
      type: 'public',
    },
    headers: { Authorization: `Bearer ${creator.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { league } = (await response.json()) as { league: { id: number } };
  const joined = await request.post(`/api/leagues/${league.id}/join`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  // A banker on a match that has closed: the members' predictions show it (the Banker mark).
  await predictBanker(request, creator, week.matches[0].id);
  await closeMatch(request, await adminToken(request), week, week.matches[0].id);
  return `/leagues/${league.id}`;
}

/** The player's 2–1 prediction of the match, as their banker of its week. */
export async function predictBanker(request: APIRequestContext, player: Session, matchId: number) {
  const response = await request.post('/api/predictions', {
    data: { match: matchId, homeGoals: 2, awayGoals: 1, isBanker: true },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}
