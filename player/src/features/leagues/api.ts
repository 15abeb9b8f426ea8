/**
 * Leagues (pattern: features/seasons/api.ts). The lists (GET /leagues, /leagues/my) live under the
 * `leagueLists` root, kept in session storage for 15 minutes and cleared whenever a league is created
 * or joined (lib/cacheRules.ts); one league's reads live under `leagues`, keyed by its id.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateLeagueInput,
  JoinByCodeInput,
  League,
  LeagueMember,
  LeaguePrediction,
  LeaguePredictions,
  LeagueResponse,
  MatchGroup,
  Membership,
  MyMemberships,
  Permissions,
  Standings,
  UpdateLeagueInput,
} from '@predictor/contracts/types';
import { LEAGUE_STANDINGS_ROWS, leaguePageReads } from '@predictor/contracts/landing';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';
import { clearCaches } from '../../lib/cacheRules';

export type {
  League,
  LeagueMember,
  LeaguePrediction,
  LeaguePredictions,
  MatchGroup,
  Permissions,
  Standings,
};
export type MyMembership = MyMemberships['memberships'][number];

/** Standings rows per page on the league page. */
export const STANDINGS_ROWS = LEAGUE_STANDINGS_ROWS;

export const leagueListKeys = {
  all: [cacheRoots.leagueLists] as const,
  list: () => [...leagueListKeys.all, 'list'] as const,
  /** Same key and answer as the home page's My Leagues (one cache entry). */
  mine: () => [...leagueListKeys.all, 'my'] as const,
};

export const leagueKeys = {
  all: [cacheRoots.leagues] as const,
  detail: (id: number) => [...leagueKeys.all, id] as const,
  league: (id: number) => [...leagueKeys.detail(id), 'league'] as const,
  standings: (id: number, offset: number) =>
    [...leagueKeys.detail(id), 'standings', offset] as const,
  permissions: (id: number) => [...leagueKeys.detail(id), 'can-edit'] as const,
  matchGroups: (id: number) => [...leagueKeys.detail(id), 'match-groups'] as const,
  currentMatchGroup: (id: number) => [...leagueKeys.detail(id), 'current-match-group'] as const,
  predictions: (id: number, matchGroupId: number, offset: number) =>
    [...leagueKeys.detail(id), 'predictions', matchGroupId, offset] as const,
};

/** GET /leagues: every league the caller may see (invite-only ones to members and site admins). */
export const leaguesQuery = () =>
  queryOptions({
    queryKey: leagueListKeys.list(),
    queryFn: () => api.get<{ leagues: League[] }>('/leagues'),
    select: (data) => data.leagues,
  });

/** GET /leagues/my: the caller's memberships. */
export const myLeaguesQuery = () =>
  queryOptions({
    queryKey: leagueListKeys.mine(),
    queryFn: () => api.get<MyMemberships>('/leagues/my'),
    select: (data) => data.memberships,
  });

/** GET /leagues/{id}: 404 'League not found'; an invite-only league seen from outside is a `preview`. */
export const leagueQuery = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.league(id),
    queryFn: () => api.get<LeagueResponse>(leaguePageReads.league(id)),
    select: (data) => data.league,
  });

/** GET /leagues/{id}/standings?offset=&limit=: one page of STANDINGS_ROWS; the page shown stays while the next loads. */
export const standingsQuery = (id: number, offset: number) =>
  queryOptions({
    queryKey: leagueKeys.standings(id, offset),
    queryFn: () => api.get<Standings>(leaguePageReads.standings(id, offset)),
    placeholderData: keepPreviousData,
  });

/** GET /leagues/{id}/can-edit: what the caller may change (a failure hides Edit). */
export const permissionsQuery = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.permissions(id),
    queryFn: () => api.get<Permissions>(leaguePageReads.permissions(id)),
  });

