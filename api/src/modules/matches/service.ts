/*
 * Player reads of matches on the Match model, its teams, season, group and the caller's prediction
 * joined in one query (withGraphJoined). Stays in knex: the dashboard's pick of each active season's
 * next matches (a row_number() window, one set-based subquery), and matchesQuery, the same join as
 * flat rows, which the league and profile queries extend with joins of their own.
 */
import type { Knex } from 'knex';
import type { AnyQueryBuilder } from 'objection';
import { UPCOMING_MATCHES_PER_SEASON } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { Match } from '../../models';
import { presentMatchGraph, type MatchGraph } from './presenter';

export const MATCH_NOT_FOUND = 'Match not found';

/**
 * Matches with teams, season, group and the caller's own prediction (the `predictions` relation
 * filtered on the caller, so never anyone else's). `userId` null: no prediction. Reused by predictions.
 */
export function matchesWithOwnPrediction(knex: Knex, userId: number | null) {
  return Match.query(knex)
    .withGraphJoined('[homeTeam, awayTeam, season, matchGroup, predictions(own)]')
    .modifiers({ own: (query) => query.where('userId', userId ?? 0) });
}

/** Runs a matchesWithOwnPrediction query: every relation of the graph is loaded. */
export const loadGraphs = async (query: ReturnType<typeof matchesWithOwnPrediction>) =>
  (await query) as MatchGraph[];

/**
 * The same matches as flat rows (left join on the caller's id, so never anyone else's prediction),
 * for queries that add joins and columns of their own (league predictions, player profiles).
 * `ownFrom` names where the caller's predictions are read: the table, or a CTE of rows the same
 * statement writes (the batch's read back, which the statement's snapshot would not show).
 */
export function matchesQuery(knex: Knex, userId: number | null, ownFrom = 'predictions') {
  return knex('matches as m')
    .join('teams as ht', 'ht.id', 'm.homeTeamId')
    .join('teams as at', 'at.id', 'm.awayTeamId')
    .join('seasons as s', 's.id', 'm.seasonId')
    .leftJoin('matchGroups as mg', 'mg.id', 'm.matchGroupId')
    .leftJoin(`${ownFrom} as up`, (join) => {
      join.on('up.matchId', '=', 'm.id').andOnVal('up.userId', '=', userId ?? 0);
    })
    .select(
      'm.id',
      'm.matchDate',
      'm.predictionsClose',
      'm.status',
      'm.isCup',
      'm.venue',
      'm.homeGoals',
      'm.awayGoals',
      'ht.id as homeTeamId',
      'ht.name as homeTeamName',
      'ht.shortName as homeTeamShortName',
      'ht.logoUrl as homeTeamLogoUrl',
      'at.id as awayTeamId',
      'at.name as awayTeamName',
      'at.shortName as awayTeamShortName',
      'at.logoUrl as awayTeamLogoUrl',
      's.id as seasonId',
      's.name as seasonName',
      's.order as seasonOrder',
      'mg.id as matchGroupId',
      'mg.name as matchGroupName',
      'mg.matchWeek as matchGroupMatchWeek',
      'up.id as predictionId',
      'up.userId as predictionUserId',
      'up.homeGoals as predictionHomeGoals',
      'up.awayGoals as predictionAwayGoals',
      'up.isBanker as predictionIsBanker',
      'up.isVoid as predictionIsVoid',
      'up.enteredByAdminId as predictionEnteredByAdminId',
      'up.createdAt as predictionCreatedAt',
      'up.updatedAt as predictionUpdatedAt',
    );
}

/** GET /matches: a season's (or one match group's) matches by kick-off. */
export async function listMatches(
  deps: AppDeps,
  userId: number | null,
  filter: { season?: number; matchGroup?: number },
) {
  const query = matchesWithOwnPrediction(deps.knex, userId)
    .orderBy('matches.matchDate')
    .orderBy('matches.id');
  if (filter.season) query.where('matches.seasonId', filter.season);
  if (filter.matchGroup) query.where('matches.matchGroupId', filter.matchGroup);
  const now = deps.now();
  return (await loadGraphs(query)).map((match) => presentMatchGraph(match, now));
}

/** GET /matches/{id}; 404 'Match not found'. */
export async function getMatch(deps: AppDeps, userId: number | null, id: number) {
  const [match] = await loadGraphs(
    matchesWithOwnPrediction(deps.knex, userId).where('matches.id', id),
  );
  if (!match) throw notFound(MATCH_NOT_FOUND);
  return presentMatchGraph(match, deps.now());
}

/**
 * GET /matches/dashboard/upcoming: future matches (kick-off after now, scheduled or postponed) of
 * active seasons, at most 5 per season, by kick-off; also grouped by season (seasons by order, name).
 */
export async function upcomingMatches(deps: AppDeps, userId: number | null) {
  const { knex } = deps;
  const now = deps.now();
  const firstPerSeason = knex
    .select('id')
    .from(
      knex('matches as fm')
        .join('seasons as fs', 'fs.id', 'fm.seasonId')
        .where('fs.isActive', true)
        .where('fm.matchDate', '>', now)
        .whereIn('fm.status', ['scheduled', 'postponed'])
        .select(
          'fm.id',
          knex.raw(
            'row_number() OVER (PARTITION BY fm.season_id ORDER BY fm.match_date, fm.id) AS rn',
          ),
        )
        .as('ranked'),
    )
    .where('rn', '<=', UPCOMING_MATCHES_PER_SEASON);
  const matches = await loadGraphs(
    matchesWithOwnPrediction(knex, userId)
      // A knex subquery: objection's types only name its own builders here.
      .whereIn('matches.id', firstPerSeason as unknown as AnyQueryBuilder)
      .orderBy('matches.matchDate')
      .orderBy('matches.id'),
  );
  const upcoming = matches.map((match) => presentMatchGraph(match, now));
  const bySeason = new Map<
    number,
    { season: { id: number; name: string }; order: number; matches: typeof upcoming }
  >();
  matches.forEach(({ season }, i) => {
    const entry = bySeason.get(season.id) ?? {
      season: { id: season.id, name: season.name },
      order: season.order,
      matches: [],
    };
    entry.matches.push(upcoming[i]);
    bySeason.set(season.id, entry);
  });
  const matchesBySeason = [...bySeason.values()]
    .sort((a, b) => a.order - b.order || a.season.name.localeCompare(b.season.name))
    .map(({ season, matches }) => ({ season, matches }));
  return { upcomingMatches: upcoming, matchesBySeason };
}
