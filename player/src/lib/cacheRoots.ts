/**
 * The first element of every query key, one per cache the spec names. Feature key factories
 * (features/<feature>/api.ts) start their keys with one of these, so the clearing rules (lib/cacheRules.ts) and the
 * session-storage allow-list (lib/persist.ts) can act on whole caches without knowing the features.
 */
export const cacheRoots = {
  upcomingMatches: 'upcomingMatches',
  leagueLists: 'leagueLists',
  leagues: 'leagues',
  seasons: 'seasons',
  home: 'home',
  globalRank: 'globalRank',
  predictions: 'predictions',
  predictionStats: 'predictionStats',
  newsLatest: 'newsLatest',
  newsPages: 'newsPages',
  newsArticles: 'newsArticles',
  leaderboards: 'leaderboards',
  trophies: 'trophies',
  publicProfiles: 'publicProfiles',
  /** Head to head (/compare/{userId}): the caller beside another player; never persisted. */
  comparisons: 'comparisons',
  profileTeams: 'profileTeams',
  /** The player's personal calendar link: a secret, never persisted. */
  calendarLink: 'calendarLink',
  /** The player's devices with push notifications on (profile), never persisted. */
  pushDevices: 'pushDevices',
  /** Season predictions with the player's own picks: never persisted, cleared on logout. */
  seasonQuestions: 'seasonQuestions',
} as const;
export type CacheRoot = (typeof cacheRoots)[keyof typeof cacheRoots];
