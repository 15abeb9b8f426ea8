/*
 * What stays in knex here, and why (league standings are in standings.ts): league predictions are
 * a page of members picked in SQL (those who predicted in the week, by team name) and their
 * predictions, in which the database hides before each match's predictionsClose, so hidden scores
 * never leave it. A season's points are a sum over month rows. Models would fetch every member's
 * rows to page, aggregate or mask them in JavaScript.
 */
import type { Knex } from 'knex';
import { LEAGUE_MESSAGES } from '@predictor/contracts';
import type { Presented } from '@predictor/contracts/types';
import type { AppDeps } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { camelRows } from '../../db/rows';
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

type Member = { id: number; teamName: string };
export type PredictionsPage = { offset: number; limit: number };

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * One page of the league's members other than the caller who predicted at least one of these
 * matches, by team name, and how many there are: one statement, each member probed through the
 * (user_id, match_id) unique index, so a 10,000-member league is paged without reading its picks.
 */
async function predictingMembers(
  knex: Knex,
  leagueId: number,
  callerId: number,
  matchIds: number[],
  page: PredictionsPage,
) {
  const result = await knex.raw(
    `WITH predicting AS (
       SELECT u.id, u.team_name FROM league_members lm JOIN users u ON u.id = lm.user_id
       WHERE lm.league_id = ? AND lm.user_id <> ?
         AND EXISTS (SELECT 1 FROM predictions p
                     WHERE p.user_id = lm.user_id AND p.match_id IN (${placeholders(matchIds)})))
     SELECT (SELECT count(*) FROM predicting) AS total, page.id, page.team_name
     FROM (SELECT 1) one
     LEFT JOIN (SELECT * FROM predicting ORDER BY lower(team_name), id LIMIT ? OFFSET ?) page ON true
     ORDER BY lower(page.team_name), page.id`,
    [leagueId, callerId, ...matchIds, page.limit, page.offset],
  );
  const rows = camelRows<{ total: number; id: number | null; teamName: string | null }>(result);
  const members = rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, teamName: r.teamName! }]));
  return { total: Number(rows[0]?.total ?? 0), members };
}

type PickRow = {
  id: number;
  userId: number;
  matchId: number;
  homeGoals: number | null;
  awayGoals: number | null;
  isBanker: boolean | null;
  points: number;
  isScored: boolean;
  hidden: boolean;
  enteredByAdminId: number | null;
};

/** These members' predictions of these matches; another's scores and banker null before the deadline. */
async function picksOf(
  knex: Knex,
  callerId: number,
  now: Date,
  members: Member[],
  matchIds: number[],
) {
  if (members.length === 0 || matchIds.length === 0) return [];
  const shown = `(p.user_id = ? OR ${deadlinePassedSql('m', '?')})`;
  const when = (sql: string) => knex.raw(sql.replace('SHOWN', shown), [callerId, now]);
  const rows: PickRow[] = await knex('predictions as p')
    .join('matches as m', 'm.id', 'p.matchId')
    .whereIn('p.matchId', matchIds)
    .whereIn(
      'p.userId',
      members.map((m) => m.id),
    )
    .select('p.id', 'p.userId', 'p.matchId', 'p.enteredByAdminId')
    .select(
      knex.raw(`${scoreColumn('points')} AS points, ${scoreColumn('is_scored')} AS is_scored`),
    )
    .select(when('CASE WHEN SHOWN THEN p.home_goals END AS home_goals'))
    .select(when('CASE WHEN SHOWN THEN p.away_goals END AS away_goals'))
    .select(when('CASE WHEN SHOWN THEN p.is_banker END AS is_banker'))
    .select(when('NOT SHOWN AS hidden'))
    .orderBy('p.id');
  const byId = new Map(members.map((m) => [m.id, m]));
  return rows.map((r) => ({
    id: r.id,
    user: byId.get(r.userId)!,
    match: { id: r.matchId },
    homeGoals: r.homeGoals,
    awayGoals: r.awayGoals,
    isBanker: r.isBanker,
    points: r.hidden ? 0 : r.points,
    isScored: r.isScored,
    hidden: r.hidden,
    enteredByAdmin: r.enteredByAdminId !== null,
  }));
}

/**
 * GET /leagues/{id}/predictions?matchGroupId[&offset&limit], for members and site admins: the
 * week's matches of the league's season, the caller's own row (a member's; their scores always
 * shown), one page of the other members who predicted in the week, by team name, and those
 * members' predictions. Another member's scores and banker never leave the database before that
 * match's predictionsClose (null, hidden: true).
 */
export async function leaguePredictions(
  deps: AppDeps,
  caller: NonNullable<Caller>,
  id: number,
  matchGroupId: number,
  page: PredictionsPage,
): Promise<Presented<'LeaguePredictions'>> {
  const { knex } = deps;
  const now = deps.now();
  const league = await loadVisibleLeague(knex, caller, id);
  if (!leaguePolicy(league, caller).canSeePredictions)
    throw forbidden(LEAGUE_MESSAGES.notMember, 'NOT_MEMBER');
  const matchRows: MatchRow[] = await matchesQuery(knex, null)
    .where('m.seasonId', league.seasonId)
    .where('m.matchGroupId', matchGroupId)
    .orderBy('m.matchDate')
    .orderBy('m.id');
  const matches = matchRows.map((r) => {
    const { userPrediction: _u, hasPrediction: _h, ...match } = presentMatch(r, now);
    return match;
  });
  const matchIds = matches.map((m) => m.id);
  const { total, members } =
    matchIds.length === 0
      ? { total: 0, members: [] }
      : await predictingMembers(knex, league.id, caller.id, matchIds, page);
  const me = league.myRole === null ? null : await teamOf(knex, caller.id);
  return {
    matches,
    currentUser: me,
    members,
    predictions: await picksOf(knex, caller.id, now, me ? [me, ...members] : members, matchIds),
    totalMembers: total,
    offset: page.offset,
    limit: page.limit,
  };
}

async function teamOf(knex: Knex, userId: number): Promise<Member> {
  const user: { id: number; teamName: string } = await knex('users')
    .where('id', userId)
    .first('id', 'teamName');
  return { id: user.id, teamName: user.teamName };
}
