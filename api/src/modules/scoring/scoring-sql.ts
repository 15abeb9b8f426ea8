import { SCORING } from '@predictor/contracts';

/**
 * SQL expressions of the scoring rule over a prediction `p` and its match `m`, shared by the
 * per-match scoring, the full recomputation and the verifier. Mirrors score.ts.
 * A prediction counts when its match is finished with both goals set; on a cancelled match it is void.
 */
const counted = `(m.status = 'finished' AND m.home_goals IS NOT NULL AND m.away_goals IS NOT NULL)`;
const exact = `(${counted} AND p.home_goals = m.home_goals AND p.away_goals = m.away_goals)`;
const correct = `(${counted} AND NOT (p.home_goals = m.home_goals AND p.away_goals = m.away_goals)
  AND sign(p.home_goals - p.away_goals) = sign(m.home_goals - m.away_goals))`;
const exactPoints = `(CASE WHEN ${exact} THEN ${SCORING.exactScore} ELSE 0 END)`;
const correctPoints = `(CASE WHEN ${correct} THEN ${SCORING.correctResult} ELSE 0 END)`;
const bankerBonus = `(CASE WHEN NOT ${counted} OR NOT p.is_banker THEN 0
  WHEN ${exact} THEN ${SCORING.exactScore * (SCORING.bankerMultiplier - 1)}
  WHEN ${correct} THEN ${SCORING.correctResult * (SCORING.bankerMultiplier - 1)}
  ELSE ${SCORING.bankerWrongPenalty} END)`;

/** Column list `new_*` computed for each prediction p joined to its match m. */
export const SCORED_COLUMNS = `
  ${exactPoints} AS new_exact_score_points,
  ${correctPoints} AS new_correct_result_points,
  ${bankerBonus} AS new_banker_bonus,
  ${exactPoints} + ${correctPoints} + ${bankerBonus} AS new_points,
  ${counted} AS new_is_scored,
  (m.status = 'cancelled') AS new_is_void,
  CASE WHEN ${counted} THEN to_char(m.match_date AT TIME ZONE 'UTC', 'YYYY-MM') END AS new_counted_period,
  CASE WHEN ${exact} THEN p.home_goals + p.away_goals ELSE 0 END AS new_exact_goals`;

/** The leaderboard scope a prediction of a season counts in. */
export const SEASON_SCOPE = (seasonIdSql: string) => `'season:' || ${seasonIdSql}`;
