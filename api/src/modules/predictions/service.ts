/*
 * A player's own predictions. Lists go through the Match model (matchesWithOwnPrediction); the
 * answer to a write is one flat row (OWN_ROW_COLUMNS). Stays in knex: the create and update
 * statements, each ONE statement that writes only if the match is still open, under a share lock on
 * the match row, so a deadline or a result entered at the same moment cannot slip between a check
 * and the write (api/test/races.test.ts). A create also reads its answer in that statement.
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
import { loadGraphs, matchesWithOwnPrediction } from '../matches/service';
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
 * The answer to a write, the columns of a MatchRow over match `m` and the caller's prediction `up`,
 * with the teams, season and group read by a scalar subquery each (as JSON) rather than joined.
 * This runs with every prediction a player saves, the API's busiest write, and is planned at each
 * run (the driver sends unnamed statements): planning matchesQuery's six-table join (every join
 * order and each table's indexes weighed) took ~2 ms of database CPU, some ten times its execution
 * and more than the rest of the request; a subquery on a primary key plans in microseconds.
 */
const MATCH_COLUMNS = `m.id, m.match_date, m.predictions_close, m.status, m.is_cup, m.venue,
  m.home_goals, m.away_goals, m.home_team_id, m.away_team_id, m.season_id, m.match_group_id,
  (SELECT json_build_array(t.name, t.short_name, t.logo_url) FROM teams t WHERE t.id = m.home_team_id) AS home_team,
  (SELECT json_build_array(t.name, t.short_name, t.logo_url) FROM teams t WHERE t.id = m.away_team_id) AS away_team,
  (SELECT json_build_array(s.name, s."order") FROM seasons s WHERE s.id = m.season_id) AS season,
  (SELECT json_build_array(g.name, g.match_week) FROM match_groups g WHERE g.id = m.match_group_id) AS match_group`;
const PREDICTION_COLUMNS = (
  up: string,
) => `${up}.id AS prediction_id, ${up}.user_id AS prediction_user_id,
  ${up}.home_goals AS prediction_home_goals, ${up}.away_goals AS prediction_away_goals,
  ${up}.is_banker AS prediction_is_banker, ${up}.is_void AS prediction_is_void,
  ${up}.entered_by_admin_id AS prediction_entered_by_admin_id,
  ${up}.created_at AS prediction_created_at, ${up}.updated_at AS prediction_updated_at`;

type OwnRow = Omit<
  MatchRow,
  | 'homeTeamName'
  | 'homeTeamShortName'
  | 'homeTeamLogoUrl'
  | 'awayTeamName'
  | 'awayTeamShortName'
  | 'awayTeamLogoUrl'
  | 'seasonName'
  | 'seasonOrder'
  | 'matchGroupName'
  | 'matchGroupMatchWeek'
> & {
  homeTeam: [string, string | null, string | null];
  awayTeam: [string, string | null, string | null];
  season: [string, number];
  matchGroup: [string, number | null] | null;
};

/** A row of MATCH_COLUMNS and PREDICTION_COLUMNS as the flat MatchRow the presenters take. */
function matchRowOf({ homeTeam, awayTeam, season, matchGroup, ...row }: OwnRow): MatchRow {
  return {
    ...row,
    homeTeamName: homeTeam[0],
    homeTeamShortName: homeTeam[1],
    homeTeamLogoUrl: homeTeam[2],
    awayTeamName: awayTeam[0],
    awayTeamShortName: awayTeam[1],
    awayTeamLogoUrl: awayTeam[2],
    seasonName: season[0],
    seasonOrder: season[1],
    matchGroupName: matchGroup?.[0] ?? null,
    matchGroupMatchWeek: matchGroup?.[1] ?? null,
  };
}

/** One of the caller's predictions (just written, so it exists), presented. */
async function loadOwnPrediction(deps: AppDeps, userId: number, predictionId: number) {
  const result = await deps.knex.raw(
    `SELECT ${MATCH_COLUMNS}, ${PREDICTION_COLUMNS('up')}
     FROM predictions up JOIN matches m ON m.id = up.match_id
     WHERE up.id = :predictionId AND up.user_id = :userId`,
    { predictionId, userId },
  );
  return presentPrediction(matchRowOf(camelRows<OwnRow>(result)[0]), deps.now());
}

/**
 * Creates the caller's prediction in one statement that re-checks the deadline under a share lock on
 * the match (so a result being entered waits or wins), lets the database refuse duplicates (second
 * prediction of a match 409, second banker of a week 409 by its unique index, never a 500), and
 * reads the answer back: the open match's row, with the prediction when it was written.
 */
export async function createPrediction(deps: AppDeps, userId: number, input: PredictionInput) {
  const { knex } = deps;
  const now = deps.now();
  const result = await knex.raw(
    `WITH opened AS (
       SELECT ${MATCH_COLUMNS} FROM matches m
       WHERE m.id = :matchId AND ${OPEN_MATCH}
       FOR SHARE OF m
     ), written AS (
       INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker)
       SELECT :userId, id, :homeGoals, :awayGoals, :isBanker FROM opened
       ON CONFLICT (user_id, match_id) DO NOTHING
       RETURNING *
     )
     SELECT opened.*, ${PREDICTION_COLUMNS('written')} FROM opened LEFT JOIN written ON true`,
    {
      userId,
      matchId: input.match,
      homeGoals: input.homeGoals,
      awayGoals: input.awayGoals,
      isBanker: input.isBanker,
      now,
    },
  );
  const [row] = camelRows<OwnRow>(result);
  if (!row) await explainRefusal(knex, input.match, input.isBanker, now);
  if (!row?.predictionId) throw conflict(PREDICTION_MESSAGES.alreadyPredicted, 'ALREADY_PREDICTED');
  return presentPrediction(matchRowOf(row), now);
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
