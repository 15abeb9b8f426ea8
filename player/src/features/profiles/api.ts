/**
 * Profile settings (pattern: features/seasons/api.ts). The public profile and the global rank, which
 * other features show too, are read through lib/players.ts.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  ChangePasswordResponse,
  PlayerForm,
  PreferencesInput,
  ProfileDetailsInput,
  ReminderLeadHours,
  Team,
  UserResponse,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';
import { publicProfileKeys } from '../../lib/players';

export type { PlayerForm, Team };

export const profileTeamKeys = {
  all: [cacheRoots.profileTeams] as const,
};

/** GET /teams: the favourite-team choices of the profile form. */
export const teamsQuery = () =>
  queryOptions({
    queryKey: profileTeamKeys.all,
    queryFn: () => api.get<Team[]>('/teams'),
    staleTime: 10 * 60 * 1000,
  });

/** GET /users/{id}/form: a public profile's last rounds, accuracy and banker record (closed predictions only). */
export const playerFormQuery = (userId: number) =>
  queryOptions({
    queryKey: [...publicProfileKeys.user(userId), 'form'] as const,
    queryFn: () => api.get<PlayerForm>(`/users/${userId}/form`),
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

/** The body that shows times in UK time (BST/GMT) when on, in UTC when off. */
export const ukTimeBody = (on: boolean): PreferencesInput => ({ preferences: { ukTime: on } });

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
