/**
 * The caller's own predictions and their stats (pattern: features/seasons/api.ts). Mutations that
 * save predictions invalidate `predictionKeys.all` and `predictionStatsKeys.all`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Prediction, PredictionStats } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export type { Prediction, PredictionStats };

export const predictionKeys = {
  all: [cacheRoots.predictions] as const,
  lists: () => [...predictionKeys.all, 'list'] as const,
  list: (filter: { season?: number; match?: number }) =>
    [...predictionKeys.lists(), filter] as const,
};

export const predictionStatsKeys = {
  all: [cacheRoots.predictionStats] as const,
  mine: () => [...predictionStatsKeys.all, 'me'] as const,
};

/** GET /predictions[?season=|?match=]: the caller's own predictions by kick-off. */
export const ownPredictionsQuery = (filter: { season?: number; match?: number } = {}) =>
  queryOptions({
    queryKey: predictionKeys.list(filter),
    queryFn: () => {
      const params = new URLSearchParams();
      if (filter.season) params.set('season', String(filter.season));
      if (filter.match) params.set('match', String(filter.match));
      const query = params.toString();
      return api.get<Prediction[]>(query ? `/predictions?${query}` : '/predictions');
    },
  });

/** GET /predictions/stats: the caller's totals (session-storage cached, spec §9). */
export const predictionStatsQuery = () =>
  queryOptions({
    queryKey: predictionStatsKeys.mine(),
    queryFn: () => api.get<PredictionStats>('/predictions/stats'),
  });
