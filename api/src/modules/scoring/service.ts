import type { Knex } from 'knex';
import {
  ADD_CHANGE,
  CHANGE_NOT_ZERO,
  CONTRIBUTION_CHANGES,
  SCORE_CHANGED,
  SEASON_SCOPE,
  SET_SCORED,
  STORED_CONTRIBUTION,
  TOTAL_COLUMNS,
} from './scoring-sql';

/**
 * The two (scope, period) rows a counted prediction adds to: its season's whole-season and month
 * tables. (All-competition tables are sums of season scopes, made when a leaderboard is read.)
 */
const SCOPES_LATERAL = (seasonId: string, period: string) => `
  CROSS JOIN LATERAL (VALUES
    (${SEASON_SCOPE(seasonId)}, 'season'), (${SEASON_SCOPE(seasonId)}, ${period})) AS sc(scope, period)`;

const TOTALS_INSERT = `INSERT INTO leaderboard_totals
  (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)`;

const ADD_TO_TOTALS = `
  ON CONFLICT (scope, period, user_id) DO UPDATE SET
    total_points = leaderboard_totals.total_points + EXCLUDED.total_points,
    correct_results = leaderboard_totals.correct_results + EXCLUDED.correct_results,
    exact_scores = leaderboard_totals.exact_scores + EXCLUDED.exact_scores,
    exact_goals = leaderboard_totals.exact_goals + EXCLUDED.exact_goals,
    total_predictions = leaderboard_totals.total_predictions + EXCLUDED.total_predictions`;

/**
 * Every writer of leaderboard_totals deltas (scoreMatch, deleteMatchWithPredictions, recomputeAll)
 * holds this transaction-level advisory lock, so two results scored at once (different matches, shared
 * players) add one after the other instead of locking the same total rows in different orders.
 */
const SCORING_LOCK = 720_261_122;
const lockScoring = (trx: Knex.Transaction) =>
  trx.raw('SELECT pg_advisory_xact_lock(?)', [SCORING_LOCK]);

/**
 * Brings every prediction of one match, and the leaderboard totals they count in, in line with the
 * match's current state: finished with a score → scored; cancelled → void (no points, not counted,
 * banker refunded); anything else → not scored. Idempotent: running it again changes nothing.
 * Call it inside the transaction that changed the match, after locking the match row (FOR UPDATE):
 * that lock keeps prediction writes and other scorings of the match out, so its predictions hold
 * still between the statements below. Only rows whose score changes are written: the totals move by
 * the difference between each prediction's stored and new contribution (a player has one
 * prediction per match, so no aggregation is needed), then the predictions are stored.
 */
export async function scoreMatch(trx: Knex.Transaction, matchId: number): Promise<void> {
  await lockScoring(trx);
  // The plan's cost crosses jit_above_cost, and compiling it costs more than it saves (up to a second here).
  await trx.raw('SET LOCAL jit = off');
  // Joins here are hash joins at every size, with no sort. With stale statistics (PGlite never has
  // others: it runs no autovacuum) the planner may otherwise rescan the changes once per total row (a
  // nested loop): seconds for a few hundred predictions.
  await trx.raw('SET LOCAL enable_nestloop = off');
  await trx.raw('SET LOCAL enable_mergejoin = off');
  // Room for the hash of a whole match's changes (100k players: about 10 MB), so it never spills to disk.
  await trx.raw(`SET LOCAL work_mem = '32MB'`);
  // Un-voiding a prediction must not break "one banker per week" if the player has since moved the banker.
  await trx.raw(
    `UPDATE predictions p SET is_banker = false, updated_at = now()
     FROM matches m
     WHERE m.id = ? AND p.match_id = m.id AND m.status <> 'cancelled' AND p.is_void AND p.is_banker
       AND EXISTS (SELECT 1 FROM predictions o WHERE o.user_id = p.user_id AND o.match_group_id = p.match_group_id
                   AND o.is_banker AND NOT o.is_void AND o.id <> p.id)`,
    [matchId],
  );
  const { rows } = await trx.raw(
    `SELECT ${SEASON_SCOPE('season_id')} AS scope, to_char(match_date AT TIME ZONE 'UTC', 'YYYY-MM') AS month
     FROM matches WHERE id = ?`,
    [matchId],
  );
  if (!rows.length) return;
  const bindings = { matchId, scope: rows[0].scope as string, month: rows[0].month as string };
  await moveToMatchMonth(trx, bindings);
  // Every counted prediction of the match now counts in (scope, 'season') and (scope, month), so both
  // rows of a player move by the same change: one hash join of the changes to those two tables' rows.
  // A player's first counted prediction in the season or month has no row yet: it is inserted.
  await trx.raw(
    `WITH d AS MATERIALIZED (SELECT * FROM (${CONTRIBUTION_CHANGES}) c WHERE ${CHANGE_NOT_ZERO('c')}),
     bumped AS (
       UPDATE leaderboard_totals l SET ${ADD_CHANGE('d')}
       FROM d WHERE l.scope = :scope AND l.period IN ('season', :month) AND l.user_id = d.user_id
       RETURNING l.period, l.user_id
     )
     ${TOTALS_INSERT}
     SELECT :scope, per.period, d.user_id, d.d_total_points, d.d_correct_results, d.d_exact_scores,
            d.d_exact_goals, d.d_total_predictions
     FROM d CROSS JOIN (VALUES ('season'), (:month)) per(period)
     WHERE NOT EXISTS (SELECT 1 FROM bumped b WHERE b.period = per.period AND b.user_id = d.user_id)
     ${ADD_TO_TOTALS}`,
    bindings,
  );
  await trx.raw(
    `UPDATE predictions p SET ${SET_SCORED}, updated_at = now()
     FROM (SELECT * FROM matches WHERE id = :matchId) m
     WHERE p.match_id = :matchId AND ${SCORE_CHANGED}`,
    bindings,
  );
}

