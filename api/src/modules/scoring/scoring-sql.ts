/*
 * SQL fragments of the scoring rule and the leaderboard totals, kept as text: scoring/service.ts
 * composes them into the few set-based statements that score a whole match at once (see there for
 * why this stays out of the models). The rule itself is also written in TypeScript in score.ts, and
 * independently in oracle.ts for npm run verify; tests hold the three to the same answers.
 */
import { SCORING } from '@predictor/contracts';

/** The leaderboard month (UTC) of a match date. */
export const MONTH_OF = (matchDate: string) =>
  `to_char(${matchDate} AT TIME ZONE 'UTC', 'YYYY-MM')`;

/** SQL for the facts the rule needs about one prediction p and its match. */
type Facts = {
  counted: string;
  exact: string;
  correct: string;
  banker: string;
  goals: string;
  void: string;
  month: string;
};

/** What the facts need from the match: SQL over a joined match row, or constants for one match. */
type MatchSide = {
  counted: string;
  homeGoals: string;
  awayGoals: string;
  sign: string;
  void: string;
  month: string;
};

/**
 * A prediction counts when its match is finished with both goals set; exact when both goals match;
 * correct (and not exact) when the sign of the goal difference matches.
 */
function facts(m: MatchSide): Facts {
  const exactGoals = `p.home_goals = ${m.homeGoals} AND p.away_goals = ${m.awayGoals}`;
  return {
    counted: m.counted,
    exact: `(${m.counted} AND ${exactGoals})`,
    correct: `(${m.counted} AND NOT (${exactGoals}) AND sign(p.home_goals - p.away_goals) = ${m.sign})`,
    banker: 'p.is_banker',
    goals: '(p.home_goals + p.away_goals)',
    void: m.void,
    month: m.month,
  };
}

/** Facts over predictions p joined to their matches m (set-based, any number of matches). */
const JOINED_FACTS = facts({
  counted: `(m.status = 'finished' AND m.home_goals IS NOT NULL AND m.away_goals IS NOT NULL)`,
  homeGoals: 'm.home_goals',
  awayGoals: 'm.away_goals',
  sign: 'sign(m.home_goals - m.away_goals)',
  void: `(m.status = 'cancelled')`,
  month: MONTH_OF('m.match_date'),
});

type MatchState = { status: string; homeGoals: number | null; awayGoals: number | null };

/**
 * Facts over the predictions p of one match as it now stands. Its state is written into the SQL as
 * constants, which PostgreSQL folds: the rule then costs a couple of comparisons per prediction.
 * The match's month is the :month binding.
 */
export function matchFacts(match: MatchState): Facts {
  const counted =
    match.status === 'finished' && match.homeGoals !== null && match.awayGoals !== null;
  const home = Math.trunc(Number(match.homeGoals ?? 0));
  const away = Math.trunc(Number(match.awayGoals ?? 0));
  return facts({
    counted: String(counted),
    homeGoals: String(home),
    awayGoals: String(away),
    sign: String(Math.sign(home - away)),
    void: String(match.status === 'cancelled'),
    month: ':month',
  });
}

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
      is_void: f.void,
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

const STORED = Object.keys(rule(JOINED_FACTS).scored);

/** `SET` list that stores the scored columns of prediction p. */
export const setScored = (f: Facts) =>
  Object.entries(rule(f).scored)
    .map(([column, sql]) => `${column} = ${sql}`)
    .join(',\n  ');

/** True when the stored score of p differs from what the facts give now. */
export const scoreChanged = (f: Facts) => `(${STORED.map((c) => `p.${c}`).join(', ')})
  IS DISTINCT FROM (${Object.values(rule(f).scored).join(', ')})`;

/** The two above over predictions p joined to their matches m. */
export const SET_SCORED = setScored(JOINED_FACTS);
export const SCORE_CHANGED = scoreChanged(JOINED_FACTS);

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
 * Per prediction of match :matchId whose totals move when it is scored from the facts: its player
 * and the move (columns d_total_points …: new contribution minus stored one). OFFSET 0 keeps the
 * changes worked out once per row: inlined, the filter would compute them all a second time.
 */
export const changedContributions = (f: Facts) => `
  SELECT * FROM (
    SELECT p.user_id, ${rule(f)
      .contribution.map((sql, i) => `${sql} - ${STORED_CONTRIBUTION[i]} AS d_${TOTAL_COLUMNS[i]}`)
      .join(', ')}
    FROM predictions p WHERE p.match_id = :matchId OFFSET 0) c
  WHERE (${TOTAL_COLUMNS.map((column) => `c.d_${column}`).join(', ')}) <> (0, 0, 0, 0, 0)`;

/** `SET` list that adds the d_* columns of `source` to leaderboard_totals row l. */
export const ADD_CHANGE = (source: string) =>
  TOTAL_COLUMNS.map((column) => `${column} = l.${column} + ${source}.d_${column}`).join(', ');

/** The leaderboard scope a prediction of a season counts in. */
export const SEASON_SCOPE = (seasonIdSql: string) => `'season:' || ${seasonIdSql}`;

/** Columns that add up leaderboard_totals rows t into one table row (a season's months, or several seasons). */
export const SUMMED_TOTALS = (t: string) =>
  TOTAL_COLUMNS.map((column) => `coalesce(sum(${t}.${column}), 0)::int AS ${column}`).join(', ');

/** A player's totals in one season (the sum of its month rows), for LEFT JOIN LATERAL ... ON true. */
export const SEASON_TOTALS_OF = (userId: string, scope: string) => `(
  SELECT ${SUMMED_TOTALS('x')} FROM leaderboard_totals x WHERE x.user_id = ${userId} AND x.scope = ${scope})`;
