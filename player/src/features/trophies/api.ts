/**
 * Trophy rooms (pattern: features/seasons/api.ts). Keys start with the spec's trophies cache root, so
 * logout clears them (lib/cacheRules.ts). The caller's own room is keyed 'me': it is a different call
 * (GET /trophies/user) and must not outlive the session that made it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Award, AwardsResponse } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export type { Award };

export const trophyRoomKeys = {
  all: [cacheRoots.trophies] as const,
  room: (userId: number | 'me') => [...trophyRoomKeys.all, 'room', userId] as const,
  featured: (userId: number) => [...trophyRoomKeys.all, 'featured', userId] as const,
};

/** GET /trophies/user: the caller's awards, newest first. */
export const ownTrophiesQuery = () =>
  queryOptions({
    queryKey: trophyRoomKeys.room('me'),
    queryFn: () => api.get<AwardsResponse>('/trophies/user'),
    select: (data) => data.awards,
  });

/** GET /trophies/user/{id}: a player's awards; 404 'User not found'. */
export const userTrophiesQuery = (userId: number) =>
  queryOptions({
    queryKey: trophyRoomKeys.room(userId),
    queryFn: () => api.get<AwardsResponse>(`/trophies/user/${userId}`),
    select: (data) => data.awards,
  });

/** GET /trophies/user/{id}/featured: a player's showcase, at most 8, first places first. */
export const featuredTrophiesQuery = (userId: number) =>
  queryOptions({
    queryKey: trophyRoomKeys.featured(userId),
    queryFn: () => api.get<AwardsResponse>(`/trophies/user/${userId}/featured`),
    select: (data) => data.awards,
  });