/**
 * Predictions counted under another month than their match's (it was moved after it was scored)
 * are moved into the match's month: out of the old month's totals, into the new one's.
 */
async function moveToMatchMonth(
  trx: Knex.Transaction,
  bindings: { matchId: number; scope: string; month: string },
) {
  const moved = `p.match_id = :matchId AND p.is_scored AND p.counted_period <> :month`;
  await trx.raw(
    `${TOTALS_INSERT}
     SELECT :scope, x.period, p.user_id, ${STORED_CONTRIBUTION.map((sql) => `x.sign * ${sql}`).join(', ')}
     FROM predictions p CROSS JOIN LATERAL (VALUES (p.counted_period::text, -1), (:month, 1)) x(period, sign)
     WHERE ${moved}
     ${ADD_TO_TOTALS}`,
    bindings,
  );
  await trx.raw(`UPDATE predictions p SET counted_period = :month WHERE ${moved}`, bindings);
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
  await lockScoring(trx);
  await trx.raw(
    `WITH d AS (
       SELECT p.user_id, p.counted_period AS period, p.points,
              CASE WHEN p.exact_score_points > 0 OR p.correct_result_points > 0 THEN 1 ELSE 0 END AS cr,
              CASE WHEN p.exact_score_points > 0 THEN 1 ELSE 0 END AS ex,
              CASE WHEN p.exact_score_points > 0 THEN p.home_goals + p.away_goals ELSE 0 END AS eg,
              m.season_id
       FROM predictions p JOIN matches m ON m.id = p.match_id
       WHERE p.match_id = ? AND p.is_scored
     )
     ${TOTALS_INSERT}
     SELECT sc.scope, sc.period, d.user_id, -sum(d.points), -sum(d.cr), -sum(d.ex), -sum(d.eg), -count(*)
     FROM d ${SCOPES_LATERAL('d.season_id', 'd.period')}
     GROUP BY sc.scope, sc.period, d.user_id
     ORDER BY sc.scope, sc.period, d.user_id
     ${ADD_TO_TOTALS}`,
    [matchId],
  );
  await trx('matches').where({ id: matchId }).delete();
}

const EXPECTED_TOTALS = `
  SELECT sc.scope, sc.period, p.user_id, ${STORED_CONTRIBUTION.map((sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`).join(', ')}
  FROM predictions p JOIN matches m ON m.id = p.match_id
  ${SCOPES_LATERAL('m.season_id', 'p.counted_period')}
  WHERE p.is_scored
  GROUP BY sc.scope, sc.period, p.user_id`;

/** Rescores every prediction from its match and rebuilds every leaderboard total (demo seed, repairs). */
export async function recomputeAll(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await lockScoring(trx);
    await trx.raw(
      `UPDATE predictions p SET ${SET_SCORED}, updated_at = now()
       FROM matches m WHERE m.id = p.match_id AND ${SCORE_CHANGED}`,
    );
    await trx.raw('DELETE FROM leaderboard_totals');
    // In key order, so each leaderboard's rows sit together on disk as scoring creates them: a result
    // then rewrites a few thousand pages instead of touching most of the table.
    await trx.raw(`${TOTALS_INSERT} ${EXPECTED_TOTALS} ORDER BY 1, 2, 3`);
  });
}

export type Differences = { predictions: number; totals: number; samples: string[] };

/**
 * Recomputes every score and total from the raw predictions and matches without writing, and
 * reports how many stored rows differ (0 expected). Used by `npm run verify` and the tests.
 */
export async function findDifferences(knex: Knex): Promise<Differences> {
  const predictions = await knex.raw(
    `SELECT p.id FROM predictions p JOIN matches m ON m.id = p.match_id WHERE ${SCORE_CHANGED}`,
  );
  const totals = await knex.raw(
    `SELECT coalesce(e.scope, s.scope) AS scope, coalesce(e.period, s.period) AS period, coalesce(e.user_id, s.user_id) AS user_id
     FROM (${EXPECTED_TOTALS}) e
     FULL OUTER JOIN (SELECT * FROM leaderboard_totals WHERE total_predictions <> 0 OR total_points <> 0 OR correct_results <> 0
                        OR exact_scores <> 0 OR exact_goals <> 0) s
       ON s.scope = e.scope AND s.period = e.period AND s.user_id = e.user_id
     WHERE (e.total_points, e.correct_results, e.exact_scores, e.exact_goals, e.total_predictions)
       IS DISTINCT FROM (s.total_points, s.correct_results, s.exact_scores, s.exact_goals, s.total_predictions)`,
  );
  return {
    predictions: predictions.rows.length,
    totals: totals.rows.length,
    samples: [
      ...predictions.rows.slice(0, 5).map((r: { id: number }) => `prediction ${r.id}`),
      ...totals.rows
        .slice(0, 5)
        .map(
          (r: { scope: string; period: string; userId: number; user_id: number }) =>
            `total ${r.scope} ${r.period} user ${r.user_id ?? r.userId}`,
        ),
    ],
  };
}
