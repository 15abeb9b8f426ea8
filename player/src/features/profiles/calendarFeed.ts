/** The personal calendar feed on the profile: the player's link and its reset. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarLinks } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export type { CalendarLinks };

export const calendarLinkKeys = {
  of: (userId: number) => [cacheRoots.calendarLink, userId] as const,
};

/** GET /users/me/calendar → {httpsUrl, webcalUrl}: the link, made on the first call; it changes only on reset. */
export const calendarLinkQuery = (userId: number) =>
  queryOptions({
    queryKey: calendarLinkKeys.of(userId),
    queryFn: () => api.get<CalendarLinks>('/users/me/calendar'),
    staleTime: Infinity,
  });

/** POST /users/me/calendar/reset → the new link; the old one stops working at once. */
export const resetCalendarLink = () => api.post<CalendarLinks>('/users/me/calendar/reset');

export function useResetCalendarLink(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarLink,
    onSuccess: (links) => queryClient.setQueryData(calendarLinkKeys.of(userId), links),
  });
}

/** The feed's address with the favourite team's fixtures, or deadlines only. */
export const withFixtures = (url: string, fixtures: boolean) =>
  fixtures ? `${url}?fixtures=team` : url;
