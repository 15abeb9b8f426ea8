import {
  ADMIN_MESSAGES,
  bulkResultRowSchema,
  type BulkRowStatus,
  type ErrorCode,
  type MatchResultInput,
  type MatchStatus,
} from '@predictor/contracts';
import { hasKickedOff } from '@predictor/contracts/rules';
import type { Knex } from 'knex';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { conflict, notFound, rowsRefused } from '../../lib/errors';
import { writeInChunks } from '../../db/write-in-chunks';
import { Match } from '../../models';
import { scoreColumn } from '../scoring/scoring-sql';
import { scoreMatch } from '../scoring/service';
import { requestRecaps } from '../recaps/send';
import { requestRoundWinners } from '../trophies/awards-job';
import { loadAdminMatch, loadAdminMatches, type AdminMatch } from './admin-presenter';
import { camelRows } from '../../db/rows';

/** A refused row of the grid; `code` is set for RESULT_BEFORE_KICK_OFF (the screen offers the tick). */
export type RowError = { index: number; matchId: unknown; message: string; code?: ErrorCode };
export type Outcome = {
  matchId: number;
  status: MatchStatus;
  scored: number;
  withPoints: number;
  correction: boolean;
};
export type ResultsSaved = { updated: number; matches: AdminMatch[]; outcomes: Outcome[] };

type ValidRow = {
  index: number;
  matchId: number;
  status: BulkRowStatus;
  homeGoals: number | null;
  awayGoals: number | null;
  beforeKickOff: boolean;
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
    const { homeGoals = null, awayGoals = null, beforeKickOff = false } = parsed.data;
    valid.push({
      index,
      matchId: parsed.data.matchId,
      status: parsed.data.status,
      homeGoals,
      awayGoals,
      beforeKickOff,
    });
  });
  return { errors, valid };
}

/**
 * After a commit that may complete a week (a result set or corrected, a match postponed or
 * cancelled): asks for the recaps and the round winners of the weeks now complete, the same way
 * from every path.
 */
export async function resultsChanged(deps: AppDeps): Promise<void> {
  await requestRecaps(deps);
  await requestRoundWinners(deps);
}

/**
 * A result exists only once its match has kicked off: one for a match whose kick-off is still to
 * come is refused unless the admin said so (`beforeKickOff`, e.g. an awarded match).
 */
const refusedBeforeKickOff = (
  deps: AppDeps,
  match: { matchDate: Date | string },
  beforeKickOff = false,
) => !beforeKickOff && !hasKickedOff(match, deps.now());

/**
 * Sets (or corrects) a result inside a transaction that already locked the match: finished, scored,
 * audited (`mark` adds to the audit's after, e.g. {correction: true}).
 */
export async function applyResult(
  trx: Knex.Transaction,
  deps: AppDeps,
  actorId: number,
  id: number,
  result: MatchResultInput,
  mark: Record<string, unknown> = {},
) {
  const before = await loadAdminMatch(trx, id);
  // Recorded before its kick-off on purpose: the audit entry says so.
  const early = !hasKickedOff(before, deps.now());
  await Match.query(trx).findById(id).patch({
    homeGoals: result.homeGoals,
    awayGoals: result.awayGoals,
    status: 'finished',
  });
  // Marks the start of scoring inside the transaction: operators see slow results; the fault tests kill here.
  deps.log.debug({ matchId: id }, 'scoring result');
  await scoreMatch(trx, id);
  const after = await loadAdminMatch(trx, id);
  await recordAudit(trx, {
    actorId,
    action: 'set_result',
    resource: 'matches',
    resourceId: id,
    before: { status: before.status, homeGoals: before.homeGoals, awayGoals: before.awayGoals },
    after: {
      status: after.status,
      homeGoals: after.homeGoals,
      awayGoals: after.awayGoals,
      ...mark,
      ...(early && { beforeKickOff: true }),
    },
  });
  return after;
}

