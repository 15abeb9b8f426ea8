/**
 * Fan leagues (pattern: features/seasons/api.ts): the landing page's read and the join that the
 * landing page and the sign-in / registration flow share. Joining clears the cached league lists
 * (spec §9).
 */
import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FanLeague, League, Membership } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';
import { clearCaches } from '../../lib/cacheRules';
import { takePendingFanLeague } from './pendingFanLeague';

export type { FanLeague };

/** POST /leagues/join-fanleague/{groupname}: 201 joined, 200 when already a member. */
export interface FanLeagueJoined {
  league: Pick<League, 'id'>;
  membership: Membership;
  joined: boolean;
}

export const fanLeagueKeys = {
  all: [cacheRoots.leagues, 'fanLeague'] as const,
  /** isMember depends on who asks, so the caller is part of the key. */
  detail: (groupname: string, userId: number | null) =>
    [...fanLeagueKeys.all, groupname, userId ?? 'guest'] as const,
};

/** GET /leagues/by-groupname/{groupname}: name, season, description and the caller's membership; 404 when none. */
export const fanLeagueQuery = (groupname: string, userId: number | null) =>
  queryOptions({
    queryKey: fanLeagueKeys.detail(groupname, userId),
    queryFn: () => api.get<FanLeague>(`/leagues/by-groupname/${encodeURIComponent(groupname)}`),
  });

/** POST /leagues/join-fanleague/{groupname}. */
export const joinFanLeague = (groupname: string) =>
  api.post<FanLeagueJoined>(`/leagues/join-fanleague/${encodeURIComponent(groupname)}`);

/** Joins a fan league from its landing page; the league lists are cleared once joined. */
export function useJoinFanLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinFanLeague,
    onSuccess: () => {
      clearCaches(queryClient, 'leagueJoined');
      void queryClient.invalidateQueries({ queryKey: fanLeagueKeys.all });
    },
  });
}

/**
 * What happened to the fan league stored before sign-in: none stored, joined (its league id), or
 * the join failed (leagueId null).
 */
export type PendingFanLeagueOutcome =
  { stored: false } | { stored: true; leagueId: number } | { stored: true; leagueId: null };

/**
 * The fan-league join flow's last step (spec §4): joins the fan league stored in session storage,
 * once (the name is cleared whatever happens), and clears the league lists on success.
 */
export function useJoinPendingFanLeague(): () => Promise<PendingFanLeagueOutcome> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const groupname = takePendingFanLeague();
    if (!groupname) return { stored: false };
    try {
      const { league } = await joinFanLeague(groupname);
      clearCaches(queryClient, 'leagueJoined');
      return { stored: true, leagueId: league.id };
    } catch (error) {
      console.warn('Joining the stored fan league failed', error);
      return { stored: true, leagueId: null };
    }
  }, [queryClient]);
}
