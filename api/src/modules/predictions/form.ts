/*
 * Stays in knex, like stats.ts: a player's form is two aggregates over their predictions (per
 * round, and their bankers), with each prediction's score worked out in SQL; a model would fetch
 * every prediction to add it up in JavaScript.
 */
import type { Knex } from 'knex';
import { FORM_ROUNDS, type Presented } from '@predictor/contracts';
import { camelRows } from '../../db/rows';
import { deadlinePassedSql } from '../matches/open';
import { scoreColumns } from '../scoring/scoring-sql';
import { CORRECT_RESULT, predictionStats } from './stats';

/** The player's predictions whose deadline has passed by `:closedBy`, void ones left out, with their scores. */
const CLOSED_PREDICTIONS = `
  SELECT p.is_banker, m.match_group_id, m.match_date, ${scoreColumns()}
  FROM predictions p JOIN matches m ON m.id = p.match_id
  WHERE p.user_id = :userId AND NOT p.is_void AND ${deadlinePassedSql('m', ':closedBy')}`;

type RoundRow = {
  seasonId: number;
  seasonName: string;
  id: number;
  name: string;
  matchWeek: number | null;
  points: number;
  predictions: number;
  scored: number;
};

type BankerRow = { scored: number; correct: number; bonusPoints: number };

/**
 * The banker record as aggregate columns (scored, correct, bonus_points) over predictions `p` with
 * their score columns: bankers with a result, those that got the result right (exact or outcome),
 * and what they added beyond their own points (doubled points, less 1 for each wrong one). The
 * profile's form and the head-to-head comparison both count it so.
 */
export const BANKER_RECORD = (p = 'p') => {
  const scored = `${p}.is_banker AND ${p}.is_scored`;
  return `count(*) FILTER (WHERE ${scored})::int AS scored,
    count(*) FILTER (WHERE ${scored} AND ${CORRECT_RESULT(p)})::int AS correct,
    coalesce(sum(${p}.banker_bonus) FILTER (WHERE ${scored}), 0)::int AS bonus_points`;
};

/**
 * GET /users/{id}/form: the latest FORM_ROUNDS rounds (match weeks, by their latest kick-off among
 * the player's predictions) in which the player has predictions whose deadline has passed, oldest
 * first, with their points; accuracy as GET /users/{id}/stats counts it; and the banker record.
 * Predictions still open never count, so the answer reveals nothing hidden.
 */
export async function playerForm(
  knex: Knex,
  userId: number,
  closedBy: Date,
): Promise<Presented<'PlayerForm'>> {
  const bindings = { userId, closedBy, limit: FORM_ROUNDS };
  const rounds = await knex.raw(
    `SELECT s.id AS season_id, s.name AS season_name, g.id, g.name, g.match_week,
            coalesce(sum(p.points) FILTER (WHERE p.is_scored), 0)::int AS points,
            count(*)::int AS predictions, count(*) FILTER (WHERE p.is_scored)::int AS scored
     FROM (${CLOSED_PREDICTIONS}) p
     JOIN match_groups g ON g.id = p.match_group_id JOIN seasons s ON s.id = g.season_id
     GROUP BY s.id, g.id
     ORDER BY max(p.match_date) DESC, g.id DESC LIMIT :limit`,
    bindings,
  );
  const bankers = await knex.raw(
    `SELECT ${BANKER_RECORD()} FROM (${CLOSED_PREDICTIONS}) p`,
    bindings,
  );
  const stats = await predictionStats(knex, userId, closedBy);
  const [banker] = camelRows<BankerRow>(bankers);
  return {
    rounds: camelRows<RoundRow>(rounds)
      .reverse()
      .map((r) => ({
        season: { id: r.seasonId, name: r.seasonName },
        matchGroup: { id: r.id, name: r.name, matchWeek: r.matchWeek },
        points: r.points,
        predictions: r.predictions,
        scoredPredictions: r.scored,
      })),
    accuracy: {
      percent: stats.predictionAccuracy,
      correctResults: stats.correctResults,
      scoredPredictions: stats.scoredPredictions,
    },
    bankers: banker,
  };
}
