import type { Knex } from 'knex';
import { LEAGUE_MESSAGES, type KitStyle } from '@predictor/contracts';
import { forbidden, notFound } from '../../lib/errors';
import { matchesQuery } from '../matches/service';
import { presentMatch, type MatchRow } from '../matches/presenter';
import { deadlinePassedSql } from '../matches/open';
import { presentKit } from '../users/presenter';
import { SEASON_TOTALS_OF } from '../scoring/scoring-sql';
import { rankWindow, zeroWhenMissing } from '../leaderboards/ranking';
import { leaguesQuery, isVisible, type Caller } from './access';
import { presentLeague, type LeagueRow } from './presenter';

const TYPE_ORDER = `CASE l.type WHEN 'official' THEN 0 WHEN 'fanleague' THEN 1 WHEN 'public' THEN 2 ELSE 3 END`;

/**
 * GET /leagues: public, official and fan leagues for everyone; invite-only leagues for their members,
 * and for site admins also those they are not in (flagged visibleAsAdmin). Official first, then by name.
 */
export async function listLeagues(knex: Knex, caller: Caller) {
  const query = leaguesQuery(knex, caller).orderByRaw(`${TYPE_ORDER}, lower(l.name), l.id`);
  if (caller?.role !== 'admin') {
    query.where((w) => w.whereNot('l.type', 'invite_only').orWhereNotNull('me.id'));
  }
  const rows: LeagueRow[] = await query;
  return rows.filter((row) => isVisible(row, caller)).map((row) => presentLeague(row, caller));
}

/** GET /leagues/my: the caller's memberships with their season points in each league's season. */
export async function myMemberships(knex: Knex, userId: number) {
  const rows = await knex('leagueMembers as m')
    .join('leagues as l', 'l.id', 'm.leagueId')
    .join('seasons as s', 's.id', 'l.seasonId')
    .joinRaw(
      `LEFT JOIN LATERAL ${SEASON_TOTALS_OF('m.user_id', `'season:' || l.season_id`)} t ON true`,
    )
    .where('m.userId', userId)
    .select(
      'm.id',
      'm.role',
      'l.id as leagueId',
      'l.name',
      'l.type',
      's.id as seasonId',
      's.name as seasonName',
    )
    .select(knex.raw('coalesce(t.total_points, 0)::int AS total_points'))
    .orderByRaw('lower(l.name), l.id');
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    totalPoints: r.totalPoints,
    league: {
      id: r.leagueId,
      name: r.name,
      type: r.type,
      season: { id: r.seasonId, name: r.seasonName },
    },
  }));
}

/** GET /leagues/by-groupname/{groupname}: the fan-league landing data, or 404 'Fan league not found'. */
export async function fanLeagueByGroupname(knex: Knex, groupname: string, caller: Caller) {
  const row: LeagueRow | undefined = await leaguesQuery(knex, caller)
    .where('l.type', 'fanleague')
    .where('l.groupname', groupname.trim().toLowerCase())
    .first();
  if (!row) throw notFound(LEAGUE_MESSAGES.fanLeagueNotFound);
  return {
    id: row.id,
    name: row.name,
    groupname: row.groupname,
    description: row.description,
    season: { id: row.seasonId, name: row.seasonName },
    isMember: row.myRole !== null,
  };
}

type StandingRow = {
  id: number;
  role: string;
  user_id: number;
  team_name: string;
  first_name: string | null;
  last_name: string | null;
  kit_style: KitStyle | null;
  kit_primary_colour: string | null;
  kit_secondary_colour: string | null;
  total_points: number;
  correct_results: number;
  exact_scores: number;
  total_predictions: number;
  position: number;
};

/**
 * GET /leagues/{id}/standings: every member with their season totals (zeros without any), ranked like
 * the leaderboards (points, correct results, exact scores, goals in exact scores) with shared positions.
 * Real names only in invite-only leagues, or for the creator and site admins.
 */
export async function standings(knex: Knex, league: LeagueRow, caller: Caller) {
  const showNames =
    league.type === 'invite_only' ||
    caller?.role === 'admin' ||
    (caller !== null && (league.createdBy === caller.id || league.myRole === 'creator'));
  const { rows } = await knex.raw(
    `SELECT m.id, m.role, u.id AS user_id, u.team_name, u.first_name, u.last_name,
            u.kit_style, u.kit_primary_colour, u.kit_secondary_colour,
            coalesce(t.total_points, 0)::int AS total_points, coalesce(t.correct_results, 0)::int AS correct_results,
            coalesce(t.exact_scores, 0)::int AS exact_scores, coalesce(t.total_predictions, 0)::int AS total_predictions,
            (${rankWindow(zeroWhenMissing('t'))})::int AS position
     FROM league_members m
     JOIN users u ON u.id = m.user_id
     LEFT JOIN LATERAL ${SEASON_TOTALS_OF('m.user_id', '?')} t ON true
     WHERE m.league_id = ?
     ORDER BY position, lower(u.team_name), u.id`,
    [`season:${league.seasonId}`, league.id],
  );
  return (rows as StandingRow[]).map((r) => ({
    id: r.id,
    role: r.role,
    totalPoints: r.total_points,
    correctPredictions: r.correct_results,
    exactScoreCount: r.exact_scores,
    predictionCount: r.total_predictions,
    position: r.position,
    user: {
      id: r.user_id,
      teamName: r.team_name,
      firstName: showNames ? r.first_name : null,
      lastName: showNames ? r.last_name : null,
      ...presentKit({
        kitStyle: r.kit_style,
        kitPrimaryColour: r.kit_primary_colour,
        kitSecondaryColour: r.kit_secondary_colour,
      }),
    },
  }));
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
};

/**
 * GET /leagues/{id}/predictions?matchGroupId: the members' predictions in one match group of the
 * league's season, for members and site admins. Another member's scores and banker never leave the
 * database before that match's predictionsClose (null, hidden: true); the caller's own always do.
 */
export async function leaguePredictions(
  knex: Knex,
  league: LeagueRow,
  caller: Caller,
  matchGroupId: number,
  now: Date,
) {
  if (!caller || (league.myRole === null && caller.role !== 'admin'))
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
      'p.points as pPoints',
      'p.isScored as pIsScored',
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
    };
  });
}
