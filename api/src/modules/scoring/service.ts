import type { Knex } from 'knex';
import { SCORED_COLUMNS, SEASON_SCOPE } from './scoring-sql';

const SET_SCORED = `
  points = c.new_points,
  exact_score_points = c.new_exact_score_points,
  correct_result_points = c.new_correct_result_points,
  banker_bonus = c.new_banker_bonus,
  is_scored = c.new_is_scored,
  is_void = c.new_is_void,
  counted_period = c.new_counted_period`;

const CHANGED = `(t.points, t.exact_score_points, t.correct_result_points, t.banker_bonus, t.is_scored, t.is_void, t.counted_period)
  IS DISTINCT FROM (c.new_points, c.new_exact_score_points, c.new_correct_result_points, c.new_banker_bonus, c.new_is_scored, c.new_is_void, c.new_counted_period)`;

/**
 * The two (scope, period) rows a counted prediction adds to: its season's whole-season and month
 * tables. (All-competition tables are sums of season scopes, made when a leaderboard is read.)
 */
const SCOPES_LATERAL = (seasonId: string, period: string) => `
  CROSS JOIN LATERAL (VALUES
    (${SEASON_SCOPE(seasonId)}, 'season'), (${SEASON_SCOPE(seasonId)}, ${period})) AS sc(scope, period)`;

const ADD_TO_TOTALS = `
  ON CONFLICT (scope, period, user_id) DO UPDATE SET
    total_points = leaderboard_totals.total_points + EXCLUDED.total_points,
    correct_results = leaderboard_totals.correct_results + EXCLUDED.correct_results,
    exact_scores = leaderboard_totals.exact_scores + EXCLUDED.exact_scores,
    exact_goals = leaderboard_totals.exact_goals + EXCLUDED.exact_goals,
    total_predictions = leaderboard_totals.total_predictions + EXCLUDED.total_predictions`;

/**
 * Adds the rows of CTE `fan` (scope, period, user_id, pts, cr, ex, eg, n) to leaderboard_totals. The rows
 * that exist are updated in place by one UPDATE that reads only the given leaderboards (:scopes ×
 * :periods, a few index ranges, hash-joined to the deltas: no probe per row, no scan of every
 * leaderboard); the rest (a player's first points in a season or month, or a period not in the list)
 * are inserted, adding on conflict in case another transaction created the row meanwhile.
 */
const APPLY_FAN = `,
  bumped AS (
    UPDATE leaderboard_totals l SET total_points = l.total_points + f.pts, correct_results = l.correct_results + f.cr,
      exact_scores = l.exact_scores + f.ex, exact_goals = l.exact_goals + f.eg, total_predictions = l.total_predictions + f.n
    FROM fan f
    WHERE l.scope = ANY(:scopes::text[]) AND l.period = ANY(:periods::text[])
      AND l.scope = f.scope AND l.period = f.period AND l.user_id = f.user_id
    RETURNING l.scope, l.period, l.user_id
  )
  INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
  SELECT f.scope, f.period, f.user_id, f.pts, f.cr, f.ex, f.eg, f.n FROM fan f
  WHERE NOT EXISTS (SELECT 1 FROM bumped b WHERE b.scope = f.scope AND b.period = f.period AND b.user_id = f.user_id)
  ${ADD_TO_TOTALS}`;

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
 * match's current state, in one statement: finished with a score → scored; cancelled → void (no
 * points, not counted, banker refunded); anything else → not scored. Idempotent: running it again
 * changes nothing. Call it inside the transaction that changed the match, after locking the match row
 * (FOR UPDATE): that lock keeps prediction writes and other scorings of the match out, so the
 * predictions are not locked again here; only rows whose score changes are written, and the totals
 * move by the difference between each changed prediction's old and new contribution (a player has
 * one prediction per match, so no aggregation is needed).
 */
