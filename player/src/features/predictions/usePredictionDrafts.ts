import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@predictor/contracts/messages';
import { ApiError, errorMessage } from '../../lib/api';
import {
  rowError,
  SAVE_FALLBACK,
  useSavePredictions,
  type Match,
  type PredictionRow,
  type SaveRequest,
} from './api';
import {
  isComplete,
  luckyGoals,
  planSave,
  requestMatches,
  sameAsSaved,
  toRow,
  valuesOf,
  type Draft,
} from './lib/drafts';
import { useAutoSubmit } from './lib/useAutoSubmit';

export type Side = 'home' | 'away';

/** Whether predictions for a match are still open (spec §4: before predictionsClose). */
export function isOpen(match: Match, now = Date.now()): boolean {
  return match.predictionsOpen && new Date(match.predictionsClose).getTime() > now;
}

/** The fallback words for a failed request (spec §8), per kind of save. */
function fallbackFor(request: SaveRequest): string {
  return SAVE_FALLBACK[request.kind];
}

/**
 * The unsaved predictions of a list of matches and every way of saving them: auto-submit for new
 * predictions, Update Prediction / Reset for edited ones, the banker toggle (moving the week's
 * banker in one batch), lucky picks and 'Submit all'. A failed save keeps every typed score and
 * puts the server's reason (or the spec's fallback) on the row.
 */
