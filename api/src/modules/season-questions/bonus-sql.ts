/*
 * Stays in knex, like scoring/service.ts: a season's bonus points are one set-based statement over
 * every answer of the season's answered questions, written into leaderboard_totals under the scoring
 * lock in the caller's transaction.
 *
 * A player's bonus points of a season live in one leaderboard_totals row of the season's scope with
 * period 'bonus' (BONUS_PERIOD): total points only, every tie-break column and the counted
 * predictions 0. The season table (and an all-competitions year) sums every period of its scopes, so
 * the bonus counts there; a monthly table reads one month, so it never does. The row's insert or
 * change bumps leaderboard_version (triggers of leaderboard_totals), which refreshes every snapshot
 * and league standings, as a result does. `recomputeAll` and `findDifferences` (scoring/rebuild.ts)
 * rebuild and check these rows with BONUS_TOTALS; the independent check is ./oracle.ts.
 */
import type { Knex } from 'knex';
import { BONUS_PERIOD } from '@predictor/contracts/rules';
import { SEASON_SCOPE, TOTAL_COLUMNS } from '../scoring/scoring-sql';
import { startScoring, TOTALS_INSERT } from '../scoring/service';

/** The points answer a wins on question q: q.points for each picked team in q's answer. */
const ANSWER_POINTS = `q.points * (SELECT count(*) FROM unnest(a.team_ids) AS pick(team_id)
  WHERE pick.team_id = ANY (q.answer_team_ids))`;

/**
 * Every bonus totals row the answers call for (columns as leaderboard_totals): one per season and
 * player who answered an answered question, with its points (zero too); `where` narrows the questions.
 */
export const BONUS_TOTALS = (where = 'true') => `
  SELECT ${SEASON_SCOPE('q.season_id')} AS scope, '${BONUS_PERIOD}'::varchar AS period, a.user_id,
         sum(${ANSWER_POINTS})::int AS total_points,
         ${TOTAL_COLUMNS.slice(1)
           .map((column) => `0 AS ${column}`)
           .join(', ')}
  FROM season_answers a JOIN season_questions q ON q.id = a.question_id
  WHERE q.answer_team_ids IS NOT NULL AND ${where}
  GROUP BY 1, 2, 3`;

/**
 * Re-scores a season's bonus points from its answers (after an answer is set, corrected or taken
 * back, points changed, a question deleted), in the caller's transaction under the scoring lock:
 * every player's bonus row takes the points the answers call for, and rows no answer calls for any
 * more go. Idempotent: a row already right is not written.
 */
export async function rescoreSeasonBonus(trx: Knex.Transaction, seasonId: number): Promise<void> {
  await startScoring(trx);
  const expected = BONUS_TOTALS('q.season_id = :seasonId');
  await trx.raw(
    `${TOTALS_INSERT} ${expected}
     ON CONFLICT (scope, period, user_id) DO UPDATE SET total_points = EXCLUDED.total_points
     WHERE leaderboard_totals.total_points <> EXCLUDED.total_points`,
    { seasonId },
  );
  await trx.raw(
    `DELETE FROM leaderboard_totals l
     WHERE l.scope = :scope AND l.period = '${BONUS_PERIOD}'
       AND NOT EXISTS (SELECT 1 FROM (${expected}) e WHERE e.user_id = l.user_id)`,
    { seasonId, scope: `season:${seasonId}` },
  );
}
