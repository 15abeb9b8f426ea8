/**
 * What the service worker keeps of the API for offline reading (vite.config.ts): the answers the
 * season page and the player's own predictions are drawn from, each GET network first with its
 * last answer kept. Sign-in, admin, writes and the live stream (/api/events) are never cached.
 */

/**
 * The path the worker precaches the app shell from (the server's index.html with the top bar alone)
 * and answers every page with offline: a group name cannot hold '_', so no fan league takes it.
 */
export const APP_SHELL_PATH = '/_shell';

/** The Cache Storage name of those answers; emptied when a player signs in or out (lib/pwa/index.ts). */
export const API_CACHE = 'predictor-api';

/**
 * GET /api/seasons[/{id}[/match-groups]], /api/matches[/{id}] (the fixtures, with the caller's own
 * prediction), /api/predictions[/this-round|/stats] (the caller's own), with any query, as full URLs.
 */
export const OFFLINE_API_URL =
  /^https?:\/\/[^/]+\/api\/(?:seasons(?:\/\d+(?:\/match-groups)?)?|matches(?:\/\d+)?|predictions(?:\/this-round|\/stats)?)(?:\?[^#]*)?$/;
