import type { LatePredictionInput, LatePredictionResult } from '@predictor/contracts/types';
import {
  ADMIN_MESSAGES,
  LATE_PREDICTION_MESSAGES as M,
  RESULT_GOALS_MAX,
} from '@predictor/contracts/admin';
import { API_URL, httpClient } from '../../../http';

/** PUT /admin/matches/{matchId}/predictions/{userId}: a player's prediction entered after the deadline. */
export async function enterLatePrediction(
  matchId: number,
  userId: number,
  input: LatePredictionInput,
): Promise<LatePredictionResult> {
  const { json } = await httpClient(`${API_URL}/matches/${matchId}/predictions/${userId}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
  return json as LatePredictionResult;
}

export type LateDraft = {
  userId: number | null;
  homeGoals: string;
  awayGoals: string;
  reason: string;
};

const isGoals = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= RESULT_GOALS_MAX;

/** The form's errors by field, checked as the server checks them (empty when it can be sent). */
export function lateDraftErrors(draft: LateDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.userId === null) errors.userId = M.userRequired;
  if (!isGoals(draft.homeGoals)) errors.homeGoals = ADMIN_MESSAGES.goalsInvalid;
  if (!isGoals(draft.awayGoals)) errors.awayGoals = ADMIN_MESSAGES.goalsInvalid;
  if (!draft.reason.trim()) errors.reason = M.reasonRequired;
  return errors;
}

/** What the admin is told once saved: the points when the match already has its result. */
export function savedMessage(result: LatePredictionResult): string {
  const { prediction } = result;
  if (!prediction.isScored) return M.saved;
  return `${M.saved}: ${prediction.points} ${prediction.points === 1 ? 'point' : 'points'}`;
}
