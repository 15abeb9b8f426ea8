/** Leaderboards (pattern: features/seasons/api.ts); kept in session storage per filter (spec §9). */
import { queryOptions } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardRow } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';
import { filterParams, type LeaderboardFilter } from './filters';

export type { Leaderboard, LeaderboardRow };

export const leaderboardKeys = {
  all: [cacheRoots.leaderboards] as const,
  lists: () => [...leaderboardKeys.all, 'list'] as const,
  list: (filter: LeaderboardFilter) => [...leaderboardKeys.lists(), filter] as const,
};

/** GET /leaderboards?season={id|all}&view=season|monthly[&year][&month]. */
export const leaderboardQuery = (filter: LeaderboardFilter) =>
  queryOptions({
    queryKey: leaderboardKeys.list(filter),
    queryFn: () => api.get<Leaderboard>(`/leaderboards?${filterParams(filter).toString()}`),
  });
