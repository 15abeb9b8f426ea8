/*
 * Stays in knex, by design: scoring a result is set-based SQL over every prediction of the match
 * (100k in the benchmark) and the players' month totals, in ONE transaction under the scoring lock.
 * A model would load each prediction into JavaScript and write it back row by row: the 1-second
 * target for 100k predictions (npm run bench) is only reachable with a few statements whose rule
 * PostgreSQL evaluates per row. The statements run on the caller's transaction (the same object
 * Objection models use), so a match write and its re-scoring commit or fail together.
 */
import type { Knex } from 'knex';
import {
  ADD_CHANGE,
  changedContributions,
  matchFacts,
  MONTH_OF,
  SCORE_CHANGED,
  scoreChanged,
  SEASON_SCOPE,
  SET_SCORED,
  setScored,
  STORED_CONTRIBUTION,
  TOTAL_COLUMNS,
} from './scoring-sql';

/*
 * leaderboard_totals holds one row per (season scope, month, player): what the player's counted
 * predictions of that season's matches kicked off in that month (UTC) add up to. A season's table
 * sums its months, and an all-competitions table sums seasons, when a leaderboard is read.
 */

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
export const SCORING_LOCK = 720_261_122;
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
  // Room for the hash of a whole match's changes (100k players: about 10 MB; a million: about 100 MB),
  // so it never spills to disk.
  await trx.raw(`SET LOCAL work_mem = '128MB'`);
  const { rows } = await trx.raw(
    `SELECT ${SEASON_SCOPE('m.season_id')} AS scope, ${MONTH_OF('m.match_date')} AS month, m.status,
            m.home_goals AS home, m.away_goals AS away, m.status <> 'cancelled' AND p.unvoided AS unvoided,
            p.moved
     FROM matches m CROSS JOIN LATERAL (
       SELECT bool_or(p.is_void AND p.is_banker) AS unvoided,
              bool_or(p.is_scored AND p.counted_period <> ${MONTH_OF('m.match_date')}) AS moved
       FROM predictions p WHERE p.match_id = m.id) p
     WHERE m.id = ?`,
    [matchId],
  );
  if (!rows.length) return;
  const [match] = rows;
  const bindings = { matchId, scope: match.scope as string, month: match.month as string };
  if (match.unvoided) await keepOneBankerPerWeek(trx, matchId);
  if (match.moved) await moveToMatchMonth(trx, bindings);
  const state = { status: match.status, homeGoals: match.home, awayGoals: match.away };
  for (const statement of scoringStatements(trx, state, bindings)) await statement;
}

type ScoringBindings = { matchId: number; scope: string; month: string };

/**
 * The statements that score one match's predictions from the match's state, in order (the
 * generated SQL is kept in a snapshot test): every counted prediction of the match now counts in
 * (scope, month), each player's row moving by the change (one hash join). The rows are made when
 * a player predicts (migration 20261122001000), so they are rarely missing (the match moved to
 * another month, say): only when fewer rows moved than there are changes does the statement look
 * for the missing ones. Then the predictions whose score changes are stored.
 */
export function scoringStatements(
  knex: Knex,
  state: Parameters<typeof matchFacts>[0],
  bindings: ScoringBindings,
): Knex.Raw[] {
  const facts = matchFacts(state);
  return [
    knex.raw(
      `WITH d AS MATERIALIZED (${changedContributions(facts)}),
     bumped AS (
       UPDATE leaderboard_totals l SET ${ADD_CHANGE('d')}
       FROM d WHERE l.scope = :scope AND l.period = :month AND l.user_id = d.user_id
       RETURNING 1
     )
     ${TOTALS_INSERT}
     SELECT :scope, :month, d.user_id, d.d_total_points, d.d_correct_results, d.d_exact_scores,
            d.d_exact_goals, d.d_total_predictions
     FROM d
     WHERE (SELECT count(*) FROM bumped) < (SELECT count(*) FROM d)
       AND NOT EXISTS (SELECT 1 FROM leaderboard_totals l
                       WHERE l.scope = :scope AND l.period = :month AND l.user_id = d.user_id)
     ORDER BY d.user_id
     ${ADD_TO_TOTALS}`,
      bindings,
    ),
    knex.raw(
      `UPDATE predictions p SET ${setScored(facts)}, updated_at = now()
     WHERE p.match_id = :matchId AND ${scoreChanged(facts)}`,
      bindings,
    ),
  ];
}