/**
 * POST /admin/matches/{id}/result: sets the score, marks the match finished and scores it, in one
 * transaction; then asks for the recaps of weeks now complete. A match not kicked off yet answers
 * 409 RESULT_BEFORE_KICK_OFF unless `beforeKickOff` is set (then audited with beforeKickOff: true).
 * With `inPlay` the score is a live score instead: the match is (or stays) in progress, and a
 * finished match going back in play leaves the totals (beforeKickOff does not apply to it).
 */
export async function setResult(
  deps: AppDeps,
  actorId: number,
  id: number,
  result: MatchResultInput,
): Promise<AdminMatch> {
  const match = await deps.knex.transaction(async (trx) => {
    const locked = (await lockMatches(trx, [id])).get(id);
    if (!locked) throw notFound(ADMIN_MESSAGES.matchNotFound);
    if (result.inPlay && !hasKickedOff(locked, deps.now()))
      throw conflict(ADMIN_MESSAGES.liveBeforeKickOff, 'RESULT_BEFORE_KICK_OFF');
    if (!result.inPlay && refusedBeforeKickOff(deps, locked, result.beforeKickOff))
      throw conflict(ADMIN_MESSAGES.resultBeforeKickOff, 'RESULT_BEFORE_KICK_OFF', {
        beforeKickOff: ADMIN_MESSAGES.resultBeforeKickOff,
      });
    const score = { homeGoals: result.homeGoals, awayGoals: result.awayGoals };
    if (!result.inPlay) return applyResult(trx, deps, actorId, id, score);
    await applyStatus(trx, actorId, locked, 'in_progress', score);
    return loadAdminMatch(trx, id);
  });
  await resultsChanged(deps);
  return match;
}

/**
 * Sets a locked match to any status but finished (scheduled, in progress, postponed, cancelled):
 * in progress may carry a live score (`live`: provisional points only, rules/live.ts), any other
 * status clears the score. The match is re-scored (a finished match's points leave the totals;
 * cancelling voids its predictions, the others keep them unscored) and audited.
 */
async function applyStatus(
  trx: Knex.Transaction,
  actorId: number,
  before: Pick<Match, 'id' | 'status' | 'homeGoals' | 'awayGoals'>,
  status: Exclude<MatchStatus, 'finished'>,
  live: { homeGoals: number; awayGoals: number } | null = null,
) {
  const score =
    status === 'in_progress' && live
      ? { homeGoals: live.homeGoals, awayGoals: live.awayGoals }
      : { homeGoals: null, awayGoals: null };
  await Match.query(trx)
    .findById(before.id)
    .patch({ status, ...score });
  await scoreMatch(trx, before.id);
  await recordAudit(trx, {
    actorId,
    action: score.homeGoals === null ? 'set_status' : 'set_live_score',
    resource: 'matches',
    resourceId: before.id,
    before: { status: before.status, homeGoals: before.homeGoals, awayGoals: before.awayGoals },
    after: { status, ...score },
  });
}

/** How many of each match's predictions are scored now, and how many of those earned points. */
async function scoredCounts(knex: Knex, ids: number[]) {
  if (!ids.length) return new Map<number, { scored: number; withPoints: number }>();
  const result = await knex.raw(
    `SELECT p.match_id, count(*) AS scored, count(*) FILTER (WHERE ${scoreColumn('points')} > 0) AS with_points
     FROM predictions p JOIN matches m ON m.id = p.match_id
     WHERE p.match_id IN (${ids.map(() => '?').join(', ')}) AND ${scoreColumn('is_scored')}
     GROUP BY p.match_id`,
    ids,
  );
  const rows = camelRows<{ matchId: number; scored: string; withPoints: string }>(result);
  return new Map(
    rows.map((r) => [r.matchId, { scored: Number(r.scored), withPoints: Number(r.withPoints) }]),
  );
}