export function usePredictionDrafts(seasonMatches: readonly Match[]) {
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const save = useSavePredictions();

  // Timers call back later: they read the latest drafts and matches through refs.
  const latest = useRef({ drafts, seasonMatches });
  useEffect(() => {
    latest.current = { drafts, seasonMatches };
  }, [drafts, seasonMatches]);

  const send = useCallback(
    async (matchIds: number[], options: { forceBatch?: boolean } = {}) => {
      const { drafts: current, seasonMatches: matches } = latest.current;
      const byId = new Map(matches.map((m) => [m.id, m]));
      const rows: PredictionRow[] = [];
      const invalid: Record<number, string> = {};
      for (const id of matchIds) {
        const match = byId.get(id);
        if (!match) continue;
        const row = toRow(id, valuesOf(match, current[id]));
        if (row) rows.push(row);
        else invalid[id] = MESSAGES.validScores;
      }
      if (Object.keys(invalid).length > 0) {
        setErrors((e) => ({ ...e, ...invalid }));
        return false;
      }
      if (rows.length === 0) return false;
      const request = planSave(rows, matches, options);
      const ids = requestMatches(request);
      setErrors((e) => {
        const next = { ...e };
        ids.forEach((id) => delete next[id]);
        return next;
      });
      setSaving((s) => new Set([...s, ...ids]));
      try {
        await save.mutateAsync(request);
        setDrafts((d) => {
          const next = { ...d };
          // Only what was sent is done: a draft typed meanwhile stays.
          rows.forEach((row) => {
            const typed = next[row.match] && toRow(row.match, next[row.match]);
            if (
              typed &&
              typed.homeGoals === row.homeGoals &&
              typed.awayGoals === row.awayGoals &&
              typed.isBanker === row.isBanker
            ) {
              delete next[row.match];
            }
          });
          return next;
        });
        return true;
      } catch (error) {
        const message = errorMessage(error, fallbackFor(request));
        const perRow = error instanceof ApiError ? error.errors : undefined;
        setErrors((e) => {
          const next = { ...e };
          ids.forEach((id, index) => {
            next[id] = rowError(perRow, index) ?? message;
          });
          return next;
        });
        return false;
      } finally {
        setSaving((s) => new Set([...s].filter((id) => !ids.includes(id))));
      }
    },
    [save],
  );

  const autoSubmit = useCallback(
    (matchId: number) => {
      const { drafts: current, seasonMatches: matches } = latest.current;
      const match = matches.find((m) => m.id === matchId);
      const draft = current[matchId];
      if (match && draft && !match.userPrediction && isOpen(match) && isComplete(draft)) {
        void send([matchId]);
      }
    },
    [send],
  );
  const { machine, countdowns } = useAutoSubmit(autoSubmit);

  /** Any edit: clears the match's pending timers, and schedules auto-submit for a new prediction. */
  const edit = useCallback(
    (match: Match, change: (values: Draft) => Draft, others?: (draft: Draft) => Draft) => {
      machine.cancel(match.id);
      const next = change(valuesOf(match, latest.current.drafts[match.id]));
      // Kept at once, so a second edit before the next render builds on this one.
      const mirrored = { ...latest.current.drafts, [match.id]: next };
      if (sameAsSaved(match, next)) delete mirrored[match.id];
      latest.current = { ...latest.current, drafts: mirrored };
      setDrafts((d) => {
        const updated = { ...d };
        if (others) {
          for (const m of latest.current.seasonMatches) {
            if (m.id !== match.id && m.matchGroup?.id === match.matchGroup?.id && updated[m.id]) {
              updated[m.id] = others(updated[m.id]);
            }
          }
        }
        if (sameAsSaved(match, next)) delete updated[match.id];
        else updated[match.id] = next;
        return updated;
      });
      setErrors((e) => {
        if (!(match.id in e)) return e;
        const rest = { ...e };
        delete rest[match.id];
        return rest;
      });
      if (!match.userPrediction && !next.lucky && isComplete(next) && isOpen(match)) {
        machine.schedule(match.id);
      }
    },
    [machine],
  );

  const setScore = useCallback(
    (match: Match, side: Side, value: string) => edit(match, (v) => ({ ...v, [side]: value })),
    [edit],
  );

  /** Banker on or off. A saved, unedited prediction is saved at once (moving the week's banker). */
  const toggleBanker = useCallback(
    (match: Match) => {
      const current = valuesOf(match, latest.current.drafts[match.id]);
      const isBanker = !current.isBanker;
      const unbankOthers = isBanker ? (d: Draft) => ({ ...d, isBanker: false }) : undefined;
      if (match.userPrediction && !latest.current.drafts[match.id]) {
        machine.cancel(match.id);
        setDrafts((d) => ({ ...d, [match.id]: { ...current, isBanker } }));
        latest.current = {
          ...latest.current,
          drafts: { ...latest.current.drafts, [match.id]: { ...current, isBanker } },
        };
        void send([match.id]);
        return;
      }
      edit(match, (v) => ({ ...v, isBanker }), unbankOthers);
    },
    [edit, machine, send],
  );

  const reset = useCallback(
    (match: Match) => {
      machine.cancel(match.id);
      setDrafts((d) => {
        const rest = { ...d };
        delete rest[match.id];
        return rest;
      });
      setErrors((e) => {
        const rest = { ...e };
        delete rest[match.id];
        return rest;
      });
    },
    [machine],
  );

  /** Manual submit (Submit Prediction, Update Prediction, Save now): cancels pending timers. */
  const submit = useCallback(
    (match: Match) => {
      machine.cancel(match.id);
      void send([match.id]);
    },
    [machine, send],
  );

  /** The matches among `matches` with something to submit: open, filled, unsaved or edited. */
  const submittable = useCallback(
    (matches: readonly Match[]) =>
      matches.filter((m) => isOpen(m) && drafts[m.id] && isComplete(drafts[m.id])),
    [drafts],
  );

  /** 'Submit all': every filled, unsaved-or-edited prediction in view, in one batch request. */
  const submitAll = useCallback(
    (matches: readonly Match[]) => {
      const ids = submittable(matches).map((m) => m.id);
      ids.forEach((id) => machine.cancel(id));
      if (ids.length > 0) void send(ids, { forceBatch: true });
    },
    [machine, send, submittable],
  );

  /**
   * Lucky picks: random 0..5 scores, no banker, for every open match in view with no saved
   * prediction and nothing typed; nothing is saved. Returns how many were filled.
   */
  const luckyPicks = useCallback(
    (matches: readonly Match[], random: () => number = Math.random) => {
      const targets = matches.filter(
        (m) => isOpen(m) && !m.userPrediction && !latest.current.drafts[m.id],
      );
      if (targets.length === 0) return 0;
      targets.forEach((m) => machine.cancel(m.id));
      setDrafts((d) => {
        const next = { ...d };
        for (const m of targets) {
          next[m.id] = {
            home: String(luckyGoals(random)),
            away: String(luckyGoals(random)),
            isBanker: false,
            lucky: true,
          };
        }
        return next;
      });
      return targets.length;
    },
    [machine],
  );

  const cancelCountdown = useCallback((match: Match) => machine.cancel(match.id), [machine]);
  const saveNow = useCallback((match: Match) => machine.submitNow(match.id), [machine]);

  return {
    drafts,
    errors,
    saving,
    countdowns,
    setScore,
    toggleBanker,
    reset,
    submit,
    submitAll,
    submittable,
    luckyPicks,
    cancelCountdown,
    saveNow,
  };
}

export type PredictionDrafts = ReturnType<typeof usePredictionDrafts>;
