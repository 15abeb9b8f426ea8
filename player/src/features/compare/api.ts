/**
 * Head to head (pattern: features/seasons/api.ts): one answer per pair and season, under its own
 * cache root, cleared on logout and refreshed by a live result (lib/cacheRules.ts), never persisted.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  ComparePick,
  CompareRound,
  CompareSeason,
  CompareSide,
  Comparison,
  SharedMatch,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export type { ComparePick, CompareRound, CompareSeason, CompareSide, Comparison, SharedMatch };

export const compareKeys = {
  all: [cacheRoots.comparisons] as const,
  user: (userId: number) => [...compareKeys.all, userId] as const,
  /** `season` null: the season the API picks. */
  season: (userId: number, season: number | null) =>
    [...compareKeys.user(userId), { season }] as const,
};

/**
 * GET /users/{id}/compare[?season=]: the caller beside that player; 400 for the caller's own id,
 * 404 'User not found' or 'Season not found'.
 */
export const comparisonQuery = (userId: number, season: number | null) =>
  queryOptions({
    queryKey: compareKeys.season(userId, season),
    queryFn: () =>
      api.get<Comparison>(`/users/${userId}/compare${season ? `?season=${season}` : ''}`),
  });
