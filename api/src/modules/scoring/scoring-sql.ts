import { SCORING } from '@predictor/contracts';

/** SQL for the facts the rule needs about one prediction p and its match m. */
type Facts = { counted: string; exact: string; correct: string; banker: string; goals: string };

/**
 * A prediction counts when its match is finished with both goals set; exact when both goals match;
 * correct (and not exact) when the sign of the goal difference matches. Over columns of p and m.
 */
const counted = `(m.status = 'finished' AND m.home_goals IS NOT NULL AND m.away_goals IS NOT NULL)`;
const FACTS: Facts = {
  counted,
  exact: `(${counted} AND p.home_goals = m.home_goals AND p.away_goals = m.away_goals)`,
  correct: `(${counted} AND NOT (p.home_goals = m.home_goals AND p.away_goals = m.away_goals)
    AND sign(p.home_goals - p.away_goals) = sign(m.home_goals - m.away_goals))`,
  banker: 'p.is_banker',
  goals: '(p.home_goals + p.away_goals)',
};

/**
 * The scoring rule in SQL over the facts of a prediction (mirrors score.ts): the stored score
 * columns and what the prediction adds to its totals. On a cancelled match it is void.
 */
function rule(f: Facts) {
  const exactPoints = `(CASE WHEN ${f.exact} THEN ${SCORING.exactScore} ELSE 0 END)`;
  const correctPoints = `(CASE WHEN ${f.correct} THEN ${SCORING.correctResult} ELSE 0 END)`;
  const bankerBonus = `(CASE WHEN NOT ${f.counted} OR NOT ${f.banker} THEN 0
    WHEN ${f.exact} THEN ${SCORING.exactScore * (SCORING.bankerMultiplier - 1)}
    WHEN ${f.correct} THEN ${SCORING.correctResult * (SCORING.bankerMultiplier - 1)}
    ELSE ${SCORING.bankerWrongPenalty} END)`;
  const points = `(${exactPoints} + ${correctPoints} + ${bankerBonus})`;
  return {
    scored: {
      exact_score_points: exactPoints,
      correct_result_points: correctPoints,
      banker_bonus: bankerBonus,
      points,
      is_scored: f.counted,
      is_void: `(m.status = 'cancelled')`,
      counted_period: `(CASE WHEN ${f.counted} THEN to_char(m.match_date AT TIME ZONE 'UTC', 'YYYY-MM') END)`,
    },
    contribution: [
      points,
      `(CASE WHEN ${f.exact} OR ${f.correct} THEN 1 ELSE 0 END)`,
      `(CASE WHEN ${f.exact} THEN 1 ELSE 0 END)`,
      `(CASE WHEN ${f.exact} THEN ${f.goals} ELSE 0 END)`,
      `(CASE WHEN ${f.counted} THEN 1 ELSE 0 END)`,
    ] as Contribution,
  };
}

/** The stored score columns of a prediction p, as its match m now stands. */
const SCORED = rule(FACTS).scored;
const STORED = Object.keys(SCORED);

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

/**
 * Per prediction of match :matchId: its player and how its totals move when it is scored from the
 * match as it now stands (columns d_total_points …: new contribution minus stored one). The facts
 * are worked out once per row in a subquery (OFFSET 0 keeps PostgreSQL from inlining it, which
 * would repeat them in every expression: twice the time at 100k predictions).
 */
export const CONTRIBUTION_CHANGES = `
  SELECT f.user_id, ${rule({
    counted: 'f.counted',
    exact: 'f.exact',
    correct: 'f.correct',
    banker: 'f.is_banker',
    goals: 'f.goals',
  })
    .contribution.map((sql, i) => `${sql} - f.old_${i} AS d_${TOTAL_COLUMNS[i]}`)
    .join(', ')}
  FROM (SELECT p.user_id, p.is_banker, ${FACTS.goals} AS goals, ${FACTS.counted} AS counted,
               ${FACTS.exact} AS exact, ${FACTS.correct} AS correct,
               ${STORED_CONTRIBUTION.map((sql, i) => `${sql} AS old_${i}`).join(', ')}
        FROM predictions p CROSS JOIN (SELECT * FROM matches WHERE id = :matchId) m
        WHERE p.match_id = :matchId OFFSET 0) f`;

/** `SET` list that adds the d_* columns of `source` to leaderboard_totals row l. */
export const ADD_CHANGE = (source: string) =>
  TOTAL_COLUMNS.map((column) => `${column} = l.${column} + ${source}.d_${column}`).join(', ');

/** True when one of the d_* columns of `source` is not 0. */
export const CHANGE_NOT_ZERO = (source: string) =>
  `(${TOTAL_COLUMNS.map((column) => `${source}.d_${column}`).join(', ')}) <> (0, 0, 0, 0, 0)`;

/** The leaderboard scope a prediction of a season counts in. */
export const SEASON_SCOPE = (seasonIdSql: string) => `'season:' || ${seasonIdSql}`;