/** GET /leagues/{id}/match-groups: the league season's match weeks. */
export const leagueMatchGroupsQuery = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.matchGroups(id),
    queryFn: () => api.get<MatchGroup[]>(leaguePageReads.matchGroups(id)),
  });

/** GET /leagues/{id}/current-match-group: the week shown first (404 without groups). */
export const leagueCurrentMatchGroupQuery = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.currentMatchGroup(id),
    queryFn: () => api.get<MatchGroup>(leaguePageReads.currentMatchGroup(id)),
  });

/**
 * GET /leagues/{id}/predictions?matchGroupId=&offset=: the week's matches, the caller's row and a
 * page of the members who predicted (others' picks hidden until close); the page shown stays while
 * the next loads.
 */
export const leaguePredictionsQuery = (id: number, matchGroupId: number, offset: number) =>
  queryOptions({
    queryKey: leagueKeys.predictions(id, matchGroupId, offset),
    queryFn: () =>
      api.get<LeaguePredictions>(leaguePageReads.predictions(id, matchGroupId, offset)),
    placeholderData: keepPreviousData,
  });

/**
 * Starts a league page's reads as soon as each can start rather than after the render that asks for
 * it: the standings and match weeks once the league is known to be visible, and the first page of
 * the current week's grid once that week and the caller's membership are known (four round trips
 * and three renders in a row otherwise). Failures are left to the queries that show them.
 */
export async function prefetchLeaguePage(client: QueryClient, id: number, isAdmin: boolean) {
  const { league } = await client.fetchQuery(leagueQuery(id));
  if (league.preview) return;
  void client.prefetchQuery(standingsQuery(id, 0));
  void client.prefetchQuery(leagueMatchGroupsQuery(id));
  if (!league.isMember && !isAdmin) return;
  const week = await client.fetchQuery({ ...leagueCurrentMatchGroupQuery(id), retry: false });
  await client.prefetchQuery(leaguePredictionsQuery(id, week.id, 0));
}

/** POST /leagues (groupname only for a fan league, spec §5) → {league}; clears the league lists. */
export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeagueInput) => api.post<LeagueResponse>('/leagues', body),
    onSuccess: () => clearCaches(queryClient, 'leagueJoined'),
  });
}

/** POST /leagues/join-by-code {inviteCode} → {membership}; clears the league lists and reloads that league (a preview before). */
export function useJoinByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinByCodeInput) =>
      api.post<{ membership: Membership }>('/leagues/join-by-code', body),
    onSuccess: ({ membership }) => {
      clearCaches(queryClient, 'leagueJoined');
      return queryClient.invalidateQueries({ queryKey: leagueKeys.detail(membership.leagueId) });
    },
  });
}

/** POST /leagues/{id}/join; clears the league lists and reloads that league's data. */
export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ membership: Membership }>(`/leagues/${id}/join`),
    onSuccess: (_, id) => {
      clearCaches(queryClient, 'leagueJoined');
      return queryClient.invalidateQueries({ queryKey: leagueKeys.detail(id) });
    },
  });
}

/** PUT /leagues/{id} (spec §7) → {league}; refreshes the league and the lists that show its name. */
export function useUpdateLeague(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLeagueInput) => api.put<LeagueResponse>(`/leagues/${id}`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(leagueKeys.league(id), data);
      clearCaches(queryClient, 'leagueJoined');
      return queryClient.invalidateQueries({ queryKey: leagueKeys.detail(id) });
    },
  });
}

/** DELETE /leagues/{id}; forgets the league and clears the lists. */
export function useDeleteLeague(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/leagues/${id}`),
    onSuccess: () => {
      clearCaches(queryClient, 'leagueJoined');
      queryClient.removeQueries({ queryKey: leagueKeys.detail(id) });
    },
  });
}

/** DELETE /leagues/{id}/members/{userId}; reloads standings and the league's member count. */
export function useRemoveMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<void>(`/leagues/${id}/members/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.detail(id) }),
  });
}
