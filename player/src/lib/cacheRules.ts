import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cacheRoots, type CacheRoot } from './cacheRoots';
import { prunePersisted } from './persist';

export { cacheRoots, type CacheRoot };

/** Spec §9: what each session event clears, in memory and in session storage. */
export const clearedOn = {
  /**
   * Upcoming matches, leagues, seasons, home data, ranks, predictions, news, leaderboards, trophies,
   * profiles, head-to-head comparisons, the calendar link.
   */
  logout: [
    cacheRoots.upcomingMatches,
    cacheRoots.leagueLists,
    cacheRoots.leagues,
    cacheRoots.seasons,
    cacheRoots.home,
    cacheRoots.globalRank,
    cacheRoots.predictions,
    cacheRoots.predictionStats,
    cacheRoots.newsLatest,
    cacheRoots.newsPages,
    cacheRoots.newsArticles,
    cacheRoots.leaderboards,
    cacheRoots.trophies,
    cacheRoots.publicProfiles,
    cacheRoots.comparisons,
    cacheRoots.profileTeams,
    cacheRoots.calendarLink,
    cacheRoots.pushDevices,
    cacheRoots.seasonQuestions,
  ],
  /** Login, register and auto-login (a stored token confirmed by GET /auth/me). */
  login: [cacheRoots.upcomingMatches],
  /** Creating a league or joining one (by id, by invite code, as a fan league). */
  leagueJoined: [cacheRoots.leagueLists],
} as const satisfies Record<string, readonly CacheRoot[]>;
export type CacheEvent = keyof typeof clearedOn;

export const keyRoot = (queryKey: QueryKey): unknown => queryKey[0];

/** What a live event makes stale: on screen they refetch at once, others when next shown. */
export const refreshedOn = {
  /** A result set or corrected, or a match's status changed (GET /api/events, lib/liveResults.ts). */
  result: [
    cacheRoots.seasons,
    cacheRoots.upcomingMatches,
    cacheRoots.home,
    cacheRoots.predictions,
    cacheRoots.predictionStats,
    cacheRoots.leagues,
    cacheRoots.leaderboards,
    cacheRoots.globalRank,
    cacheRoots.publicProfiles,
    cacheRoots.comparisons,
  ],
} as const satisfies Record<string, readonly CacheRoot[]>;

/** Marks caches stale (the ones on screen refetch) and drops their session-storage copy at once. */
export function markStale(queryClient: QueryClient, roots: readonly unknown[]): void {
  void queryClient.invalidateQueries({
    predicate: (query) => roots.includes(keyRoot(query.queryKey)),
  });
  prunePersisted(roots);
}

/** Marks the caches a live event touches stale; the ones on screen refetch. */
export function refreshCaches(queryClient: QueryClient, event: keyof typeof refreshedOn): void {
  markStale(queryClient, refreshedOn[event]);
}

/** Removes the caches an event clears, from memory and from the session-storage copy. */
export function clearCaches(queryClient: QueryClient, event: CacheEvent): void {
  const roots: readonly unknown[] = clearedOn[event];
  queryClient.removeQueries({ predicate: (query) => roots.includes(keyRoot(query.queryKey)) });
  prunePersisted(roots);
}