export async function scoreMatch(trx: Knex.Transaction, matchId: number): Promise<void> {
  await lockScoring(trx);
  // The plan's cost crosses jit_above_cost, and compiling it costs more than it saves (up to a second here).
  await trx.raw('SET LOCAL jit = off');
  // Joins here are hash joins at every size. With stale statistics (PGlite never has others: it runs
  // no autovacuum) the planner may otherwise rescan the deltas once per total row (a nested loop):
  // seconds for a few hundred predictions.
  await trx.raw('SET LOCAL enable_nestloop = off');
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
    `SELECT ARRAY[${SEASON_SCOPE('season_id')}] AS scopes,
            ARRAY['season', to_char(match_date AT TIME ZONE 'UTC', 'YYYY-MM')] AS periods
     FROM matches WHERE id = ?`,
    [matchId],
  );
  if (!rows.length) return;
  await trx.raw(
    `WITH m AS (
       SELECT mt.id, mt.status, mt.home_goals, mt.away_goals, mt.match_date,
              ${SEASON_SCOPE('mt.season_id')} AS scope
       FROM matches mt WHERE mt.id = :matchId
     ),
     upd AS (
       UPDATE predictions t SET ${SET_SCORED}, updated_at = now()
       FROM (SELECT p.id, p.user_id, p.points AS old_points, p.is_scored AS old_is_scored, p.counted_period AS old_period,
                    p.exact_score_points AS old_exact, p.correct_result_points AS old_correct, p.home_goals + p.away_goals AS goals,
                    ${SCORED_COLUMNS}
             FROM predictions p CROSS JOIN m WHERE p.match_id = :matchId) c
       WHERE t.match_id = :matchId AND t.id = c.id AND ${CHANGED}
       RETURNING c.*
     ),
     d AS (
       SELECT user_id,
              CASE WHEN old_is_scored THEN old_period END AS old_period,
              CASE WHEN new_is_scored THEN new_counted_period END AS new_period,
              CASE WHEN old_is_scored THEN old_points ELSE 0 END AS o_pts,
              CASE WHEN old_is_scored AND (old_exact > 0 OR old_correct > 0) THEN 1 ELSE 0 END AS o_cr,
              CASE WHEN old_is_scored AND old_exact > 0 THEN 1 ELSE 0 END AS o_ex,
              CASE WHEN old_is_scored AND old_exact > 0 THEN goals ELSE 0 END AS o_eg,
              CASE WHEN old_is_scored THEN 1 ELSE 0 END AS o_n,
              CASE WHEN new_is_scored THEN new_points ELSE 0 END AS n_pts,
              CASE WHEN new_is_scored AND (new_exact_score_points > 0 OR new_correct_result_points > 0) THEN 1 ELSE 0 END AS n_cr,
              CASE WHEN new_is_scored AND new_exact_score_points > 0 THEN 1 ELSE 0 END AS n_ex,
              CASE WHEN new_is_scored THEN new_exact_goals ELSE 0 END AS n_eg,
              CASE WHEN new_is_scored THEN 1 ELSE 0 END AS n_n
       FROM upd
     ),
     -- 'season' gets new minus old; the new month gets new (minus old if unchanged); a month left gets minus old.
     -- (UNION ALL, not LATERAL VALUES: a VALUES list over outer columns compiles its expressions again for every row.)
     per AS (
       SELECT user_id, 'season' AS period, n_pts - o_pts AS pts, n_cr - o_cr AS cr, n_ex - o_ex AS ex, n_eg - o_eg AS eg, n_n - o_n AS n
       FROM d
       UNION ALL
       SELECT user_id, new_period, n_pts - CASE WHEN old_period = new_period THEN o_pts ELSE 0 END,
              n_cr - CASE WHEN old_period = new_period THEN o_cr ELSE 0 END, n_ex - CASE WHEN old_period = new_period THEN o_ex ELSE 0 END,
              n_eg - CASE WHEN old_period = new_period THEN o_eg ELSE 0 END, n_n - CASE WHEN old_period = new_period THEN o_n ELSE 0 END
       FROM d WHERE new_period IS NOT NULL
       UNION ALL
       SELECT user_id, old_period, -o_pts, -o_cr, -o_ex, -o_eg, -o_n
       FROM d WHERE old_period IS NOT NULL AND old_period IS DISTINCT FROM new_period
     ),
     fan AS (
       SELECT m.scope, per.period, per.user_id, per.pts, per.cr, per.ex, per.eg, per.n
       FROM per CROSS JOIN m
       WHERE (per.pts, per.cr, per.ex, per.eg, per.n) <> (0, 0, 0, 0, 0)
     )${APPLY_FAN}`,
    { matchId, scopes: rows[0].scopes, periods: rows[0].periods },
  );
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
     INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
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
  SELECT sc.scope, sc.period, p.user_id,
         sum(p.points)::int AS total_points,
         sum(CASE WHEN p.exact_score_points > 0 OR p.correct_result_points > 0 THEN 1 ELSE 0 END)::int AS correct_results,
         sum(CASE WHEN p.exact_score_points > 0 THEN 1 ELSE 0 END)::int AS exact_scores,
         sum(CASE WHEN p.exact_score_points > 0 THEN p.home_goals + p.away_goals ELSE 0 END)::int AS exact_goals,
         count(*)::int AS total_predictions
  FROM predictions p JOIN matches m ON m.id = p.match_id
  ${SCOPES_LATERAL('m.season_id', 'p.counted_period')}
  WHERE p.is_scored
  GROUP BY sc.scope, sc.period, p.user_id`;

/** Rescores every prediction from its match and rebuilds every leaderboard total (demo seed, repairs). */
export async function recomputeAll(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await lockScoring(trx);
    await trx.raw(
      `UPDATE predictions t SET ${SET_SCORED}, updated_at = now()
       FROM (SELECT p.id, ${SCORED_COLUMNS} FROM predictions p JOIN matches m ON m.id = p.match_id) c
       WHERE t.id = c.id AND ${CHANGED}`,
    );
    await trx.raw('DELETE FROM leaderboard_totals');
    await trx.raw(
      `INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
       ${EXPECTED_TOTALS}`,
    );
  });
}

export type Differences = { predictions: number; totals: number; samples: string[] };

/**
 * Recomputes every score and total from the raw predictions and matches without writing, and
 * reports how many stored rows differ (0 expected). Used by `npm run verify` and the tests.
 */
export async function findDifferences(knex: Knex): Promise<Differences> {
  const predictions = await knex.raw(
    `SELECT t.id FROM predictions t
     JOIN (SELECT p.id, ${SCORED_COLUMNS} FROM predictions p JOIN matches m ON m.id = p.match_id) c ON c.id = t.id
     WHERE ${CHANGED}`,
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
