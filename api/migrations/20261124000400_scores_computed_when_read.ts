import type { Knex } from 'knex';

const MONTH = `to_char(match_date AT TIME ZONE 'UTC', 'YYYY-MM')`;
const COUNTED = `status = 'finished' AND home_goals IS NOT NULL AND away_goals IS NOT NULL`;

/**
 * A prediction's score is no longer stored on it: it is a function of the prediction and of the
 * result its match is counted with, worked out when read (scoring/scoring-sql.ts). Scoring a result
 * wrote every prediction of the match and every player's month total; at a million players the
 * prediction rows alone took 3 of its 8 seconds. Now it writes the totals and the match.
 *
 * The match records the state the leaderboard totals count it with: counted_home_goals,
 * counted_away_goals and counted_period (the UTC month of kick-off; null while not counted), and
 * predictions_void (its predictions are void: it is cancelled). Scoring moves the totals from that
 * state to the match's current one, and sets it; prediction rows keep only is_void, which the
 * one-banker-per-week index needs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE matches
      ADD COLUMN counted_home_goals smallint,
      ADD COLUMN counted_away_goals smallint,
      ADD COLUMN counted_period varchar(7),
      ADD COLUMN predictions_void boolean NOT NULL DEFAULT false;
    UPDATE matches SET
      counted_home_goals = CASE WHEN ${COUNTED} THEN home_goals END,
      counted_away_goals = CASE WHEN ${COUNTED} THEN away_goals END,
      counted_period = CASE WHEN ${COUNTED} THEN ${MONTH} END,
      predictions_void = (status = 'cancelled')
    WHERE ${COUNTED} OR status = 'cancelled';
    ALTER TABLE matches ADD CONSTRAINT matches_counted_check CHECK (
      (counted_period IS NULL AND counted_home_goals IS NULL AND counted_away_goals IS NULL)
      OR (counted_period IS NOT NULL AND counted_home_goals IS NOT NULL AND counted_away_goals IS NOT NULL));
    ALTER TABLE predictions
      DROP COLUMN points,
      DROP COLUMN is_scored,
      DROP COLUMN exact_score_points,
      DROP COLUMN correct_result_points,
      DROP COLUMN banker_bonus,
      DROP COLUMN counted_period;
  `);
}

/** Stores the scores on the predictions again, worked out from the counted state (SCORING: 3, 1, x2, -1). */
export async function down(knex: Knex): Promise<void> {
  const exact = `p.home_goals = m.counted_home_goals AND p.away_goals = m.counted_away_goals`;
  const correct = `NOT (${exact}) AND sign(p.home_goals - p.away_goals) = sign(m.counted_home_goals - m.counted_away_goals)`;
  await knex.raw(`
    ALTER TABLE predictions
      ADD COLUMN points integer NOT NULL DEFAULT 0,
      ADD COLUMN is_scored boolean NOT NULL DEFAULT false,
      ADD COLUMN exact_score_points integer NOT NULL DEFAULT 0,
      ADD COLUMN correct_result_points integer NOT NULL DEFAULT 0,
      ADD COLUMN banker_bonus integer NOT NULL DEFAULT 0,
      ADD COLUMN counted_period varchar(7);
    UPDATE predictions p SET
      is_scored = true,
      counted_period = m.counted_period,
      exact_score_points = CASE WHEN ${exact} THEN 3 ELSE 0 END,
      correct_result_points = CASE WHEN ${correct} THEN 1 ELSE 0 END,
      banker_bonus = CASE WHEN NOT p.is_banker THEN 0 WHEN ${exact} THEN 3 WHEN ${correct} THEN 1 ELSE -1 END,
      points = (CASE WHEN ${exact} THEN 3 WHEN ${correct} THEN 1 ELSE 0 END)
        * (CASE WHEN p.is_banker THEN 2 ELSE 1 END)
        - (CASE WHEN p.is_banker AND NOT (${exact}) AND NOT (${correct}) THEN 1 ELSE 0 END)
    FROM matches m WHERE m.id = p.match_id AND m.counted_period IS NOT NULL;
    ALTER TABLE matches
      DROP CONSTRAINT matches_counted_check,
      DROP COLUMN counted_home_goals,
      DROP COLUMN counted_away_goals,
      DROP COLUMN counted_period,
      DROP COLUMN predictions_void;
  `);
}
