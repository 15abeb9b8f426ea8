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

/** The stored score columns of a prediction p, as its match m now stands. */
export const SCORED = {
  exact_score_points: exactPoints,
  correct_result_points: correctPoints,
  banker_bonus: bankerBonus,
  points: `(${exactPoints} + ${correctPoints} + ${bankerBonus})`,
  is_scored: counted,
  is_void: `(m.status = 'cancelled')`,
  counted_period: `(CASE WHEN ${counted} THEN to_char(m.match_date AT TIME ZONE 'UTC', 'YYYY-MM') END)`,
};
const STORED = Object.keys(SCORED);

/** Column list `new_*` computed for each prediction p joined to its match m. */
export const SCORED_COLUMNS = Object.entries(SCORED)
  .map(([column, sql]) => `${sql} AS new_${column}`)
  .join(',\n  ');

/** `SET` list that stores the scored columns of prediction p (an UPDATE ... FROM the match m). */
export const SET_SCORED = Object.entries(SCORED)
  .map(([column, sql]) => `${column} = ${sql}`)
  .join(',\n  ');

/** True when the stored score of p differs from what its match m gives now. */
export const SCORE_CHANGED = `(${STORED.map((c) => `p.${c}`).join(', ')})
  IS DISTINCT FROM (${Object.values(SCORED).join(', ')})`;

/** What a prediction adds to a leaderboard total, in the order of TOTAL_COLUMNS. */
type Contribution = [points: string, correct: string, exact: string, goals: string, n: string];
export const TOTAL_COLUMNS = [
  'total_points',
  'correct_results',
  'exact_scores',
  'exact_goals',
  'total_predictions',
];

/** What prediction p adds to its totals as stored now (nothing unless it is scored). */
export const STORED_CONTRIBUTION: Contribution = [
  `(CASE WHEN p.is_scored THEN p.points ELSE 0 END)`,
  `(CASE WHEN p.is_scored AND (p.exact_score_points > 0 OR p.correct_result_points > 0) THEN 1 ELSE 0 END)`,
  `(CASE WHEN p.is_scored AND p.exact_score_points > 0 THEN 1 ELSE 0 END)`,
  `(CASE WHEN p.is_scored AND p.exact_score_points > 0 THEN p.home_goals + p.away_goals ELSE 0 END)`,
  `(CASE WHEN p.is_scored THEN 1 ELSE 0 END)`,
];

/** What prediction p adds to its totals once scored from its match m as it now stands. */
const NEW_CONTRIBUTION: Contribution = [
  SCORED.points,
  `(CASE WHEN ${exact} OR ${correct} THEN 1 ELSE 0 END)`,
  `(CASE WHEN ${exact} THEN 1 ELSE 0 END)`,
  `(CASE WHEN ${exact} THEN p.home_goals + p.away_goals ELSE 0 END)`,
  `(CASE WHEN ${counted} THEN 1 ELSE 0 END)`,
];

/**
 * Columns d_points … d_n: how much prediction p's totals move when it is scored from m as m now
 * stands (new contribution minus stored one).
 */
export const CONTRIBUTION_CHANGE = TOTAL_COLUMNS.map(
  (column, i) => `${NEW_CONTRIBUTION[i]} - ${STORED_CONTRIBUTION[i]} AS d_${column}`,
).join(',\n  ');

/** `SET` list that adds the d_* columns of `source` to leaderboard_totals row l. */
export const ADD_CHANGE = (source: string) =>
  TOTAL_COLUMNS.map((column) => `${column} = l.${column} + ${source}.d_${column}`).join(', ');

/** True when one of the d_* columns of `source` is not 0. */
export const CHANGE_NOT_ZERO = (source: string) =>
  `(${TOTAL_COLUMNS.map((column) => `${source}.d_${column}`).join(', ')}) <> (0, 0, 0, 0, 0)`;

/** The leaderboard scope a prediction of a season counts in. */
export const SEASON_SCOPE = (seasonIdSql: string) => `'season:' || ${seasonIdSql}`;
