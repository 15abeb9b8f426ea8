/**
 * The onboarding steps' calls (pattern: features/seasons/api.ts): the team list of the favourite-team
 * picker and the kit and favourite-team saves (joining by invite code is the leagues feature's).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { KitInput, Team, UserResponse } from '@predictor/contracts/types';
import { api } from '../../lib/api';

export type { KitInput, Team };

/**
 * The spec names no cache for the team list (it is the same for everyone and no session event
 * clears it), so its key has a root of its own, kept in memory only.
 */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
};

/** GET /teams: every team by name, with crest and country code. */
export const teamsQuery = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: () => api.get<Team[]>('/teams'),
  });

/** PUT /users/profile with the kit fields → {user}. */
export const saveKit = (kit: KitInput) => api.put<UserResponse>('/users/profile', kit);

/** GET /auth/me → {user}. */
export const fetchMe = () => api.get<UserResponse>('/auth/me');

/** PUT /users/favourite-team {favouriteTeamId} (null: "None, I'm a neutral") → {user}. */
export const saveFavouriteTeam = (favouriteTeamId: number | null) =>
  api.put<UserResponse>('/users/favourite-team', { favouriteTeamId });

export const useSaveKit = () => useMutation({ mutationFn: saveKit });
export const useSaveFavouriteTeam = () => useMutation({ mutationFn: saveFavouriteTeam });