/** Un-voiding a prediction must not break "one banker per week" if the player has since moved the banker. */
async function keepOneBankerPerWeek(trx: Knex.Transaction, matchId: number) {
  await trx.raw(
    `UPDATE predictions p SET is_banker = false, updated_at = now()
     WHERE p.match_id = ? AND p.is_void AND p.is_banker
       AND EXISTS (SELECT 1 FROM predictions o WHERE o.user_id = p.user_id AND o.match_group_id = p.match_group_id
                   AND o.is_banker AND NOT o.is_void AND o.id <> p.id)`,
    [matchId],
  );
}

/**
 * Predictions counted under another month than their match's (it was moved after it was scored)
 * are moved into the match's month: out of the old month's totals, into the new one's.
 */
async function moveToMatchMonth(trx: Knex.Transaction, bindings: ScoringBindings) {
  const moved = `p.match_id = :matchId AND p.is_scored AND p.counted_period <> :month`;
  await trx.raw(
    `${TOTALS_INSERT}
     SELECT :scope, x.period, p.user_id, ${STORED_CONTRIBUTION.map((sql) => `x.sign * ${sql}`).join(', ')}
     FROM predictions p CROSS JOIN LATERAL (VALUES (p.counted_period::text, -1), (:month, 1)) x(period, sign)
     WHERE ${moved}
     ORDER BY 2, 3
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
    `${TOTALS_INSERT}
     SELECT ${SEASON_SCOPE('m.season_id')}, p.counted_period, p.user_id,
            ${STORED_CONTRIBUTION.map((sql) => `-${sql}`).join(', ')}
     FROM predictions p JOIN matches m ON m.id = p.match_id
     WHERE p.match_id = ? AND p.is_scored
     ORDER BY 2, 3
     ${ADD_TO_TOTALS}`,
    [matchId],
  );
  await trx('matches').where({ id: matchId }).delete();
}

/**
 * Every totals row the predictions call for: a player's row for each month a prediction counts under
 * (its match's month until it is scored), zeros when nothing is counted yet.
 */
const EXPECTED_TOTALS = `
  SELECT ${SEASON_SCOPE('m.season_id')} AS scope, coalesce(p.counted_period, ${MONTH_OF('m.match_date')}) AS period,
         p.user_id, ${STORED_CONTRIBUTION.map((sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`).join(', ')}
  FROM predictions p JOIN matches m ON m.id = p.match_id
  GROUP BY 1, 2, 3`;

/** True when totals row t counts anything (rows of zeros show on no leaderboard). */
const COUNTS = (t: string) =>
  `(${TOTAL_COLUMNS.map((column) => `${t}.${column}`).join(', ')}) <> (0, 0, 0, 0, 0)`;

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
    // A player predicting meanwhile may have made one of the rows (zeros): it takes the right figures.
    await trx.raw(
      `${TOTALS_INSERT} ${EXPECTED_TOTALS} ORDER BY 1, 2, 3
       ON CONFLICT (scope, period, user_id) DO UPDATE SET
       ${TOTAL_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    );
  });
}

export type Differences = { predictions: number; totals: number; samples: string[] };

/**
 * Recomputes every score and total from the raw predictions and matches without writing, and
 * reports how many stored rows differ (0 expected), with the scoring SQL itself; the tests use it
 * beside the independent oracle (oracle.ts) that `npm run verify` runs.
 */
export async function findDifferences(knex: Knex): Promise<Differences> {
  const predictions = await knex.raw(
    `SELECT p.id FROM predictions p JOIN matches m ON m.id = p.match_id WHERE ${SCORE_CHANGED}`,
  );
  const totals = await knex.raw(
    `SELECT coalesce(e.scope, s.scope) AS scope, coalesce(e.period, s.period) AS period, coalesce(e.user_id, s.user_id) AS user_id
     FROM (SELECT * FROM (${EXPECTED_TOTALS}) e WHERE ${COUNTS('e')}) e
     FULL OUTER JOIN (SELECT * FROM leaderboard_totals s WHERE ${COUNTS('s')}) s
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
