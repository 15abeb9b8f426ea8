/*
 * POST /predictions/batch: a player's week saved in one request, all or nothing. Stays in knex: the
 * write is set-based (INSERT … SELECT FROM json_to_recordset … ON CONFLICT (user_id, match_id) DO
 * UPDATE), not a loop of single statements, and the answer is read back in the same statement.
 *
 * Same rules and the same race safety as POST/PUT /predictions (service.ts): the write re-checks the
 * open rule on the server clock under FOR SHARE on each match, so a result or deadline being changed
 * waits or wins, and a row whose match closed is never written; the one-banker index
 * `predictions_one_banker_per_group` holds whatever the order of concurrent writes.
 *
 * Fast path, one statement (the usual case: every row open, bankers fine): write every row, read the
 * answer back, and if fewer rows were written than sent, raise (`batch_refused()`, migration
 * 20261123000000) so the statement leaves nothing behind. When it raises, or the banker index refuses
 * it, the careful path runs in a transaction: share-lock the matches in id order, judge each row and
 * the banker rule on the state after the whole batch (judgeRows), and either answer 400
 * BATCH_REFUSED with the single call's message per refused row (`predictions.<index>`) or write —
 * bankers taken off before bankers placed, since the index is checked row by row, so a banker can
 * move inside a batch.
 */
import type { Knex } from 'knex';
import {
  MESSAGES,
  PREDICTION_MESSAGES,
  type PredictionBatch,
  type PredictionInput,
} from '@predictor/contracts';
import { isOpenForPredictions } from '@predictor/contracts/rules';
import type { AppDeps } from '../../lib/context';
import { uniqueViolationOf } from '../../lib/db-errors';
import { badRequest } from '../../lib/errors';
import { openSql } from '../matches/open';
import type { MatchRow } from '../matches/presenter';
import { matchesQuery } from '../matches/service';
import { presentPrediction } from './presenter';
import { camelRows } from '../../db/rows';

type LockedMatch = {
  id: number;
  status: string;
  predictionsClose: Date;
  matchGroupId: number | null;
};

const refused = (errors: Record<string, string>) =>
  badRequest(PREDICTION_MESSAGES.batchRefused, errors, 'BATCH_REFUSED');

/**
 * Why each row would be refused, judged on the locked matches and the caller's current bankers, by
 * row index. The banker rule looks at the state after the batch: a banker stays where it is unless
 * an accepted row of the batch takes it off; a group may then hold one banker. An existing banker
 * that stays wins over the batch's new ones, else the first new one in request order.
 */
export function judgeRows(
  rows: PredictionInput[],
  matches: Map<number, LockedMatch>,
  currentBankers: { matchId: number; matchGroupId: number }[],
  now: Date,
): Record<number, string> {
  const errors: Record<number, string> = {};
  rows.forEach((row, index) => {
    const match = matches.get(row.match);
    if (!match) errors[index] = PREDICTION_MESSAGES.matchNotFound;
    else if (!isOpenForPredictions(match, now)) errors[index] = MESSAGES.predictionsClosed;
    else if (row.isBanker && match.matchGroupId === null)
      errors[index] = PREDICTION_MESSAGES.bankerNeedsGroup;
  });
  const accepted = new Map<number, number>(); // match id → row index, for rows that may be written
  rows.forEach((row, index) => {
    if (errors[index] === undefined) accepted.set(row.match, index);
  });
  const holder = new Map<number, number>(); // match group → match holding its banker after the batch
  for (const banker of currentBankers) {
    const index = accepted.get(banker.matchId);
    if (index === undefined || rows[index].isBanker)
      holder.set(banker.matchGroupId, banker.matchId);
  }
  rows.forEach((row, index) => {
    if (!row.isBanker || errors[index] !== undefined) return;
    const group = matches.get(row.match)!.matchGroupId!;
    const taken = holder.get(group);
    if (taken === undefined) holder.set(group, row.match);
    else if (taken !== row.match) errors[index] = PREDICTION_MESSAGES.bankerTaken;
  });
  return errors;
}

/** The upsert of `rows`, each only while its match is open (under FOR SHARE on the match), returning the rows written. */
function upsert(knex: Knex, userId: number, rows: PredictionInput[], now: Date) {
  const json = JSON.stringify(
    rows.map((r) => ({ m: r.match, h: r.homeGoals, a: r.awayGoals, b: r.isBanker })),
  );
  return knex.raw(
    `INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker)
     SELECT :userId, m.id, r.h, r.a, r.b
     FROM json_to_recordset(CAST(:rows AS json)) AS r(m integer, h integer, a integer, b boolean)
     JOIN matches m ON m.id = r.m
     WHERE ${openSql('m', ':now')} AND (NOT r.b OR m.match_group_id IS NOT NULL)
     ORDER BY m.id
     FOR SHARE OF m
     ON CONFLICT (user_id, match_id) DO UPDATE
       SET home_goals = EXCLUDED.home_goals, away_goals = EXCLUDED.away_goals,
           is_banker = EXCLUDED.is_banker, entered_by_admin_id = NULL, updated_at = now()
     RETURNING *`,
    { userId, rows: json, now },
  );
}

