/*
 * A player's own predictions. Lists go through the Match model (matchesWithOwnPrediction); the read
 * back after a write is one flat row (see loadOwnPrediction). Stays in knex: the create and update
 * statements, each ONE statement that writes only if the match is still open, under a share lock on
 * the match row, so a deadline or a result entered at the same moment cannot slip between a check
 * and the write (api/test/races.test.ts).
 */
import type { Knex } from 'knex';
import {
  MESSAGES,
  PREDICTION_MESSAGES,
  type PredictionInput,
  type PredictionUpdate,
} from '@predictor/contracts';
import { isOpenForPredictions } from '@predictor/contracts/rules';
import type { AppDeps } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { Match, Prediction } from '../../models';
import { openSql } from '../matches/open';
import type { MatchRow } from '../matches/presenter';
import { loadGraphs, matchesQuery, matchesWithOwnPrediction } from '../matches/service';
import { presentPrediction, presentPredictionGraph } from './presenter';
import { camelRows } from '../../db/rows';

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
  const match = await Match.query(knex)
    .findById(matchId)
    .select('id', 'status', 'predictionsClose', 'matchGroupId');
  if (!match) throw notFound(PREDICTION_MESSAGES.matchNotFound);
  if (!isOpenForPredictions(match, now))
    throw badRequest(MESSAGES.predictionsClosed, undefined, 'PREDICTIONS_CLOSED');
  if (isBanker && match.matchGroupId === null)
    throw badRequest(PREDICTION_MESSAGES.bankerNeedsGroup, undefined, 'BANKER_NEEDS_GROUP');
}

/**
 * One of the caller's predictions (just written, so it exists), presented. Read back as one flat row
 * (matchesQuery) rather than the model graph: this runs after every prediction a player saves, the
 * API's busiest write, and the graph's per-request join mapping costs a measurable share of it.
 */
async function loadOwnPrediction(deps: AppDeps, userId: number, predictionId: number) {
  const row: MatchRow = await matchesQuery(deps.knex, userId).where('up.id', predictionId).first();
  return presentPrediction(row, deps.now());
}

/**
 * Creates the caller's prediction in one statement that re-checks the deadline under a share lock on
 * the match (so a result being entered waits or wins) and lets the database refuse duplicates:
 * second prediction of a match 409, second banker of a week 409 (unique index), never a 500.
 */
export async function createPrediction(deps: AppDeps, userId: number, input: PredictionInput) {
  const { knex } = deps;
  const now = deps.now();
  const inserted = await knex.raw(
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
  const [created] = camelRows<{ id: number }>(inserted);
  if (!created) {
    await explainRefusal(knex, input.match, input.isBanker, now);
    throw conflict(PREDICTION_MESSAGES.alreadyPredicted, 'ALREADY_PREDICTED');
  }
  return loadOwnPrediction(deps, userId, created.id);
}

/**
 * Changes the caller's own prediction while its match is open. Another player's prediction answers
 * 404 like a missing one, so ids reveal nothing. The match cannot change.
 */
export async function updatePrediction(
  deps: AppDeps,
  userId: number,
  predictionId: number,
  input: PredictionUpdate,
) {
  const { knex } = deps;
  const now = deps.now();
  const current = await Prediction.query(knex)
    .findById(predictionId)
    .where('userId', userId)
    .select('id', 'matchId');
  if (!current) throw notFound(PREDICTION_MESSAGES.notFound);
  if (input.match !== undefined && input.match !== current.matchId)
    throw badRequest('The match of a prediction cannot change', {
      match: 'The match of a prediction cannot change',
    });
  const updated = await knex.raw(
    `UPDATE predictions p SET home_goals = :homeGoals, away_goals = :awayGoals, is_banker = :isBanker,
       entered_by_admin_id = NULL, updated_at = now()
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
  if (camelRows(updated).length === 0) {
    await explainRefusal(knex, current.matchId, input.isBanker, now);
    throw notFound(PREDICTION_MESSAGES.notFound);
  }
  return loadOwnPrediction(deps, userId, predictionId);
}

/** GET /predictions: the caller's own predictions, optionally of one season or one match, by kick-off. */
export async function listOwnPredictions(
  deps: AppDeps,
  userId: number,
  filter: { season?: number; match?: number },
) {
  const query = matchesWithOwnPrediction(deps.knex, userId)
    .whereNotNull('predictions.id')
    .orderBy('matches.matchDate')
    .orderBy('matches.id');
  if (filter.season) query.where('matches.seasonId', filter.season);
  if (filter.match) query.where('matches.id', filter.match);
  const now = deps.now();
  return (await loadGraphs(query)).map((match) => presentPredictionGraph(match, now));
}
