/*
 * SQL fragments of the scoring rule and the leaderboard totals, kept as text: scoring/service.ts
 * composes them into the few set-based statements that move a whole match's predictions in the
 * totals at once (see there for why this stays out of the models), and readers select a
 * prediction's score with scoreColumns. The rule itself is also written in TypeScript in score.ts,
 * and independently in oracle.ts for npm run verify; tests hold the three to the same answers.
 */
import { SCORING } from '@predictor/contracts';

/** The leaderboard month (UTC) of a match date. */
export const MONTH_OF = (matchDate: string) =>
  `to_char(${matchDate} AT TIME ZONE 'UTC', 'YYYY-MM')`;

/** SQL for the facts the rule needs about one prediction and the result it is scored against. */
type Facts = {
  counted: string;
  exact: string;
  correct: string;
  banker: string;
  goals: string;
  month: string;
};

/** What the facts need from the result: SQL over a joined match row, or constants. */
type ResultSide = {
  counted: string;
  homeGoals: string;
  awayGoals: string;
  month: string;
};

/**
 * A prediction p counts when its match is counted with a result; exact when both goals match;
 * correct (and not exact) when the sign of the goal difference matches.
 */
function facts(r: ResultSide, p = 'p'): Facts {
  const exactGoals = `${p}.home_goals = ${r.homeGoals} AND ${p}.away_goals = ${r.awayGoals}`;
  return {
    counted: r.counted,
    exact: `(${r.counted} AND ${exactGoals})`,
    correct: `(${r.counted} AND NOT (${exactGoals}) AND sign(${p}.home_goals - ${p}.away_goals) = sign(${r.homeGoals} - ${r.awayGoals}))`,
    banker: `${p}.is_banker`,
    goals: `(${p}.home_goals + ${p}.away_goals)`,
    month: r.month,
  };
}

/** The rule over a match m as it stands now (finished with a score: counted), for rebuilds and checks. */
const CURRENT_RESULT = (m: string): ResultSide => ({
  counted: `(${m}.status = 'finished' AND ${m}.home_goals IS NOT NULL AND ${m}.away_goals IS NOT NULL)`,
  homeGoals: `${m}.home_goals`,
  awayGoals: `${m}.away_goals`,
  month: MONTH_OF(`${m}.match_date`),
});

/**
 * The rule over a match m in play with a live score (contracts rules/live.ts isLive): what its
 * predictions would add as it stands. Provisional: read for the LIVE tables, never stored.
 */
const LIVE_RESULT = (m: string): ResultSide => ({
  counted: `(${m}.status = 'in_progress' AND ${m}.home_goals IS NOT NULL AND ${m}.away_goals IS NOT NULL)`,
  homeGoals: `${m}.home_goals`,
  awayGoals: `${m}.away_goals`,
  month: MONTH_OF(`${m}.match_date`),
});

/** What prediction p (its match m joined) would add to its totals as its live match stands. */
export const LIVE_CONTRIBUTION = (): Contribution => rule(facts(LIVE_RESULT('m'))).contribution;

/** The matches in play with a live score (served by the partial index matches_live). */
export const LIVE_MATCHES_WHERE = LIVE_RESULT('matches').counted;

/** A result a match is counted with: its goals and the month it counts in; null when not counted. */
export type Counted = { homeGoals: number; awayGoals: number; period: string } | null;

/** The rule over one result written into the SQL as constants, which PostgreSQL folds. */
function constantResult(counted: Counted): ResultSide {
  if (!counted) return { counted: 'false', homeGoals: '0', awayGoals: '0', month: 'NULL' };
  const goals = (n: number) => String(Math.trunc(Number(n)));
  return {
    counted: 'true',
    homeGoals: goals(counted.homeGoals),
    awayGoals: goals(counted.awayGoals),
    month: 'NULL',
  };
}

/**
 * The scoring rule in SQL over the facts of a prediction (mirrors score.ts): the score players see
 * and what the prediction adds to its totals.
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
    score: {
      exact_score_points: exactPoints,
      correct_result_points: correctPoints,
      banker_bonus: bankerBonus,
      points,
      is_scored: f.counted,
      counted_period: `(CASE WHEN ${f.counted} THEN ${f.month} END)`,
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

/** The score columns of a prediction, by name. */
export type ScoreColumn = keyof ReturnType<typeof rule>['score'];

