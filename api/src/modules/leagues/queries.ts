/*
 * What stays in knex here, and why (league standings are in standings.ts): league predictions
 * are one join of matches, predictions and members in which the database hides before each match's predictionsClose, so they never leave it. A season's points are a sum over month rows. Models would fetch rows to aggregate or mask them in JavaScript.
 */
import type { Knex } from 'knex';
import { LEAGUE_MESSAGES } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { matchesQuery } from '../matches/service';
import { presentMatch, type MatchRow } from '../matches/presenter';
import { deadlinePassedSql } from '../matches/open';
import { scoreColumn, SUMMED_TOTALS } from '../scoring/scoring-sql';
import { loadVisibleLeague } from './access';
import { leaguePolicy, type Caller } from './policy';

/** A player's points in each of these seasons (the sum of the season's month rows), by season id. */
export async function seasonPoints(knex: Knex, userId: number, seasonIds: number[]) {
  const rows: { scope: string; totalPoints: number }[] = await knex('leaderboardTotals as t')
    .where('t.userId', userId)
    .whereIn(
      't.scope',
      seasonIds.map((id) => `season:${id}`),
    )
    .groupBy('t.scope')
    .select('t.scope', knex.raw(SUMMED_TOTALS('t')));
  return new Map(rows.map((r) => [Number(r.scope.slice('season:'.length)), r.totalPoints]));
}

type LeaguePredictionRow = MatchRow & {
  pId: number;
  pUserId: number;
  pTeamName: string;
  pHomeGoals: number | null;
  pAwayGoals: number | null;
  pIsBanker: boolean | null;
  pPoints: number;
  pIsScored: boolean;
  pHidden: boolean;
  pEnteredByAdminId: number | null;
};

/**
 * GET /leagues/{id}/predictions?matchGroupId: the members' predictions in one match group of the
 * league's season, for members and site admins. Another member's scores and banker never leave the
 * database before that match's predictionsClose (null, hidden: true); the caller's own always do.
 */
export async function leaguePredictions(
  deps: AppDeps,
  caller: NonNullable<Caller>,
  id: number,
  matchGroupId: number,
) {
  const { knex } = deps;
  const now = deps.now();
  const league = await loadVisibleLeague(knex, caller, id);
  if (!leaguePolicy(league, caller).canSeePredictions)
    throw forbidden(LEAGUE_MESSAGES.notMember, 'NOT_MEMBER');
  const shown = `(p.user_id = ? OR ${deadlinePassedSql('m', '?')})`;
  const when = (sql: string) => knex.raw(sql.replace('SHOWN', shown), [caller.id, now]);
  const rows: LeaguePredictionRow[] = await matchesQuery(knex, null)
    .join('predictions as p', 'p.matchId', 'm.id')
    .join('leagueMembers as lm', (join) => {
      join.on('lm.userId', '=', 'p.userId').andOnVal('lm.leagueId', '=', league.id);
    })
    .join('users as pu', 'pu.id', 'p.userId')
    .where('m.seasonId', league.seasonId)
    .where('m.matchGroupId', matchGroupId)
    .select(
      'p.id as pId',
      'p.userId as pUserId',
      'pu.teamName as pTeamName',
      'p.enteredByAdminId as pEnteredByAdminId',
    )
    .select(
      knex.raw(`${scoreColumn('points')} AS p_points, ${scoreColumn('is_scored')} AS p_is_scored`),
    )
    .select(when('CASE WHEN SHOWN THEN p.home_goals END AS p_home_goals'))
    .select(when('CASE WHEN SHOWN THEN p.away_goals END AS p_away_goals'))
    .select(when('CASE WHEN SHOWN THEN p.is_banker END AS p_is_banker'))
    .select(when('NOT SHOWN AS p_hidden'))
    .orderBy('m.matchDate')
    .orderBy('m.id')
    .orderByRaw('lower(pu.team_name)');
  return rows.map((r) => {
    const { userPrediction: _u, hasPrediction: _h, ...match } = presentMatch(r, now);
    return {
      id: r.pId,
      user: { id: r.pUserId, teamName: r.pTeamName },
      match,
      homeGoals: r.pHomeGoals,
      awayGoals: r.pAwayGoals,
      isBanker: r.pIsBanker,
      points: r.pHidden ? 0 : r.pPoints,
      isScored: r.pIsScored,
      hidden: r.pHidden,
      enteredByAdmin: r.pEnteredByAdminId !== null,
    };
  });
}
