import { ADMIN_MESSAGES } from '@predictor/contracts/admin';
import { BULK_ROW_STATUSES } from '@predictor/contracts/constants';
import { hasKickedOff, isLive, scoreRule } from '@predictor/contracts/rules';
import { resultGoalsSchema } from '@predictor/contracts/schemas';
import type {
  AdminMatch,
  AdminMatchGroup,
  BulkResultRow,
  MatchStatus,
} from '@predictor/contracts/types';

/** One row of the results grid: the match as loaded plus what staff typed or chose. */
export type ResultRow = {
  id: number;
  home: string;
  away: string;
  matchDate: string;
  saved: { status: MatchStatus; homeGoals: number | null; awayGoals: number | null };
  status: MatchStatus;
  homeGoals: number | null;
  awayGoals: number | null;
  /** "Record a result before kick-off" ticked: only offered while the match has not kicked off. */
  beforeKickOff: boolean;
};

export const toRow = (match: AdminMatch): ResultRow => ({
  id: match.id,
  home: match.homeTeam.name,
  away: match.awayTeam.name,
  matchDate: match.matchDate,
  saved: { status: match.status, homeGoals: match.homeGoals, awayGoals: match.awayGoals },
  status: match.status,
  homeGoals: match.homeGoals,
  awayGoals: match.awayGoals,
  beforeKickOff: false,
});

/** A goal cell's problem as typed (empty is allowed until saving), by the result's goals schema. */
export function goalsError(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return resultGoalsSchema.safeParse(value).error?.issues[0]?.message ?? null;
}

export const isChanged = (row: ResultRow) =>
  row.status !== row.saved.status ||
  row.homeGoals !== row.saved.homeGoals ||
  row.awayGoals !== row.saved.awayGoals;

/** A status that takes no score (rules/live.ts): choosing it clears the score, and it sends none. */
const off = (status: MatchStatus) => scoreRule(status) === 'none';

/** Whether the row's match has not kicked off yet, so its result needs the tick. */
export const beforeKickOff = (row: Pick<ResultRow, 'matchDate'>, now = Date.now()) =>
  !hasKickedOff(row, now);

/** The row's match has a saved live score (rules/live.ts): typing on it updates the live score. */
const savedLive = (row: ResultRow) => isLive(row.saved);

/**
 * A row after an edit: typing a score makes the match finished, except on a match with a saved live
 * score, where it updates the live score (Finished, chosen in the Status cell, ends the match);
 * clearing both goals gives back the saved status. Choosing the saved status back restores the saved
 * score; In progress keeps the typed score as a live score; a status that takes no score
 * (scheduled, postponed, cancelled) clears it.
 */
export function applyEdit(row: ResultRow, previous: ResultRow): ResultRow {
  if (row.status !== previous.status) {
    if (
      row.status === row.saved.status &&
      !(row.status === 'in_progress' && previous.homeGoals !== null)
    )
      return { ...row, homeGoals: row.saved.homeGoals, awayGoals: row.saved.awayGoals };
    if (off(row.status)) return { ...row, homeGoals: null, awayGoals: null };
    return row;
  }
  const scoreTyped = row.homeGoals !== previous.homeGoals || row.awayGoals !== previous.awayGoals;
  if (!scoreTyped) return row;
  const live = row.status === 'in_progress' && savedLive(row);
  if (row.homeGoals !== null || row.awayGoals !== null)
    return live ? row : { ...row, status: 'finished' };
  return live ? row : { ...row, status: row.saved.status };
}

/** The statuses a row may be set to in the grid (the saved one first when it is none of them). */
export function statusOptions(saved: MatchStatus): MatchStatus[] {
  const settable: readonly MatchStatus[] = BULK_ROW_STATUSES;
  return settable.includes(saved) ? [...settable] : [saved, ...settable];
}

export type Payload = { results: BulkResultRow[]; problems: Map<number, string> };

/**
 * The bulk save's rows, from the changed rows only: a row of a status without a score sends its
 * status, a finished row its score (with beforeKickOff when ticked), a row in progress its live
 * score if it has one. A row the API would refuse (a
 * missing or invalid goal, a result before kick-off not ticked) is reported here instead, and the
 * caller sends nothing.
 */
export function buildPayload(rows: ResultRow[], now = Date.now()): Payload {
  const results: BulkResultRow[] = [];
  const problems = new Map<number, string>();
  for (const row of rows.filter(isChanged)) {
    if (
      off(row.status) ||
      (row.status === 'in_progress' && row.homeGoals === null && row.awayGoals === null)
    ) {
      results.push({ matchId: row.id, status: row.status });
      continue;
    }
    if (row.status === 'in_progress') {
      const invalid = goalsError(row.homeGoals) ?? goalsError(row.awayGoals);
      if (invalid) problems.set(row.id, invalid);
      else if (row.homeGoals === null || row.awayGoals === null)
        problems.set(row.id, ADMIN_MESSAGES.liveScoreBothGoals);
      else if (beforeKickOff(row, now)) problems.set(row.id, ADMIN_MESSAGES.liveBeforeKickOff);
      else
        results.push({
          matchId: row.id,
          status: 'in_progress',
          homeGoals: row.homeGoals,
          awayGoals: row.awayGoals,
        });
      continue;
    }
    const invalid = goalsError(row.homeGoals) ?? goalsError(row.awayGoals);
    if (invalid) problems.set(row.id, invalid);
    else if (row.homeGoals === null || row.awayGoals === null)
      problems.set(row.id, ADMIN_MESSAGES.goalsRequired);
    else if (beforeKickOff(row, now) && !row.beforeKickOff)
      problems.set(row.id, ADMIN_MESSAGES.resultBeforeKickOff);
    else
      results.push({
        matchId: row.id,
        homeGoals: row.homeGoals,
        awayGoals: row.awayGoals,
        ...(row.beforeKickOff && beforeKickOff(row, now) && { beforeKickOff: true }),
      });
  }
  return { results, problems };
}

/** The 400's per-row errors ({index} into the rows sent), keyed by match id for the grid. */
export function mapRowErrors(
  sent: BulkResultRow[],
  rows: { index: number; message: string }[],
): Map<number, string> {
  const errors = new Map<number, string>();
  for (const { index, message } of rows) {
    const matchId = sent[index]?.matchId;
    if (typeof matchId === 'number' && !errors.has(matchId)) errors.set(matchId, message);
  }
  return errors;
}

const awaitingResult = (m: AdminMatch, now: number) =>
  (m.status === 'scheduled' || m.status === 'in_progress') && Date.parse(m.matchDate) <= now;

/**
 * The week the page opens on: the earliest with a match kicked off and still without a result; else
 * the current one (the week of the next match to kick off, or the last week when all are played).
 */
export function defaultWeek(
  groups: Pick<AdminMatchGroup, 'id'>[],
  matches: AdminMatch[],
  now = Date.now(),
): number | null {
  const byKickOff = [...matches].sort((a, b) => a.matchDate.localeCompare(b.matchDate));
  const weekOf = (m: AdminMatch | undefined) =>
    m && groups.some((g) => g.id === m.matchGroupId) ? m.matchGroupId : null;
  return (
    weekOf(byKickOff.find((m) => awaitingResult(m, now))) ??
    weekOf(byKickOff.find((m) => Date.parse(m.matchDate) > now)) ??
    groups.at(-1)?.id ??
    null
  );
}
