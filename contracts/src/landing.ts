import { LEAGUE_PREDICTIONS_PAGE_SIZE } from './constants';

/**
 * The words of the landing pages' first screen. The server writes them into index.html (the boot
 * shell, painted before any script runs) and the player renders the same words once it starts.
 */
export const LANDING_COPY = {
  heroTitle: 'Predict the scores. Beat your mates.',
  heroSubtitle:
    'Free football score predictions for English football, from the Premier League to the National League. Join leagues, climb the leaderboards and collect trophies.',
  leaderboardsTitle: 'Leaderboards',
  leaderboardsSubtitle: 'See how you rank against every other player.',
} as const;

/**
 * The browser storage keys the apps read at start. 'token' and 'user' are shared by the player and the
 * back office (same origin: one sign-in); the server's boot script reads 'token' and 'themeMode'
 * before the first paint.
 */
export const BROWSER_STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  themeMode: 'themeMode',
} as const;

/**
 * The signed-in home's This round, asked for by the boot script of / while the app's scripts load:
 * `window[EARLY_THIS_ROUND]` is `{ token, answer }`, the answer the rounds or null when the request
 * failed (the app then asks again itself).
 */
export const EARLY_THIS_ROUND = '__predictorThisRound';

/**
 * The session check (GET /api/auth/me) of a signed-in visit, asked for by the boot script of every
 * player page while the app's scripts load, since no page renders before it answers: the same
 * `{ token, answer }` shape, the answer `{ user }` or null when the request failed.
 */
export const EARLY_SESSION_CHECK = '__predictorSessionCheck';

/**
 * API reads the boot script asks for as a page opens, when the server lists them for its path
 * (`<script id="boot-gets" type="application/json">`, an array of EarlyGet): `window[EARLY_GETS]` is
 * `{ token, at, answers }`, `answers` keyed by the path under /api, each answer the JSON or null when
 * the request failed (the app's API client takes each once and asks again itself on null).
 */
export const EARLY_GETS = '__predictorEarlyGets';

/** One read of a boot-gets list. */
export interface EarlyGet {
  /** The path under /api, as the app's API client asks for it. */
  path: string;
  /** Asked only when a player is signed in. */
  signedIn?: boolean;
  /** A read that needs this one's answer: its path with `{id}` for the answer's `id`. */
  then?: string;
}

/** Rows per page of a league's standings on the player's league page (a page and its pager fit a laptop screen). */
export const LEAGUE_STANDINGS_ROWS = 20;

/**
 * The reads of the player's league page /leagues/{id} under /api, written once for the page
 * (player/src/features/leagues/api.ts) and the server's boot-gets list of that path.
 */
export const leaguePageReads = {
  league: (id: number) => `/leagues/${id}`,
  standings: (id: number, offset: number) =>
    `/leagues/${id}/standings?offset=${offset}&limit=${LEAGUE_STANDINGS_ROWS}`,
  permissions: (id: number) => `/leagues/${id}/can-edit`,
  matchGroups: (id: number) => `/leagues/${id}/match-groups`,
  currentMatchGroup: (id: number) => `/leagues/${id}/current-match-group`,
  predictions: (id: number, matchGroupId: number | '{id}', offset: number) =>
    `/leagues/${id}/predictions?matchGroupId=${matchGroupId}&offset=${offset}&limit=${LEAGUE_PREDICTIONS_PAGE_SIZE}`,
};

/** The page and paper backgrounds of the two themes (the player's MUI theme and the boot shell). */
export const THEME_BACKGROUNDS = {
  dark: { default: '#0b1220', paper: '#111a2e' },
  light: { default: '#f4f6fb', paper: '#ffffff' },
} as const;

/** The home hero's background in each theme. */
export const HERO_BACKGROUNDS = {
  dark: 'radial-gradient(circle at 20% 0%, rgba(34,197,94,0.25), transparent 55%), linear-gradient(135deg, #0f1b33 0%, #0b1220 100%)',
  light:
    'radial-gradient(circle at 20% 0%, rgba(21,128,61,0.18), transparent 55%), linear-gradient(135deg, #e8f5ec 0%, #f4f6fb 100%)',
} as const;
