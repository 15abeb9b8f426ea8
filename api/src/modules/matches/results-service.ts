import {
  ADMIN_MESSAGES,
  bulkResultRowSchema,
  type BulkRowStatus,
  type MatchStatus,
} from '@predictor/contracts';
import type { Knex } from 'knex';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { Match } from '../../models';
import { scoreColumn } from '../scoring/scoring-sql';
import { scoreMatch } from '../scoring/service';
import { applyResult } from './admin-service';
import { loadAdminMatches, type AdminMatch } from './admin-presenter';

export type RowError = { index: number; matchId: unknown; message: string };
export type Outcome = {
  matchId: number;
  status: MatchStatus;
  scored: number;
  withPoints: number;
  correction: boolean;
};
export type BulkOutcome =
  | { ok: true; updated: number; matches: AdminMatch[]; outcomes: Outcome[] }
  | { ok: false; message: string; rows: RowError[] };

type ValidRow = {
  index: number;
  matchId: number;
  status: BulkRowStatus;
  homeGoals: number | null;
  awayGoals: number | null;
};

/** Checks each row on its own (shape, status and goals, duplicates); unknown matches are found later. */
function checkRows(results: unknown[]) {
  const errors: RowError[] = [];
  const valid: ValidRow[] = [];
  const seen = new Set<number>();
  results.forEach((raw, index) => {
    const parsed = bulkResultRowSchema.safeParse(raw);
    const matchId = (raw as { matchId?: unknown } | null)?.matchId ?? null;
    if (!parsed.success) {
      errors.push({ index, matchId, message: parsed.error.issues[0]?.message ?? 'Invalid row' });
      return;
    }
    if (seen.has(parsed.data.matchId)) {
      errors.push({ index, matchId, message: ADMIN_MESSAGES.duplicateMatchId });
      return;
    }
    seen.add(parsed.data.matchId);
    const { homeGoals = null, awayGoals = null } = parsed.data;
    valid.push({
      index,
      matchId: parsed.data.matchId,
      status: parsed.data.status,
      homeGoals,
      awayGoals,
    });
  });
  return { errors, valid };
}

/**
 * Postpones or cancels a locked match from the results grid: any score is cleared, the match is
 * re-scored (cancelling voids its predictions, a postponed match keeps them unscored) and audited.
 */
async function applyStatus(
  trx: Knex.Transaction,
  actorId: number,
  before: Pick<Match, 'id' | 'status' | 'homeGoals' | 'awayGoals'>,
  status: 'postponed' | 'cancelled',
) {
  await Match.query(trx).findById(before.id).patch({ status, homeGoals: null, awayGoals: null });
  await scoreMatch(trx, before.id);
  await recordAudit(trx, {
    actorId,
    action: 'set_status',
    resource: 'matches',
    resourceId: before.id,
    before: { status: before.status, homeGoals: before.homeGoals, awayGoals: before.awayGoals },
    after: { status, homeGoals: null, awayGoals: null },
  });
}

/** How many of each match's predictions are scored now, and how many of those earned points. */
async function scoredCounts(trx: Knex.Transaction, ids: number[]) {
  if (!ids.length) return new Map<number, { scored: number; withPoints: number }>();
  const { rows } = (await trx.raw(
    `SELECT p.match_id, count(*) AS scored, count(*) FILTER (WHERE ${scoreColumn('points')} > 0) AS with_points
     FROM predictions p JOIN matches m ON m.id = p.match_id
     WHERE p.match_id IN (${ids.map(() => '?').join(', ')}) AND ${scoreColumn('is_scored')}
     GROUP BY p.match_id`,
    ids,
  )) as { rows: { match_id: number; scored: string; with_points: string }[] };
  return new Map(
    rows.map((r) => [r.match_id, { scored: Number(r.scored), withPoints: Number(r.with_points) }]),
  );
}

/**
 * POST /admin/matches/results: every row is checked first (shape, status and goals, duplicates,
 * unknown matches); any problem answers the per-row errors and changes nothing. Otherwise every row
 * is applied in one transaction (all or nothing): a result finishes and scores its match (a match
 * already finished is a correction, so marked in its audit and the answer), postponed and cancelled
 * rows change the status. Each is audited; the answer says what each saved match scored.
 */
export async function saveResults(
  deps: AppDeps,
  actorId: number,
  results: unknown[],
): Promise<BulkOutcome> {
  const { errors, valid } = checkRows(results);
  return deps.knex.transaction(async (trx): Promise<BulkOutcome> => {
    // Locks in id order so two bulk saves over the same matches cannot deadlock.
    const ids = valid.map((v) => v.matchId).sort((a, b) => a - b);
    const locked = ids.length
      ? await Match.query(trx)
          .whereIn('id', ids)
          .orderBy('id')
          .forUpdate()
          .select('id', 'status', 'homeGoals', 'awayGoals')
      : [];
    const before = new Map(locked.map((match) => [match.id, match]));
    for (const v of valid)
      if (!before.has(v.matchId))
        errors.push({ index: v.index, matchId: v.matchId, message: ADMIN_MESSAGES.matchNotFound });
    if (errors.length) {
      return {
        ok: false,
        message: ADMIN_MESSAGES.bulkInvalid,
        rows: errors.sort((a, b) => a.index - b.index),
      };
    }
    const corrections = new Set<number>();
    for (const v of valid) {
      const was = before.get(v.matchId)!;
      if (v.status === 'finished') {
        const correction = was.status === 'finished';
        if (correction) corrections.add(v.matchId);
        const result = { homeGoals: v.homeGoals!, awayGoals: v.awayGoals! };
        await applyResult(trx, deps, actorId, v.matchId, result, { bulk: true, correction });
      } else await applyStatus(trx, actorId, was, v.status);
    }
    const order = valid.map((v) => v.matchId);
    const matches = await loadAdminMatches(trx, order);
    const counts = await scoredCounts(trx, order);
    const outcomes = matches.map((m) => ({
      matchId: m.id,
      status: m.status,
      scored: counts.get(m.id)?.scored ?? 0,
      withPoints: counts.get(m.id)?.withPoints ?? 0,
      correction: corrections.has(m.id),
    }));
    return { ok: true, updated: matches.length, matches, outcomes };
  });
}