/** Careful path: writes rows already judged; answers the match ids written. */
async function write(
  trx: Knex.Transaction,
  userId: number,
  rows: PredictionInput[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = await upsert(trx, userId, rows, now);
  return camelRows<{ matchId: number }>(written).map((r) => r.matchId);
}

/**
 * Fast path: every row written and read back in one statement, or nothing written (null): the
 * statement raises through batch_refused() when a row was not written, or the banker index refuses it.
 */
async function writeAtOnce(
  deps: AppDeps,
  userId: number,
  rows: PredictionInput[],
  now: Date,
): Promise<MatchRow[] | null> {
  try {
    const saved: MatchRow[] = await matchesQuery(deps.knex, userId, 'written')
      .with('written', upsert(deps.knex, userId, rows, now))
      .whereIn(
        'm.id',
        rows.map((r) => r.match),
      )
      .whereRaw('CASE WHEN (SELECT count(*) FROM written) = ? THEN true ELSE batch_refused() END', [
        rows.length,
      ]);
    return saved.length === rows.length ? saved : null;
  } catch (error) {
    if (isBatchRefused(error) || uniqueViolationOf(error) === 'predictions_one_banker_per_group')
      return null;
    throw error;
  }
}

const isBatchRefused = (error: unknown) =>
  (error as { hint?: string; nativeError?: { hint?: string } })?.hint === 'batch_refused' ||
  (error as { nativeError?: { hint?: string } })?.nativeError?.hint === 'batch_refused';

/**
 * Saves every row as the caller's prediction of its match (created, or updated when one exists) and
 * answers them in request order, each as POST /predictions does; or refuses the whole batch.
 */
export async function savePredictionBatch(deps: AppDeps, userId: number, input: PredictionBatch) {
  const now = deps.now();
  const rows = input.predictions;
  const ids = rows.map((r) => r.match);
  const saved: MatchRow[] =
    (await writeAtOnce(deps, userId, rows, now)) ??
    (await deps.knex.transaction(async (trx) => {
      // Share locks in id order (bulk result entry locks in id order too): no deadlock, and no result,
      // status or deadline of these matches changes until this transaction ends. The same statement
      // reads the caller's current bankers in those matches' weeks.
      const result = await trx.raw(
        `SELECT m.id, m.status, m.predictions_close, m.match_group_id,
                (SELECT array_agg(p.match_id) FROM predictions p
                 WHERE p.user_id = ? AND p.match_group_id = m.match_group_id
                   AND p.is_banker AND NOT p.is_void) AS bankers
         FROM matches m WHERE m.id IN (${ids.map(() => '?').join(', ')})
         ORDER BY m.id
         FOR SHARE OF m`,
        [userId, ...ids],
      );
      const locked = camelRows<LockedMatch & { bankers: number[] | null }>(result);
      const matches = new Map(locked.map((m) => [m.id, m]));
      const currentBankers = [
        ...new Map(
          locked.flatMap((m) =>
            (m.bankers ?? []).map((matchId) => [
              matchId,
              { matchId, matchGroupId: m.matchGroupId! },
            ]),
          ),
        ).values(),
      ];
      const errors = judgeRows(rows, matches, currentBankers, now);
      if (Object.keys(errors).length > 0)
        throw refused(
          Object.fromEntries(
            Object.entries(errors).map(([index, message]) => [`predictions.${index}`, message]),
          ),
        );
      // One statement, unless a banker moves inside the batch: the one-banker index is checked row by
      // row, so then the rows taking bankers off are written first and the rows placing them after.
      const bankerMatches = new Set(currentBankers.map((b) => b.matchId));
      const moves = rows.some((r) => !r.isBanker && bankerMatches.has(r.match));
      const written = new Set(
        moves
          ? [
              ...(await write(
                trx,
                userId,
                rows.filter((r) => !r.isBanker),
                now,
              )),
              ...(await write(
                trx,
                userId,
                rows.filter((r) => r.isBanker),
                now,
              )),
            ]
          : await write(trx, userId, rows, now),
      );
      // The write statements re-check the open rule; under the share locks they agree with the check above.
      const unwritten = rows.flatMap((r, index) => (written.has(r.match) ? [] : [index]));
      if (unwritten.length > 0)
        throw refused(
          Object.fromEntries(
            unwritten.map((index) => [`predictions.${index}`, MESSAGES.predictionsClosed]),
          ),
        );
      return matchesQuery(trx, userId).whereIn('m.id', ids);
    }));
  const byMatch = new Map(saved.map((row) => [row.id, row]));
  return { predictions: ids.map((id) => presentPrediction(byMatch.get(id)!, now)) };
}
