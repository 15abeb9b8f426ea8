/**
 * Season predictions (pattern: features/seasons/api.ts): one answer per season and viewer under its
 * own cache root (the caller's picks: cleared on logout, never persisted); saving a pick refreshes it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SeasonAnswerInput,
  SeasonQuestion,
  SeasonQuestions,
  SeasonTeam,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export type { SeasonQuestion, SeasonQuestions, SeasonTeam };

export const seasonQuestionKeys = {
  all: [cacheRoots.seasonQuestions] as const,
  season: (seasonId: number, viewer: number | null) =>
    [...seasonQuestionKeys.all, seasonId, { viewer }] as const,
};

/** GET /seasons/{id}/questions: the season's teams and bonus questions with the viewer's picks. */
export const seasonQuestionsQuery = (seasonId: number, viewer: number | null) =>
  queryOptions({
    queryKey: seasonQuestionKeys.season(seasonId, viewer),
    queryFn: () => api.get<SeasonQuestions>(`/seasons/${seasonId}/questions`),
  });

/** PUT /seasons/{id}/questions/{questionId}/answer: saves the player's picks, then refreshes the list. */
export function useSaveSeasonAnswer(seasonId: number, questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonAnswerInput) =>
      api.put<SeasonQuestion>(`/seasons/${seasonId}/questions/${questionId}/answer`, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...seasonQuestionKeys.all, seasonId] }),
  });
}
