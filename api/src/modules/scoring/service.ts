/*
 * Stays in knex, by design: scoring a result is set-based SQL over every prediction of the match
 * (a million in the benchmark) and the players' month totals, in ONE transaction under the scoring
 * lock. A model would load each prediction into JavaScript and write totals back row by row. The
 * statements run on the caller's transaction (the same object Objection models use), so a match
 * write and its scoring commit or fail together.
 *
 * A prediction's score is not stored: it is worked out when read from the result its match is
 * counted with (scoreColumns in scoring-sql.ts). What scoring writes is the leaderboard totals, and
 * on the match the result they count it with (counted_home_goals, counted_away_goals,
 * counted_period: its month; null while not counted) and whether its predictions are void.
 */
import type { Knex } from 'knex';
import {
  ADD_CHANGE,
  LATEST_WEEK_ORDER,
  MONTH_OF,
  movedContributions,
  SCORED_PREDICTIONS,
  SEASON_SCOPE,
  TOTAL_COLUMNS,
  type Counted,
} from './scoring-sql';
import { camelRows } from '../../db/rows';

/*
 * leaderboard_totals holds one row per (season scope, month, player): what the player's counted
 * predictions of that season's matches kicked off in that month (UTC) add up to. A season's table
 * sums its months, and an all-competitions table sums seasons, when a leaderboard is read.
 */

export const TOTALS_INSERT = `INSERT INTO leaderboard_totals
  (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)`;

const ADD_TO_TOTALS = `
  ON CONFLICT (scope, period, user_id) DO UPDATE SET
    total_points = leaderboard_totals.total_points + EXCLUDED.total_points,
    correct_results = leaderboard_totals.correct_results + EXCLUDED.correct_results,
    exact_scores = leaderboard_totals.exact_scores + EXCLUDED.exact_scores,
    exact_goals = leaderboard_totals.exact_goals + EXCLUDED.exact_goals,
    total_predictions = leaderboard_totals.total_predictions + EXCLUDED.total_predictions`;

/**
 * Every writer of leaderboard_totals deltas (scoreMatch, recountingPredictions,
 * deleteMatchWithPredictions, recomputeAll) holds this transaction-level advisory lock, so two
 * results scored at once (different matches, shared players) add one after the other instead of
 * locking the same total rows in different orders.
 */
export const SCORING_LOCK = 720_261_122;

/** Takes the scoring lock and plans the set-based statements below well. */
export async function startScoring(trx: Knex.Transaction) {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [SCORING_LOCK]);
  // The plan's cost crosses jit_above_cost, and compiling it costs more than it saves (up to a second here).
  await trx.raw('SET LOCAL jit = off');
  // Joins here are hash joins at every size, with no sort. With stale statistics (PGlite never has
  // others: it runs no autovacuum) the planner may otherwise rescan the changes once per total row (a
  // nested loop): seconds for a few hundred predictions.
  await trx.raw('SET LOCAL enable_nestloop = off');
  await trx.raw('SET LOCAL enable_mergejoin = off');
  // Room for the hash of a whole match's changes (100k players: about 10 MB; a million: about 100 MB),
  // so it never spills to disk.
  await trx.raw(`SET LOCAL work_mem = '128MB'`);
}

type MatchScoring = {
  scope: string;
  /** The result its totals count now, and the one its current state calls for. */
  counted: Counted;
  due: Counted;
  predictionsVoid: boolean;
  cancelled: boolean;
};

/** A row of readMatch's query. */
type MatchRow = {
  scope: string;
  month: string;
  status: string;
  homeGoals: number | null;
  awayGoals: number | null;
  countedHomeGoals: number;
  countedAwayGoals: number;
  countedPeriod: string | null;
  predictionsVoid: boolean;
};

async function readMatch(trx: Knex.Transaction, matchId: number): Promise<MatchScoring | null> {
  const result = await trx.raw(
    `SELECT ${SEASON_SCOPE('m.season_id')} AS scope, ${MONTH_OF('m.match_date')} AS month, m.status,
            m.home_goals, m.away_goals, m.counted_home_goals, m.counted_away_goals, m.counted_period,
            m.predictions_void
     FROM matches m WHERE m.id = ?`,
    [matchId],
  );
  const [m] = camelRows<MatchRow>(result);
  if (!m) return null;
  const due =
    m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null
      ? { homeGoals: m.homeGoals, awayGoals: m.awayGoals, period: m.month }
      : null;
  return {
    scope: m.scope,
    counted:
      m.countedPeriod === null
        ? null
        : {
            homeGoals: m.countedHomeGoals,
            awayGoals: m.countedAwayGoals,
            period: m.countedPeriod,
          },
    due,
    predictionsVoid: m.predictionsVoid,
    cancelled: m.status === 'cancelled',
  };
}