/** The matches of `ids` locked for the transaction (in id order, so two saves cannot deadlock), by id. */
async function lockMatches(trx: Knex.Transaction, ids: number[]) {
  const locked = await Match.query(trx)
    .whereIn('id', ids)
    .orderBy('id')
    .forUpdate()
    .select('id', 'status', 'homeGoals', 'awayGoals', 'matchDate');
  return new Map(locked.map((match) => [match.id, match]));
}

/**
 * POST /admin/matches/results: every row is checked first (shape, status and goals, duplicates,
 * unknown matches); any problem answers the per-row errors and changes nothing. Otherwise every row
 * is applied, in match id order: a result finishes and scores its match (a match already finished is
 * a correction, so marked in its audit and the answer), an in-progress row with goals sets a live
 * score, other rows change the status. Each is audited with its change; the answer says what each saved match scored, and the
 * recaps of weeks now complete are asked for. On
 * PostgreSQL all rows are saved in one transaction; on the embedded database each match in its own
 * (writeInChunks), so player reads go on meanwhile: a failure part-way leaves whole matches saved
 * and audited, and sending the same rows again saves the rest and changes nothing in those saved.
 */
export async function saveResults(
  deps: AppDeps,
  actorId: number,
  results: unknown[],
): Promise<ResultsSaved> {
  const { errors, valid } = checkRows(results);
  const ids = valid.map((v) => v.matchId);
  const known = new Map(
    ids.length
      ? (await Match.query(deps.knex).whereIn('id', ids).select('id', 'matchDate')).map((m) => [
          m.id,
          m,
        ])
      : [],
  );
  for (const v of valid) {
    const match = known.get(v.matchId);
    if (!match)
      errors.push({ index: v.index, matchId: v.matchId, message: ADMIN_MESSAGES.matchNotFound });
    else if (v.status === 'finished' && refusedBeforeKickOff(deps, match, v.beforeKickOff))
      errors.push({
        index: v.index,
        matchId: v.matchId,
        message: ADMIN_MESSAGES.resultBeforeKickOff,
        code: 'RESULT_BEFORE_KICK_OFF',
      });
    else if (v.status === 'in_progress' && v.homeGoals !== null && !hasKickedOff(match, deps.now()))
      errors.push({
        index: v.index,
        matchId: v.matchId,
        message: ADMIN_MESSAGES.liveBeforeKickOff,
      });
  }
  if (errors.length)
    throw rowsRefused(ADMIN_MESSAGES.bulkInvalid, {
      rows: errors.sort((a, b) => a.index - b.index),
    });
  const corrections = new Set<number>();
  const byId = [...valid].sort((a, b) => a.matchId - b.matchId);
  await writeInChunks(deps.knex, byId, async (trx, rows) => {
    const before = await lockMatches(
      trx,
      rows.map((v) => v.matchId),
    );
    for (const v of rows) {
      const was = before.get(v.matchId);
      // Deleted since the check above.
      if (!was) throw notFound(`${ADMIN_MESSAGES.matchNotFound}: ${v.matchId}`);
      if (v.status === 'finished') {
        const correction = was.status === 'finished';
        if (correction) corrections.add(v.matchId);
        const result = { homeGoals: v.homeGoals!, awayGoals: v.awayGoals! };
        await applyResult(trx, deps, actorId, v.matchId, result, { bulk: true, correction });
      } else {
        const live =
          v.homeGoals !== null && v.awayGoals !== null
            ? { homeGoals: v.homeGoals, awayGoals: v.awayGoals }
            : null;
        await applyStatus(trx, actorId, was, v.status, live);
      }
    }
  });
  const matches = await loadAdminMatches(deps.knex, ids);
  const counts = await scoredCounts(deps.knex, ids);
  const outcomes = matches.map((m) => ({
    matchId: m.id,
    status: m.status,
    scored: counts.get(m.id)?.scored ?? 0,
    withPoints: counts.get(m.id)?.withPoints ?? 0,
    correction: corrections.has(m.id),
  }));
  await resultsChanged(deps);
  return { updated: matches.length, matches, outcomes };
}
