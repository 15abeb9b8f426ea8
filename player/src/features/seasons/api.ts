/**
 * The data-layer pattern every feature follows (features/<feature>/api.ts):
 * - a key factory `xxxKeys` whose keys start with a root from lib/cacheRoots.ts, built from general
 *   to specific (`all` → `lists()` → `list(filters)` → `detail(id)`), so one call can invalidate or
 *   clear a whole branch, the spec's cache rules (lib/cacheRules.ts) apply by root, and the
 *   session-storage allow-list (lib/persist.ts) picks whole caches;
 * - `xxxQuery(...)` functions returning `queryOptions(...)`, used as `useQuery(seasonsQuery())`,
 *   `queryClient.prefetchQuery(...)` or `getQueryData(seasonsQuery().queryKey)` with full types;
 * - mutation hooks `useXxx()` wrapping `useMutation`, invalidating through the key factories (never a
 *   hand-written key) and applying `clearCaches(queryClient, event)` where the spec says so;
 * - answers typed with `@predictor/contracts/types` (type-only: no zod in the first load).
 * Pages import only their own feature's api.ts; other features use its public index.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MatchGroup, Season } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';
import { takePreloaded } from '../../lib/preloaded';

export type { MatchGroup, Season };

export const seasonKeys = {
  all: [cacheRoots.seasons] as const,
  lists: () => [...seasonKeys.all, 'list'] as const,
  list: (activeOnly: boolean) => [...seasonKeys.lists(), { activeOnly }] as const,
  detail: (id: number) => [...seasonKeys.all, 'detail', id] as const,
};

/** GET /seasons (or ?active=true): competitions in their display order. */
export const seasonsQuery = (activeOnly = false) =>
  queryOptions({
    queryKey: seasonKeys.list(activeOnly),
    queryFn: () => api.get<Season[]>(activeOnly ? '/seasons?active=true' : '/seasons'),
    select: (seasons) => [...seasons].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
  });

/**
 * GET /seasons/{id}: one competition edition (404 → 'Season not found'). Opened from outside, the
 * page gets it in index.html (lib/preloaded.ts): its heading shows without waiting for the API.
 */
export const seasonQuery = (id: number) =>
  queryOptions({
    queryKey: seasonKeys.detail(id),
    queryFn: () => api.get<Season>(`/seasons/${id}`),
    initialData: () => takePreloaded<Season>(`/seasons/${id}`),
  });

/** GET /seasons/{id}/match-groups: the season's match weeks with the span of their matches. */
export const matchGroupsQuery = (id: number) =>
  queryOptions({
    queryKey: [...seasonKeys.detail(id), 'match-groups'] as const,
    queryFn: () => api.get<MatchGroup[]>(`/seasons/${id}/match-groups`),
  });