/**
 * A prediction's score as players are shown it, worked out when read from its match's result (the
 * result the totals count it with: scoring changes both in one transaction): SQL per column over
 * prediction `p` joined to its match `m` (aliases may be given). A void prediction (cancelled
 * match) is never counted, so it scores nothing. score.ts `scoreOf` is the same for a loaded match.
 */
export const scoreColumn = (column: ScoreColumn, p = 'p', m = 'm') =>
  rule(facts(CURRENT_RESULT(m), p)).score[column];

/** `SELECT` list of every score column, named as in the API's snake_case rows. */
export const scoreColumns = (p = 'p', m = 'm') =>
  Object.entries(rule(facts(CURRENT_RESULT(m), p)).score)
    .map(([column, sql]) => `${sql} AS ${column}`)
    .join(',\n  ');

/** Every prediction with its score as players are shown it: the columns of predictions and the score columns. */
export const SCORED_PREDICTIONS = `SELECT p.*, ${scoreColumns()} FROM predictions p JOIN matches m ON m.id = p.match_id`;

/** What a prediction adds to a leaderboard total, in the order of TOTAL_COLUMNS. */
type Contribution = [points: string, correct: string, exact: string, goals: string, n: string];
export const TOTAL_COLUMNS = [
  'total_points',
  'correct_results',
  'exact_scores',
  'exact_goals',
  'total_predictions',
];

/** What prediction p (its match m joined) adds to its totals given m as it stands. */
export const CONTRIBUTION = rule(facts(CURRENT_RESULT('m'))).contribution;

/** What the counted_* columns of match m should hold given its current state, in their order. */
export const COUNTED_STATE = ['counted_home_goals', 'counted_away_goals', 'counted_period'];
const NOW_COUNTED = CURRENT_RESULT('m').counted;
export const EXPECTED_COUNTED_STATE = [
  `CASE WHEN ${NOW_COUNTED} THEN m.home_goals END`,
  `CASE WHEN ${NOW_COUNTED} THEN m.away_goals END`,
  `CASE WHEN ${NOW_COUNTED} THEN ${MONTH_OF('m.match_date')} END`,
];

/**
 * Per prediction of match :matchId (those of some players only with `onlyUsers`, an SQL condition on
 * p), whose totals move when it stops counting with result `from` and counts with `to` instead: its
 * player and the move (columns d_total_points …). OFFSET 0 keeps the moves worked out once per row:
 * inlined, the filter would compute them all a second time.
 */
export function movedContributions(from: Counted, to: Counted, onlyUsers = 'true') {
  const before = rule(facts(constantResult(from))).contribution;
  const after = rule(facts(constantResult(to))).contribution;
  return `
  SELECT * FROM (
    SELECT p.user_id, ${after
      .map((sql, i) => `${sql} - ${before[i]} AS d_${TOTAL_COLUMNS[i]}`)
      .join(', ')}
    FROM predictions p WHERE p.match_id = :matchId AND ${onlyUsers} OFFSET 0) c
  WHERE (${TOTAL_COLUMNS.map((column) => `c.d_${column}`).join(', ')}) <> (0, 0, 0, 0, 0)`;
}

/** `SET` list that adds the d_* columns of `source` to leaderboard_totals row l. */
export const ADD_CHANGE = (source: string) =>
  TOTAL_COLUMNS.map((column) => `${column} = l.${column} + ${source}.d_${column}`).join(', ');

/**
 * The order of a season's match groups when looking for its latest match week (the first with a
 * counted result): highest match week, then highest id. The leaderboards' movement and the change
 * log (scoring/service.ts) both use it.
 */
export const LATEST_WEEK_ORDER = (g: string) => `${g}.match_week DESC NULLS LAST, ${g}.id DESC`;

/** The leaderboard scope a prediction of a season counts in. */
export const SEASON_SCOPE = (seasonIdSql: string) => `'season:' || ${seasonIdSql}`;

/** Columns that add up leaderboard_totals rows t into one table row (a season's months, or several seasons). */
export const SUMMED_TOTALS = (t: string) =>
  TOTAL_COLUMNS.map((column) => `coalesce(sum(${t}.${column}), 0)::int AS ${column}`).join(', ');

/** A player's totals in one season (the sum of its month rows), for LEFT JOIN LATERAL ... ON true. */
export const SEASON_TOTALS_OF = (userId: string, scope: string) => `(
  SELECT ${SUMMED_TOTALS('x')} FROM leaderboard_totals x WHERE x.user_id = ${userId} AND x.scope = ${scope})`;
