import { useCallback, useState } from 'react';
import { MESSAGES } from '@predictor/contracts/messages';
import { ApiError, errorMessage } from '../../lib/api';
import { rowError, SAVE_FALLBACK, useSavePredictions, type Match } from './api';
import {
  draftRows,
  isComplete,
  isOpen,
  planSave,
  requestMatches,
  valuesOf,
  weekMates,
  type Draft,
} from './lib/drafts';
import { bankerChoice, bankerStuckMessage } from './lib/banker';
import { useDraftsState, type DraftsAction, type DraftsSnapshot } from './lib/draftsState';
import { useAutoSubmit } from './lib/useAutoSubmit';
import { useLuckyPicks } from './lib/useLuckyPicks';

export type Side = 'home' | 'away';

/**
 * Saves the drafts of `matchIds` in one request (`planSave`). A failed save keeps every typed
 * score and puts the server's reason (or the spec's fallback) on each row.
 */
function useSend(read: () => DraftsSnapshot, dispatch: (action: DraftsAction) => void) {
  const save = useSavePredictions();
  return useCallback(
    async (matchIds: number[], options: { forceBatch?: boolean } = {}) => {
      const { state, seasonMatches } = read();
      const { rows, invalid } = draftRows(matchIds, seasonMatches, state.drafts);
      if (invalid.length > 0) {
        const errors = Object.fromEntries(invalid.map((id) => [id, MESSAGES.validScores]));
        dispatch({ type: 'errors', errors });
        return;
      }
      if (rows.length === 0) return;
      const request = planSave(rows, seasonMatches, options);
      const ids = requestMatches(request);
      dispatch({ type: 'sending', matchIds: ids });
      try {
        await save.mutateAsync(request);
        dispatch({ type: 'sent', rows });
      } catch (error) {
        const message = errorMessage(error, SAVE_FALLBACK[request.kind]);
        const perRow = error instanceof ApiError ? error.errors : undefined;
        const errors = Object.fromEntries(
          ids.map((id, index) => [id, rowError(perRow, index) ?? message]),
        );
        dispatch({ type: 'errors', errors });
      } finally {
        dispatch({ type: 'settled', matchIds: ids });
      }
    },
    [read, dispatch, save],
  );
}

/**
 * The unsaved predictions of a list of matches and every way of saving them: auto-submit for new
 * predictions, Update Prediction / Reset for edited ones, the banker toggle (moving the week's
 * banker in one batch), lucky picks and 'Submit all'.
 */
export function usePredictionDrafts(seasonMatches: readonly Match[]) {
  const { state, read, dispatch } = useDraftsState(seasonMatches);
  const send = useSend(read, dispatch);
  const { countdowns, schedule, cancel, saveNow } = useAutoSubmit(read, send);
  const luckyPicks = useLuckyPicks(read, dispatch, cancel);

  /** Any edit: clears the match's pending timers, and schedules auto-submit for a new prediction. */
  const edit = useCallback(
    (match: Match, draft: Draft, unbank?: readonly number[]) => {
      cancel(match.id);
      dispatch({ type: 'edited', match, draft, unbank });
      schedule(match, draft);
    },
    [cancel, dispatch, schedule],
  );

  const setScore = useCallback(
    (match: Match, side: Side, value: string) =>
      edit(match, { ...valuesOf(match, read().state.drafts[match.id]), [side]: value }),
    [edit, read],
  );

  /**
   * Banker on or off, as chosen (or confirmed). A saved, unedited prediction is saved at once
   * (moving the week's banker); otherwise placing the banker takes it off the week's other drafts.
   */
  const setBanker = useCallback(
    (match: Match) => {
      const { state: current, seasonMatches: matches } = read();
      const typed = current.drafts[match.id];
      const values = valuesOf(match, typed);
      const draft = { ...values, isBanker: !values.isBanker };
      const unbank = draft.isBanker ? weekMates(match, matches) : undefined;
      if (match.userPrediction && !typed) {
        cancel(match.id);
        dispatch({ type: 'edited', match, draft, unbank });
        void send([match.id]);
        return;
      }
      edit(match, draft, unbank);
    },
    [cancel, dispatch, edit, read, send],
  );

  /** The banker move waiting for Move or Cancel ("Move your banker from … to …?"). */
  const [pendingMove, setPendingMove] = useState<{ from: Match; to: Match } | null>(null);

  /** The star toggle: asks before moving the week's banker; a banker on a closed match stays. */
  const toggleBanker = useCallback(
    (match: Match) => {
      const { state: current, seasonMatches: matches } = read();
      const choice = bankerChoice(match, matches, current.drafts);
      if (choice.kind === 'move') setPendingMove({ from: choice.from, to: match });
      else if (choice.kind === 'stuck')
        dispatch({ type: 'errors', errors: { [match.id]: bankerStuckMessage(choice.holder) } });
      else setBanker(match);
    },
    [dispatch, read, setBanker],
  );

  const confirmMove = useCallback(() => {
    if (pendingMove) setBanker(pendingMove.to);
    setPendingMove(null);
  }, [pendingMove, setBanker]);
  const cancelMove = useCallback(() => setPendingMove(null), []);

  const reset = useCallback(
    (match: Match) => {
      cancel(match.id);
      dispatch({ type: 'reset', matchId: match.id });
    },
    [cancel, dispatch],
  );

  /** Manual submit (Submit Prediction, Update Prediction, Save now): cancels pending timers. */
  const submit = useCallback(
    (match: Match) => {
      cancel(match.id);
      void send([match.id]);
    },
    [cancel, send],
  );

  /** The matches among `matches` with something to submit: open, filled, unsaved or edited. */
  const submittable = useCallback(
    (matches: readonly Match[]) =>
      matches.filter((m) => isOpen(m) && state.drafts[m.id] && isComplete(state.drafts[m.id])),
    [state.drafts],
  );

  /** 'Submit all': every filled, unsaved-or-edited prediction in view, in one batch request. */
  const submitAll = useCallback(
    (matches: readonly Match[]) => {
      const ids = submittable(matches).map((m) => m.id);
      ids.forEach((id) => cancel(id));
      if (ids.length > 0) void send(ids, { forceBatch: true });
    },
    [cancel, send, submittable],
  );

  const cancelCountdown = useCallback((match: Match) => cancel(match.id), [cancel]);
  const saveNowFor = useCallback((match: Match) => saveNow(match.id), [saveNow]);

  return {
    drafts: state.drafts,
    errors: state.errors,
    saving: state.saving,
    countdowns,
    setScore,
    toggleBanker,
    pendingMove,
    confirmMove,
    cancelMove,
    reset,
    submit,
    submitAll,
    submittable,
    luckyPicks,
    cancelCountdown,
    saveNow: saveNowFor,
  };
}

export type PredictionDrafts = ReturnType<typeof usePredictionDrafts>;
