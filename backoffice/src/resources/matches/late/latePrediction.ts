import type {
  CurrentPrediction,
  LatePredictionInput,
  LatePredictionResult,
} from '@predictor/contracts/types';
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

/** GET /admin/matches/{matchId}/predictions/{userId}: the prediction a late one would replace. */
export async function fetchCurrentPrediction(
  matchId: number,
  userId: number,
): Promise<CurrentPrediction['prediction']> {
  const { json } = await httpClient(`${API_URL}/matches/${matchId}/predictions/${userId}`);
  return (json as CurrentPrediction).prediction;
}

/** The dialog's texts about the prediction a late one replaces (back office only). */
export const REPLACE_TEXTS = {
  none: 'No prediction yet: this one will be added.',
  loading: "Loading the player's current prediction...",
  failed: "Could not load the player's current prediction. Choose the player again to retry.",
  confirm: 'Replace the current prediction',
  confirmRequired: 'Confirm that the current prediction will be replaced',
} as const;

/** "Current prediction: 2–1, banker" (and whether an admin entered it). */
export function currentPredictionText(prediction: NonNullable<CurrentPrediction['prediction']>) {
  const marks = [
    prediction.isBanker ? 'banker' : null,
    prediction.enteredByAdmin ? 'entered by an admin' : null,
  ].filter(Boolean);
  return `Current prediction: ${prediction.homeGoals}\u2013${prediction.awayGoals}${marks.map((m) => `, ${m}`).join('')}`;
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
