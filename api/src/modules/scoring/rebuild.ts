/*
 * Rebuilding every leaderboard total from scratch (the demo seed, repairs) and checking the stored
 * totals and counted results against a rebuild (tests; beside the independent oracle of `npm run
 * verify`), with the scoring SQL itself.
 */
import type { Knex } from 'knex';
import {
  CONTRIBUTION,
  COUNTED_STATE,
  EXPECTED_COUNTED_STATE,
  MONTH_OF,
  SEASON_SCOPE,
  TOTAL_COLUMNS,
} from './scoring-sql';
import { startScoring, TOTALS_INSERT } from './service';
import { camelRows } from '../../db/rows';
import { BONUS_TOTALS } from '../season-questions/bonus-sql';

/**
 * Every totals row the predictions call for given their matches as they stand: a player's row for
 * each month of a match predicted, zeros when nothing is counted yet; and the season predictions'
 * bonus rows their answers call for (period 'bonus', season-questions/bonus-sql.ts).
 */
const EXPECTED_TOTALS = `
  SELECT ${SEASON_SCOPE('m.season_id')} AS scope, ${MONTH_OF('m.match_date')} AS period,
         p.user_id, ${CONTRIBUTION.map((sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`).join(', ')}
  FROM predictions p JOIN matches m ON m.id = p.match_id
  GROUP BY 1, 2, 3
  UNION ALL ${BONUS_TOTALS()}`;

/** True when totals row t counts anything (rows of zeros show on no leaderboard). */
const COUNTS = (t: string) =>
  `(${TOTAL_COLUMNS.map((column) => `${t}.${column}`).join(', ')}) <> (0, 0, 0, 0, 0)`;

/** The stored counted state and void flag of match m differ from what its current state calls for. */
const MATCH_STATE_STALE = `((${COUNTED_STATE.map((c) => `m.${c}`).join(', ')}, m.predictions_void)
  IS DISTINCT FROM (${EXPECTED_COUNTED_STATE.join(', ')}, m.status = 'cancelled'))`;

/** Counts every match with its current result and rebuilds every leaderboard total (demo seed, repairs). */
export async function recomputeAll(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await startScoring(trx);
    await trx.raw(
      `UPDATE predictions p SET is_void = (m.status = 'cancelled')
       FROM matches m WHERE m.id = p.match_id AND p.is_void <> (m.status = 'cancelled')`,
    );
    await trx.raw(
      `UPDATE matches m SET (${COUNTED_STATE.join(', ')}, predictions_void)
         = (${EXPECTED_COUNTED_STATE.join(', ')}, m.status = 'cancelled')
       WHERE ${MATCH_STATE_STALE}`,
    );
    // Not logged row by row (every total of every player): one version without a log is a gap, on
    // which every instance rebuilds its tables (leaderboards/advance.ts).
    await trx.raw(`SELECT set_config('predictor.leaderboard_logged', 'on', true)`);
    await trx.raw('UPDATE leaderboard_version SET version = version + 1 WHERE id = 1');
    await trx.raw('DELETE FROM leaderboard_totals');
    // In key order, so each leaderboard's rows sit together on disk as scoring creates them: a result
    // then rewrites a few thousand pages instead of touching most of the table.
    // A player predicting meanwhile may have made one of the rows (zeros): it takes the right figures.
    await trx.raw(
      `${TOTALS_INSERT} ${EXPECTED_TOTALS} ORDER BY 1, 2, 3
       ON CONFLICT (scope, period, user_id) DO UPDATE SET
       ${TOTAL_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    );
    await trx.raw(`SELECT set_config('predictor.leaderboard_logged', 'off', true)`);
  });
}

export type Differences = { predictions: number; totals: number; samples: string[] };

/**
 * Recomputes every total from the raw predictions and matches without writing, and reports how
 * many stored rows differ (0 expected), with the scoring SQL itself: predictions scored against
 * another result than their match's (its counted state is stale) or void when it is not cancelled
 * (or the reverse), and totals rows. The tests use it beside the independent oracle (oracle.ts)
 * that `npm run verify` runs.
 */
export async function findDifferences(knex: Knex): Promise<Differences> {
  const predictions = await knex.raw(
    `SELECT p.id FROM predictions p JOIN matches m ON m.id = p.match_id
     WHERE ${MATCH_STATE_STALE} OR p.is_void <> (m.status = 'cancelled')`,
  );
  const totals = await knex.raw(
    `SELECT coalesce(e.scope, s.scope) AS scope, coalesce(e.period, s.period) AS period, coalesce(e.user_id, s.user_id) AS user_id
     FROM (SELECT * FROM (${EXPECTED_TOTALS}) e WHERE ${COUNTS('e')}) e
     FULL OUTER JOIN (SELECT * FROM leaderboard_totals s WHERE ${COUNTS('s')}) s
       ON s.scope = e.scope AND s.period = e.period AND s.user_id = e.user_id
     WHERE (e.total_points, e.correct_results, e.exact_scores, e.exact_goals, e.total_predictions)
       IS DISTINCT FROM (s.total_points, s.correct_results, s.exact_scores, s.exact_goals, s.total_predictions)`,
  );
  const stale = camelRows<{ id: number }>(predictions);
  const wrong = camelRows<{ scope: string; period: string; userId: number }>(totals);
  return {
    predictions: stale.length,
    totals: wrong.length,
    samples: [
      ...stale.slice(0, 5).map((r) => `prediction ${r.id}`),
      ...wrong.slice(0, 5).map((r) => `total ${r.scope} ${r.period} user ${r.userId}`),
    ],
  };
}
