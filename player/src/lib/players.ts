/**
 * What anyone may read about a player, shown by several features (profiles, trophy rooms, the
 * home page): the public profile and the global rank. The rank's key is one cache entry for all
 * of them, kept in session storage as the spec caches ranks (lib/persist.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { GlobalRank, PublicProfile } from '@predictor/contracts/types';
import { api } from './api';
import { cacheRoots } from './cacheRoots';

export type { GlobalRank, PublicProfile };

export const publicProfileKeys = {
  all: [cacheRoots.publicProfiles] as const,
  user: (userId: number) => [...publicProfileKeys.all, userId] as const,
};

export const globalRankKeys = {
  all: [cacheRoots.globalRank] as const,
  user: (userId: number) => [...globalRankKeys.all, userId] as const,
};

/** GET /users/profile/{id}: what anyone may see of a player; 404 'User not found'. */
export const publicProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: publicProfileKeys.user(userId),
    queryFn: () => api.get<PublicProfile>(`/users/profile/${userId}`),
  });

/** GET /users/{id}/global-rank. */
export const globalRankQuery = (userId: number) =>
  queryOptions({
    queryKey: globalRankKeys.user(userId),
    queryFn: () => api.get<GlobalRank>(`/users/${userId}/global-rank`),
  });
