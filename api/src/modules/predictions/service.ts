import type { Knex } from 'knex';
import {
  MESSAGES,
  PREDICTION_MESSAGES,
  type PredictionInput,
  type PredictionUpdate,
} from '@predictor/contracts';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MatchRow } from '../matches/presenter';
import { isOpen, openSql } from '../matches/open';
import { matchesQuery } from '../matches/service';
import { presentPrediction } from './presenter';

export { predictionStats } from './stats';

/** A match that takes this prediction: open (server clock `:now`), and in a match group for a banker. */
const OPEN_MATCH = `${openSql('m', ':now')} AND (NOT :isBanker OR m.match_group_id IS NOT NULL)`;

/** Why a match refuses this prediction: 404 unknown, 400 closed, 400 banker without a match group. */
async function explainRefusal(
  knex: Knex,
  matchId: number,
  isBanker: boolean,
  now: Date,
): Promise<void> {
  const match = await knex('matches')
    .where({ id: matchId })
    .first('id', 'status', 'predictionsClose', 'matchGroupId');
  if (!match) throw notFound(PREDICTION_MESSAGES.matchNotFound);
  if (!isOpen(match, now))
    throw badRequest(MESSAGES.predictionsClosed, undefined, 'PREDICTIONS_CLOSED');
  if (isBanker && match.matchGroupId === null)
    throw badRequest(PREDICTION_MESSAGES.bankerNeedsGroup, undefined, 'BANKER_NEEDS_GROUP');
}

/** One of the caller's predictions, presented; null when it is not theirs. */
export async function findOwnPrediction(
  knex: Knex,
  userId: number,
  predictionId: number,
  now: Date,
) {
  const row: MatchRow | undefined = await matchesQuery(knex, userId)
    .where('up.id', predictionId)
    .first();
  return row ? presentPrediction(row, now) : null;
}

/**
 * Creates the caller's prediction in one statement that re-checks the deadline under a share lock on
 * the match (so a result being entered waits or wins) and lets the database refuse duplicates:
 * second prediction of a match 409, second banker of a week 409 (unique index), never a 500.
 */
export async function createPrediction(
  knex: Knex,
  userId: number,
  input: PredictionInput,
  now: Date,
) {
  const inserted: { rows: { id: number }[] } = await knex.raw(
    `INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker)
     SELECT :userId, m.id, :homeGoals, :awayGoals, :isBanker FROM matches m
     WHERE m.id = :matchId AND ${OPEN_MATCH}
     FOR SHARE
     ON CONFLICT (user_id, match_id) DO NOTHING
     RETURNING id`,
    {
      userId,
      matchId: input.match,
      homeGoals: input.homeGoals,
      awayGoals: input.awayGoals,
      isBanker: input.isBanker,
      now,
    },
  );
  if (inserted.rows.length === 0) {
    await explainRefusal(knex, input.match, input.isBanker, now);
    throw conflict(PREDICTION_MESSAGES.alreadyPredicted, 'ALREADY_PREDICTED');
  }
  return (await findOwnPrediction(knex, userId, inserted.rows[0].id, now))!;
}

/**
 * Changes the caller's own prediction while its match is open. Another player's prediction answers
 * 404 like a missing one, so ids reveal nothing. The match cannot change.
 */
export async function updatePrediction(
  knex: Knex,
  userId: number,
  predictionId: number,
  input: PredictionUpdate,
  now: Date,
) {
  const current = await knex('predictions')
    .where({ id: predictionId, userId })
    .first('id', 'matchId');
  if (!current) throw notFound(PREDICTION_MESSAGES.notFound);
  if (input.match !== undefined && input.match !== current.matchId)
    throw badRequest('The match of a prediction cannot change', {
      match: 'The match of a prediction cannot change',
    });
  const updated: { rows: { id: number }[] } = await knex.raw(
    `UPDATE predictions p SET home_goals = :homeGoals, away_goals = :awayGoals, is_banker = :isBanker, updated_at = now()
     WHERE p.id = :predictionId AND p.user_id = :userId
       AND EXISTS (SELECT 1 FROM matches m WHERE m.id = p.match_id AND ${OPEN_MATCH} FOR SHARE)
     RETURNING p.id`,
    {
      userId,
      predictionId,
      homeGoals: input.homeGoals,
      awayGoals: input.awayGoals,
      isBanker: input.isBanker,
      now,
    },
  );
  if (updated.rows.length === 0) {
    await explainRefusal(knex, current.matchId, input.isBanker, now);
    throw notFound(PREDICTION_MESSAGES.notFound);
  }
  return (await findOwnPrediction(knex, userId, predictionId, now))!;
}

/** GET /predictions: the caller's own predictions, optionally of one season or one match, by kick-off. */
export async function listOwnPredictions(
  knex: Knex,
  userId: number,
  filter: { season?: number; match?: number },
  now: Date,
) {
  const query = matchesQuery(knex, userId)
    .whereNotNull('up.id')
    .orderBy('m.matchDate')
    .orderBy('m.id');
  if (filter.season) query.where('m.seasonId', filter.season);
  if (filter.match) query.where('m.id', filter.match);
  const rows: MatchRow[] = await query;
  return rows.map((row) => presentPrediction(row, now));
}