const sameResult = (a: Counted, b: Counted) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.homeGoals === b.homeGoals &&
    a.awayGoals === b.awayGoals &&
    a.period === b.period);

type Move = {
  matchId: number;
  scope: string;
  from: Counted;
  to: Counted;
  /** Whether the match counts once the whole change is made (its season's latest week is logged with it). */
  countedAfter: boolean;
  onlyUsers?: string;
};

/** How long the change log keeps a version: an instance further behind rebuilds its tables. */
export const LEADERBOARD_CHANGES_KEPT = '60 minutes';

/** The change log's entries of d: per player, 14 bytes (user id int4, the d_* columns int2, big-endian). */
const PACKED_CHANGES = `coalesce((SELECT string_agg(int4send(d.user_id) || ${TOTAL_COLUMNS.map(
  (column) => `int2send(d.d_${column}::int2)`,
).join(' || ')}, ''::bytea) FROM d), ''::bytea)`;

/**
 * The statements that move a match's predictions in the totals from result `from` to result `to`
 * (null: not counted), as a few set-based statements (the generated SQL is kept in a snapshot
 * test). Within one month, each player's row moves by the difference (one hash join); across
 * months, the old month loses the old contribution and the new one gains the new. The rows are made
 * when a player predicts (migration 20261122001000), so they are rarely missing (the match moved to
 * another month, say): only when fewer rows moved than there are changes does a statement look for
 * the missing ones.
 *
 * Each statement also bumps leaderboard_version itself and logs what it changed in
 * leaderboard_changes (migration 20261201000000), so every instance moves its in-memory tables by
 * these changes (leaderboards/advance.ts) instead of rebuilding them; moveTotals sets
 * predictor.leaderboard_logged around it so the totals' triggers do not bump the version again.
 */
export function totalsMoves(knex: Knex, move: Move): Knex.Raw[] {
  const { from, to } = move;
  if (sameResult(from, to)) return [];
  const steps: [Counted, Counted, string][] =
    from && to && from.period !== to.period
      ? [
          [from, null, from.period],
          [null, to, to.period],
        ]
      : [[from, to, (to ?? from)!.period]];
  return steps.map(([before, after, period]) =>
    knex.raw(
      `WITH d AS MATERIALIZED (${movedContributions(before, after, move.onlyUsers)}),
     bumped AS (
       UPDATE leaderboard_totals l SET ${ADD_CHANGE('d')}
       FROM d WHERE l.scope = :scope AND l.period = :period AND l.user_id = d.user_id
       RETURNING 1
     ),
     bumped_version AS (
       UPDATE leaderboard_version SET version = version + 1 WHERE id = 1 RETURNING version
     ),
     logged AS (
       INSERT INTO leaderboard_changes (version, kind, scope, period, group_id, latest_group_id, entries)
       SELECT v.version, 'totals', :scope, :period,
              (SELECT match_group_id FROM matches WHERE id = :matchId),
              (SELECT g.id FROM matches m JOIN match_groups g ON g.id = m.match_group_id
               WHERE m.season_id = (SELECT season_id FROM matches WHERE id = :matchId)
                 AND CASE WHEN m.id = :matchId THEN :countedAfter::boolean ELSE m.counted_period IS NOT NULL END
               ORDER BY ${LATEST_WEEK_ORDER('g')} LIMIT 1),
              ${PACKED_CHANGES}
       FROM bumped_version v
       RETURNING 1
     ),
     pruned AS (
       DELETE FROM leaderboard_changes WHERE made_at < now() - interval '${LEADERBOARD_CHANGES_KEPT}'
     )
     ${TOTALS_INSERT}
     SELECT :scope, :period, d.user_id, d.d_total_points, d.d_correct_results, d.d_exact_scores,
            d.d_exact_goals, d.d_total_predictions
     FROM d
     WHERE (SELECT count(*) FROM bumped) < (SELECT count(*) FROM d)
       AND NOT EXISTS (SELECT 1 FROM leaderboard_totals l
                       WHERE l.scope = :scope AND l.period = :period AND l.user_id = d.user_id)
     ORDER BY d.user_id
     ${ADD_TO_TOTALS}`,
      { matchId: move.matchId, scope: move.scope, period, countedAfter: move.countedAfter },
    ),
  );
}

