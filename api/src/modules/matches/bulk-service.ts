import { ADMIN_MESSAGES, bulkResultRowSchema, type MatchResultInput } from '@predictor/contracts';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { Match } from '../../models';
import { scoreMatch } from '../scoring/service';
import { applyResult } from './admin-service';
import { loadAdminMatches, type AdminMatch } from './admin-presenter';

export type RowError = { index: number; matchId: unknown; message: string };
export type BulkOutcome =
  | { ok: true; updated: number; matches: AdminMatch[] }
  | { ok: false; message: string; rows: RowError[] };

/**
 * POST /admin/matches/results: every row is checked first (shape, duplicates, unknown matches); any
 * problem answers the per-row errors and changes nothing. Otherwise all results are saved and scored
 * in one transaction (all or nothing), each audited.
 */
export async function saveResults(
  deps: AppDeps,
  actorId: number,
  results: unknown[],
): Promise<BulkOutcome> {
  const errors: RowError[] = [];
  const valid: { index: number; matchId: number; result: MatchResultInput }[] = [];
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
    valid.push({
      index,
      matchId: parsed.data.matchId,
      result: { homeGoals: parsed.data.homeGoals, awayGoals: parsed.data.awayGoals },
    });
  });

  return deps.knex.transaction(async (trx): Promise<BulkOutcome> => {
    // Locks in id order so two bulk saves over the same matches cannot deadlock.
    const ids = valid.map((v) => v.matchId).sort((a, b) => a - b);
    const locked = ids.length
      ? await Match.query(trx).whereIn('id', ids).orderBy('id').forUpdate().select('id')
      : [];
    const found = new Set(locked.map((match) => match.id));
    for (const v of valid)
      if (!found.has(v.matchId))
        errors.push({ index: v.index, matchId: v.matchId, message: ADMIN_MESSAGES.matchNotFound });
    if (errors.length) {
      return {
        ok: false,
        message: ADMIN_MESSAGES.bulkInvalid,
        rows: errors.sort((a, b) => a.index - b.index),
      };
    }
    const matches: AdminMatch[] = [];
    for (const v of valid) matches.push(await applyResult(trx, deps, actorId, v.matchId, v.result));
    return { ok: true, updated: matches.length, matches };
  });
}

/**
 * POST /admin/matches/shift: moves kick-off and predictions close of the given matches by `minutes`
 * (negative moves earlier), re-scores each (idempotent; the counted month may change) and audits each.
 */
export async function shiftMatches(
  deps: AppDeps,
  actorId: number,
  input: { matchIds: number[]; minutes: number },
) {
  const { minutes } = input;
  const ids = [...new Set(input.matchIds)].sort((a, b) => a - b);
  return deps.knex.transaction(async (trx) => {
    const before = await Match.query(trx)
      .whereIn('id', ids)
      .orderBy('id')
      .forUpdate()
      .select('id', 'matchDate', 'predictionsClose');
    const missing = ids.filter((id) => !before.some((b) => b.id === id));
    if (missing.length) throw notFound(`${ADMIN_MESSAGES.matchNotFound}: ${missing.join(', ')}`);
    // One statement moves every match by the same interval, computed in SQL from each stored date.
    await Match.query(trx)
      .whereIn('id', ids)
      .patch({
        matchDate: raw('match_date + make_interval(mins => ?)', [minutes]),
        predictionsClose: raw('predictions_close + make_interval(mins => ?)', [minutes]),
      });
    for (const id of ids) await scoreMatch(trx, id);
    const matches = await loadAdminMatches(trx, ids);
    for (const b of before) {
      const after = matches.find((m) => m.id === b.id)!;
      await recordShift(trx, actorId, b, after, minutes);
    }
    return { updated: matches.length, matches };
  });
}

async function recordShift(
  trx: Knex.Transaction,
  actorId: number,
  before: Pick<Match, 'id' | 'matchDate' | 'predictionsClose'>,
  after: AdminMatch,
  minutes: number,
) {
  await recordAudit(trx, {
    actorId,
    action: 'shift',
    resource: 'matches',
    resourceId: before.id,
    before: {
      matchDate: new Date(before.matchDate).toISOString(),
      predictionsClose: new Date(before.predictionsClose).toISOString(),
    },
    after: { matchDate: after.matchDate, predictionsClose: after.predictionsClose, minutes },
  });
}
