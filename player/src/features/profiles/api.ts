/**
 * Public profiles and profile settings (pattern: features/seasons/api.ts). Keys start with a cache
 * root (lib/cacheRoots.ts); the global rank shares the home page's key, so one answer serves both and
 * is kept in session storage as the spec caches ranks.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  ChangePasswordResponse,
  GlobalRank,
  PreferencesInput,
  ProfileDetailsInput,
  PublicProfile,
  ReminderLeadHours,
  Team,
  UserResponse,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export type { GlobalRank, PublicProfile, Team };

export const publicProfileKeys = {
  all: [cacheRoots.publicProfiles] as const,
  user: (userId: number) => [...publicProfileKeys.all, userId] as const,
};

export const globalRankKeys = {
  all: [cacheRoots.globalRank] as const,
  user: (userId: number) => [...globalRankKeys.all, userId] as const,
};

export const profileTeamKeys = {
  all: [cacheRoots.profileTeams] as const,
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

/** GET /teams: the favourite-team choices of the profile form. */
export const teamsQuery = () =>
  queryOptions({
    queryKey: profileTeamKeys.all,
    queryFn: () => api.get<Team[]>('/teams'),
    staleTime: 10 * 60 * 1000,
  });

/** PUT /users/profile, details variant → { user }. */
export const updateProfile = (body: ProfileDetailsInput) =>
  api.put<UserResponse>('/users/profile', body);

/** PUT /users/profile, e-mail preferences variant → { user }. */
export const updatePreferences = (body: PreferencesInput) =>
  api.put<UserResponse>('/users/profile', body);

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
export const useUpdatePreferences = () => useMutation({ mutationFn: updatePreferences });

/** The body that sets the deadline reminder lead time (hours before a week's first deadline; 0 = off). */
export const reminderLeadBody = (hours: ReminderLeadHours): PreferencesInput => ({
  preferences: { reminderLeadHours: hours },
});

/** The body that turns e-mail notifications on (re-subscribing) or off (unsubscribing). */
export const emailPreferenceBody = (on: boolean): PreferencesInput => ({
  preferences: { emailNotifications: on },
  unsubscribed: !on,
});

/** POST /auth/change-password → {token, message}: every other session ends; this one goes on with `token`. */
export const changePassword = (body: ChangePasswordInput) =>
  api.post<ChangePasswordResponse>('/auth/change-password', body);

/** POST /auth/sign-out-everywhere → 204: every session of the player ends, this one included. */
export const signOutEverywhere = () => api.post<void>('/auth/sign-out-everywhere');

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