/** Runs the statements of totalsMoves, in order. */
async function moveTotals(trx: Knex.Transaction, move: Move) {
  const statements = totalsMoves(trx, move);
  if (!statements.length) return;
  await trx.raw(`SELECT set_config('predictor.leaderboard_logged', 'on', true)`);
  for (const statement of statements) await statement;
  await trx.raw(`SELECT set_config('predictor.leaderboard_logged', 'off', true)`);
}

/**
 * Brings the leaderboard totals, and the void flag of every prediction of one match, in line with
 * the match's current state: finished with a score → counted with it; cancelled → void (no points,
 * not counted, banker refunded); anything else → not counted. Idempotent: running it again changes
 * nothing. Call it inside the transaction that changed the match, after locking the match row (FOR
 * UPDATE): that lock keeps prediction writes and other scorings of the match out, so its
 * predictions hold still meanwhile. A correction moves the totals by the difference between the
 * old and the new result; the predictions themselves are not written.
 */
export async function scoreMatch(trx: Knex.Transaction, matchId: number): Promise<void> {
  await startScoring(trx);
  const match = await readMatch(trx, matchId);
  if (!match) return;
  if (match.cancelled !== match.predictionsVoid) await setVoid(trx, matchId, match.cancelled);
  await moveTotals(trx, {
    matchId,
    scope: match.scope,
    from: match.counted,
    to: match.due,
    countedAfter: match.due !== null,
  });
  if (!sameResult(match.counted, match.due) || match.cancelled !== match.predictionsVoid)
    await trx('matches')
      .where({ id: matchId })
      .update({
        countedHomeGoals: match.due?.homeGoals ?? null,
        countedAwayGoals: match.due?.awayGoals ?? null,
        countedPeriod: match.due?.period ?? null,
        predictionsVoid: match.cancelled,
      });
}

/**
 * Voids a cancelled match's predictions, or un-voids them; un-voiding must not break "one banker
 * per week" if the player has since moved the banker, so that banker is dropped first.
 */
async function setVoid(trx: Knex.Transaction, matchId: number, isVoid: boolean) {
  if (!isVoid)
    await trx.raw(
      `UPDATE predictions p SET is_banker = false, updated_at = now()
       WHERE p.match_id = ? AND p.is_void AND p.is_banker
         AND EXISTS (SELECT 1 FROM predictions o WHERE o.user_id = p.user_id AND o.match_group_id = p.match_group_id
                     AND o.is_banker AND NOT o.is_void AND o.id <> p.id)`,
      [matchId],
    );
  await trx.raw(`UPDATE predictions SET is_void = ? WHERE match_id = ? AND is_void <> ?`, [
    isVoid,
    matchId,
    isVoid,
  ]);
}

/**
 * Runs `change`, which rewrites some players' predictions of a match that may be counted (a late
 * prediction entered, a banker dropped), with those predictions taken out of the totals before it
 * and counted again after. Call it with the match row locked, as scoreMatch.
 */
export async function recountingPredictions<T>(
  trx: Knex.Transaction,
  matchId: number,
  userIds: number[],
  change: () => Promise<T>,
): Promise<T> {
  await startScoring(trx);
  const match = await readMatch(trx, matchId);
  if (!match?.counted || !userIds.length) return change();
  const ids = userIds.map((id) => {
    if (!Number.isSafeInteger(id)) throw new Error(`not a user id: ${id}`);
    return id;
  });
  const onlyUsers = `p.user_id IN (${ids.join(', ')})`;
  const { scope, counted } = match;
  await moveTotals(trx, { matchId, scope, from: counted, to: null, countedAfter: true, onlyUsers });
  const result = await change();
  await moveTotals(trx, { matchId, scope, from: null, to: counted, countedAfter: true, onlyUsers });
  return result;
}

/**
 * Removes a match's predictions from every total, then deletes the match (its predictions cascade).
 * Call inside a transaction.
 */
export async function deleteMatchWithPredictions(
  trx: Knex.Transaction,
  matchId: number,
): Promise<void> {
  await trx('matches').where({ id: matchId }).forUpdate().first('id');
  await startScoring(trx);
  const match = await readMatch(trx, matchId);
  if (!match) return;
  await moveTotals(trx, {
    matchId,
    scope: match.scope,
    from: match.counted,
    to: null,
    countedAfter: false,
  });
  await trx('matches').where({ id: matchId }).delete();
}

/** A query over every prediction with its score as players are shown it (SCORED_PREDICTIONS), named `predictions`. */
export const scoredPredictions = (knex: Knex) =>
  knex.from(knex.raw(`(${SCORED_PREDICTIONS}) AS predictions`));
