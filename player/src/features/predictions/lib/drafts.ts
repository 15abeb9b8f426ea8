import { LUCKY_PICK_MAX, SCORE_MAX, SCORE_MIN } from '@predictor/contracts/constants';
import { isOpenForPredictions } from '@predictor/contracts/rules';
import type { Match, PredictionRow, SaveRequest } from '../api';

/** What the player has typed for a match and not saved yet ('' = not chosen). */
export interface Draft {
  home: string;
  away: string;
  isBanker: boolean;
  /** Filled by lucky picks: submitted together with 'Submit all', never auto-submitted. */
  lucky: boolean;
}

/**
 * Whether a match still takes predictions: the API said so when it answered, and by the shared
 * rule it still does on this browser's clock (so a card locks at its deadline without a reload).
 */
export function isOpen(match: Match, now = Date.now()): boolean {
  return match.predictionsOpen && isOpenForPredictions(match, new Date(now));
}

/** The values a card shows: the draft when there is one, else the saved prediction, else empty. */
export function valuesOf(match: Match, draft: Draft | undefined): Draft {
  if (draft) return draft;
  const saved = match.userPrediction;
  return saved
    ? {
        home: String(saved.homeGoals),
        away: String(saved.awayGoals),
        isBanker: saved.isBanker,
        lucky: false,
      }
    : { home: '', away: '', isBanker: false, lucky: false };
}

/** Whether a draft says the same as the saved prediction (then it is no edit at all). */
export function sameAsSaved(match: Match, draft: Draft): boolean {
  const saved = match.userPrediction;
  return (
    !!saved &&
    draft.home === String(saved.homeGoals) &&
    draft.away === String(saved.awayGoals) &&
    draft.isBanker === saved.isBanker
  );
}

const validScore = (text: string) =>
  /^\d+$/.test(text) && Number(text) >= SCORE_MIN && Number(text) <= SCORE_MAX;

/** Both scores filled with whole numbers 0..9. */
export function isComplete(values: Pick<Draft, 'home' | 'away'>): boolean {
  return validScore(values.home) && validScore(values.away);
}

/** The row to send for a match, or null when its scores are not valid. */
export function toRow(matchId: number, values: Draft): PredictionRow | null {
  if (!isComplete(values)) return null;
  return {
    match: matchId,
    homeGoals: Number(values.home),
    awayGoals: Number(values.away),
    isBanker: values.isBanker,
  };
}

/** The rows to send for `matchIds` (each draft, else the saved values) and the ids not valid. */
export function draftRows(
  matchIds: readonly number[],
  seasonMatches: readonly Match[],
  drafts: Readonly<Record<number, Draft>>,
): { rows: PredictionRow[]; invalid: number[] } {
  const byId = new Map(seasonMatches.map((m) => [m.id, m]));
  const rows: PredictionRow[] = [];
  const invalid: number[] = [];
  for (const id of matchIds) {
    const match = byId.get(id);
    if (!match) continue;
    const row = toRow(id, valuesOf(match, drafts[id]));
    if (row) rows.push(row);
    else invalid.push(id);
  }
  return { rows, invalid };
}

/** The other matches of a match's week (placing its banker takes the banker off their drafts). */
export function weekMates(match: Match, seasonMatches: readonly Match[]): number[] {
  return seasonMatches
    .filter((m) => m.id !== match.id && m.matchGroup?.id === match.matchGroup?.id)
    .map((m) => m.id);
}

/**
 * Spec §4: a new prediction saves itself (after the wait and countdown) once both scores are filled
 * while the match is open; a saved one waits for Update Prediction, lucky picks for 'Submit all'.
 */
export function autoSubmits(match: Match, draft: Draft | undefined, now = Date.now()): boolean {
  return (
    !!draft && !match.userPrediction && !draft.lucky && isComplete(draft) && isOpen(match, now)
  );
}

/**
 * The request that saves `rows`. One banker per match week: when a row places the banker and
 * another match of that week holds the saved banker (and is not among the rows), that match is
 * un-bankered in the same batch, first, with its scores unchanged, so the server judges the move
 * as one change. One row alone is a POST (none saved) or a PUT; anything more, or `forceBatch`
 * ('Submit all'), goes to POST /predictions/batch.
 */
export function planSave(
  rows: readonly PredictionRow[],
  seasonMatches: readonly Match[],
  options: { forceBatch?: boolean } = {},
): SaveRequest {
  const byId = new Map(seasonMatches.map((m) => [m.id, m]));
  const inRows = new Set(rows.map((r) => r.match));
  const unbank: PredictionRow[] = [];
  for (const row of rows) {
    const group = byId.get(row.match)?.matchGroup?.id;
    if (!row.isBanker || group === undefined) continue;
    for (const other of seasonMatches) {
      const saved = other.userPrediction;
      if (
        other.matchGroup?.id === group &&
        !inRows.has(other.id) &&
        saved?.isBanker &&
        !unbank.some((u) => u.match === other.id)
      ) {
        unbank.push({
          match: other.id,
          homeGoals: saved.homeGoals,
          awayGoals: saved.awayGoals,
          isBanker: false,
        });
      }
    }
  }
  const all = [...unbank, ...rows];
  if (all.length === 1 && !options.forceBatch) {
    const saved = byId.get(all[0].match)?.userPrediction;
    return saved
      ? { kind: 'update', predictionId: saved.id, row: all[0] }
      : { kind: 'create', row: all[0] };
  }
  return { kind: 'batch', rows: all };
}

/** The match ids of a request, in its order (batch error 'predictions.<index>' points into it). */
export function requestMatches(request: SaveRequest): number[] {
  return request.kind === 'batch' ? request.rows.map((r) => r.match) : [request.row.match];
}

/** A random goal count for lucky picks: 0..5 (spec §5). */
export function luckyGoals(random: () => number = Math.random): number {
  return Math.floor(random() * (LUCKY_PICK_MAX + 1));
}

/** Whether a draft holds a typed score (a draft whose only change is the banker holds none). */
export const hasTypedScore = (draft: Draft | undefined): boolean =>
  !!draft && (draft.home !== '' || draft.away !== '');

/**
 * Lucky picks (spec §5: "for every open match in view"): random 0..5 scores for each match of
 * `matches` that is open, has no saved prediction and no typed score. A draft whose only change is
 * the banker keeps that banker; lucky picks never place one. Marked lucky: never auto-submitted.
 */
export function luckyDrafts(
  matches: readonly Match[],
  drafts: Readonly<Record<number, Draft>>,
  random: () => number = Math.random,
  now = Date.now(),
): Record<number, Draft> {
  const picks: Record<number, Draft> = {};
  for (const m of matches) {
    if (!isOpen(m, now) || m.userPrediction || hasTypedScore(drafts[m.id])) continue;
    picks[m.id] = {
      home: String(luckyGoals(random)),
      away: String(luckyGoals(random)),
      isBanker: drafts[m.id]?.isBanker ?? false,
      lucky: true,
    };
  }
  return picks;
}
