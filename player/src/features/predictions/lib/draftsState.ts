import { useCallback, useEffect, useRef, useState } from 'react';
import type { Match, PredictionRow } from '../api';
import { sameAsSaved, toRow, type Draft } from './drafts';

/** A page's unsaved predictions, the reason each failed save gave, and the matches being saved. */
export interface DraftsState {
  drafts: Readonly<Record<number, Draft>>;
  errors: Readonly<Record<number, string>>;
  saving: ReadonlySet<number>;
}

export type DraftsAction =
  /** A match's draft changed (dropped when it says what is saved); `unbank`: drafts that lose the banker. */
  | { type: 'edited'; match: Match; draft: Draft; unbank?: readonly number[] }
  /** Lucky picks' drafts, for matches that had none. */
  | { type: 'filled'; drafts: Readonly<Record<number, Draft>> }
  | { type: 'reset'; matchId: number }
  | { type: 'errors'; errors: Readonly<Record<number, string>> }
  | { type: 'sending'; matchIds: readonly number[] }
  /** Saved: a draft still equal to its sent row is done; one typed meanwhile stays. */
  | { type: 'sent'; rows: readonly PredictionRow[] }
  | { type: 'settled'; matchIds: readonly number[] };

export const noDrafts: DraftsState = { drafts: {}, errors: {}, saving: new Set() };

function without<T>(record: Readonly<Record<number, T>>, ids: readonly number[]) {
  if (!ids.some((id) => id in record)) return record;
  const rest = { ...record };
  ids.forEach((id) => delete rest[id]);
  return rest;
}

const sameRow = (a: PredictionRow | null, b: PredictionRow) =>
  !!a && a.homeGoals === b.homeGoals && a.awayGoals === b.awayGoals && a.isBanker === b.isBanker;

export function draftsReducer(state: DraftsState, action: DraftsAction): DraftsState {
  switch (action.type) {
    case 'edited': {
      const drafts = { ...state.drafts };
      for (const id of action.unbank ?? []) {
        if (drafts[id]) drafts[id] = { ...drafts[id], isBanker: false };
      }
      if (sameAsSaved(action.match, action.draft)) delete drafts[action.match.id];
      else drafts[action.match.id] = action.draft;
      return { ...state, drafts, errors: without(state.errors, [action.match.id]) };
    }
    case 'filled':
      return { ...state, drafts: { ...state.drafts, ...action.drafts } };
    case 'reset':
      return {
        ...state,
        drafts: without(state.drafts, [action.matchId]),
        errors: without(state.errors, [action.matchId]),
      };
    case 'errors':
      return { ...state, errors: { ...state.errors, ...action.errors } };
    case 'sending':
      return {
        ...state,
        errors: without(state.errors, action.matchIds),
        saving: new Set([...state.saving, ...action.matchIds]),
      };
    case 'sent': {
      const done = action.rows
        .filter((row) => {
          const draft = state.drafts[row.match];
          return draft && sameRow(toRow(row.match, draft), row);
        })
        .map((row) => row.match);
      return { ...state, drafts: without(state.drafts, done) };
    }
    case 'settled':
      return {
        ...state,
        saving: new Set([...state.saving].filter((id) => !action.matchIds.includes(id))),
      };
  }
}

/** What timers and quick successive edits read: the state as of the last change, not the last render. */
export interface DraftsSnapshot {
  state: DraftsState;
  seasonMatches: readonly Match[];
}

/**
 * The drafts of `seasonMatches` as a reducer whose latest state is also kept in a ref: `read()`
 * gives it at once (a timer firing later, or a second edit before the next render, builds on it).
 */
export function useDraftsState(seasonMatches: readonly Match[]) {
  const [state, setState] = useState(noDrafts);
  const latest = useRef<DraftsSnapshot>({ state, seasonMatches });
  useEffect(() => {
    latest.current = { ...latest.current, seasonMatches };
  }, [seasonMatches]);
  const dispatch = useCallback((action: DraftsAction) => {
    latest.current = { ...latest.current, state: draftsReducer(latest.current.state, action) };
    setState(latest.current.state);
  }, []);
  const read = useCallback(() => latest.current, []);
  return { state, read, dispatch };
}
