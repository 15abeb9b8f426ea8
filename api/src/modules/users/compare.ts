/*
 * Head to head, GET /users/{id}/compare. Stays in knex, like predictions/form.ts: a comparison is a
 * few aggregates over two players' predictions in one season (points per round, banker record),
 * each prediction scored by the scoring SQL (scoring-sql.ts), the season totals read from
 * leaderboard_totals as the tables read them, and the matches both predicted with the other
 * player's pick masked in SQL before the deadline (matches/open.ts), so it never leaves the database.
 */
import type { Knex } from 'knex';
import { ADMIN_MESSAGES, USER_MESSAGES } from '@predictor/contracts';
import type { CompareQuery, Presented } from '@predictor/contracts/types';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { camelRows } from '../../db/rows';
import { User } from '../../models';
import { compareStanding, type Standing } from '../leaderboards/ranking';
import { deadlinePassedSql } from '../matches/open';
import { presentMatch, type MatchRow } from '../matches/presenter';
import { matchesQuery } from '../matches/service';
import { BANKER_RECORD } from '../predictions/form';
import { scoreColumn, scoreColumns, SUMMED_TOTALS } from '../scoring/scoring-sql';
import { presentPublicUser } from './presenter';

type Comparison = Presented<'Comparison'>;
type Pair = { me: number; them: number };
type SeasonRow = {
  id: number;
  name: string;
  isActive: boolean;
  competitionId: number;
  competitionName: string;
  both: boolean;
};

/**
 * Seasons in which either player has a prediction the caller may see (their own, or the other's
 * once its deadline has passed; void ones left out), active first, then the latest; `both` when
 * each of the two has one there.
 */
async function comparableSeasons(knex: Knex, pair: Pair, now: Date) {
  const visible = `(p.user_id = :me OR ${deadlinePassedSql('m', ':now')})`;
  const result = await knex.raw(
    `SELECT s.id, s.name, s.is_active, c.id AS competition_id, c.name AS competition_name,
            count(DISTINCT p.user_id) = 2 AS both
     FROM predictions p JOIN matches m ON m.id = p.match_id
     JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id
     WHERE p.user_id IN (:me, :them) AND NOT p.is_void AND ${visible}
     GROUP BY s.id, c.id
     ORDER BY s.is_active DESC, s.start_date DESC, c.tier ASC NULLS LAST, s."order", s.id DESC`,
    { ...pair, now },
  );
  return camelRows<SeasonRow>(result);
}

const presentSeason = (s: Omit<SeasonRow, 'both'>) => ({
  id: s.id,
  name: s.name,
  isActive: s.isActive,
  competition: { id: s.competitionId, name: s.competitionName },
});

/** The asked season (404 when unknown), else the first listed season both played in, else the first listed. */
async function chosenSeason(knex: Knex, seasons: SeasonRow[], asked: number | undefined) {
  if (asked === undefined) return seasons.find((s) => s.both) ?? seasons[0] ?? null;
  const listed = seasons.find((s) => s.id === asked);
  if (listed) return listed;
  const [row] = camelRows<SeasonRow>(
    await knex.raw(
      `SELECT s.id, s.name, s.is_active, c.id AS competition_id, c.name AS competition_name
       FROM seasons s JOIN competitions c ON c.id = s.competition_id WHERE s.id = ?`,
      [asked],
    ),
  );
  if (!row) throw notFound(ADMIN_MESSAGES.seasonNotFound);
  return row;
}

type TotalsRow = Standing & { userId: number; totalPredictions: number };

/** Each player's totals in the season's table (zeros without any), as the leaderboards add them up. */
async function seasonTotals(knex: Knex, pair: Pair, seasonId: number | null) {
  const rows: TotalsRow[] =
    seasonId === null
      ? []
      : await knex('leaderboardTotals as t')
          .where('t.scope', `season:${seasonId}`)
          .whereIn('t.userId', [pair.me, pair.them])
          .groupBy('t.userId')
          .select('t.userId', knex.raw(SUMMED_TOTALS('t')));
  const of = (userId: number): TotalsRow =>
    rows.find((r) => r.userId === userId) ?? {
      userId,
      totalPoints: 0,
      correctResults: 0,
      exactScores: 0,
      exactGoals: 0,
      totalPredictions: 0,
    };
  return { me: of(pair.me), them: of(pair.them) };
}

/** Both players' predictions of season :seasonId with their scores, void ones left out. */
const SEASON_PREDICTIONS = `
  SELECT p.user_id, p.is_banker, m.match_group_id, m.match_date, ${scoreColumns()}
  FROM predictions p JOIN matches m ON m.id = p.match_id
  WHERE m.season_id = :seasonId AND p.user_id IN (:me, :them) AND NOT p.is_void`;

/** Points per round (match group) in which either has a scored prediction, oldest first. */
async function roundPoints(knex: Knex, pair: Pair, seasonId: number) {
  const result = await knex.raw(
    `SELECT g.id, g.name, g.match_week,
            sum(p.points) FILTER (WHERE p.user_id = :me)::int AS me,
            sum(p.points) FILTER (WHERE p.user_id = :them)::int AS them
     FROM (${SEASON_PREDICTIONS}) p JOIN match_groups g ON g.id = p.match_group_id
     WHERE p.is_scored
     GROUP BY g.id
     ORDER BY min(p.match_date), g.id`,
    { ...pair, seasonId },
  );
  return camelRows<{
    id: number;
    name: string;
    matchWeek: number | null;
    me: number | null;
    them: number | null;
  }>(result).map((r) => ({
    matchGroup: { id: r.id, name: r.name, matchWeek: r.matchWeek },
    me: r.me,
    them: r.them,
  }));
}

type BankerRow = { userId: number; scored: number; correct: number; bonusPoints: number };

/** Each player's banker record in the season (only bankers with a result count, so none is revealed early). */
async function bankerRecords(knex: Knex, pair: Pair, seasonId: number | null) {
  const rows =
    seasonId === null
      ? []
      : camelRows<BankerRow>(
          await knex.raw(
            `SELECT p.user_id, ${BANKER_RECORD()} FROM (${SEASON_PREDICTIONS}) p GROUP BY p.user_id`,
            { ...pair, seasonId },
          ),
        );
  const of = (userId: number) => {
    const row = rows.find((r) => r.userId === userId);
    return {
      scored: row?.scored ?? 0,
      correct: row?.correct ?? 0,
      bonusPoints: row?.bonusPoints ?? 0,
    };
  };
  return { me: of(pair.me), them: of(pair.them) };
}

type SharedRow = MatchRow & {
  mePoints: number;
  meScored: boolean;
  themHidden: boolean;
  themHomeGoals: number | null;
  themAwayGoals: number | null;
  themIsBanker: boolean | null;
  themPoints: number | null;
  themScored: boolean;
};

/**
 * The season's matches both predicted, newest first: the match as the league grid shows it, the
 * caller's pick (always shown) and the other's, whose goals, banker and points stay null before
 * the match's predictionsClose.
 */
async function sharedMatches(knex: Knex, pair: Pair, seasonId: number, now: Date) {
  const shown = deadlinePassedSql('m', '?');
  const masked = (sql: string, as: string) =>
    knex.raw(`CASE WHEN ${shown} THEN ${sql} END AS ${as}`, [now]);
  const rows: SharedRow[] = await matchesQuery(knex, pair.me)
    .join('predictions as op', (join) => {
      join.on('op.matchId', '=', 'm.id').andOnVal('op.userId', '=', pair.them);
    })
    .where('m.seasonId', seasonId)
    .whereNotNull('up.id')
    .where('up.isVoid', false)
    .where('op.isVoid', false)
    .select(
      knex.raw(
        `${scoreColumn('points', 'up')} AS me_points, ${scoreColumn('is_scored', 'up')} AS me_scored,
         ${scoreColumn('is_scored', 'op')} AS them_scored`,
      ),
      knex.raw(`NOT ${shown} AS them_hidden`, [now]),
      masked('op.home_goals', 'them_home_goals'),
      masked('op.away_goals', 'them_away_goals'),
      masked('op.is_banker', 'them_is_banker'),
      masked(scoreColumn('points', 'op'), 'them_points'),
    )
    .orderBy('m.matchDate', 'desc')
    .orderBy('m.id', 'desc');
  return rows.map((r) => {
    const { userPrediction: _u, hasPrediction: _h, ...match } = presentMatch(r, now);
    return {
      match,
      me: {
        homeGoals: r.predictionHomeGoals,
        awayGoals: r.predictionAwayGoals,
        isBanker: r.predictionIsBanker,
        points: r.mePoints,
        isScored: r.meScored,
        hidden: false,
      },
      them: {
        homeGoals: r.themHomeGoals,
        awayGoals: r.themAwayGoals,
        isBanker: r.themIsBanker,
        points: r.themPoints,
        isScored: r.themScored,
        hidden: r.themHidden,
      },
    };
  });
}

const side = (
  user: Parameters<typeof presentPublicUser>[0],
  totals: TotalsRow,
  bankers: Comparison['me']['bankers'],
) => ({
  user: presentPublicUser(user),
  totals: {
    points: totals.totalPoints,
    correctResults: totals.correctResults,
    exactScores: totals.exactScores,
    exactGoals: totals.exactGoals,
    scoredPredictions: totals.totalPredictions,
  },
  bankers,
});

/**
 * GET /users/{id}/compare: the caller beside another active player in one season (the asked one,
 * else the first comparable season both played in, else the first comparable one): the table's
 * totals and who leads on the table's order, banker records, points per round and the matches both
 * predicted. 400 for the caller's own id, 404 'User not found' (also deactivated), 404 'Season not
 * found' for an unknown season.
 */
export async function comparePlayers(
  deps: AppDeps,
  callerId: number,
  otherId: number,
  query: CompareQuery,
): Promise<Comparison> {
  const { knex } = deps;
  if (otherId === callerId)
    throw badRequest(USER_MESSAGES.compareWithSelf, { id: USER_MESSAGES.compareWithSelf });
  const users = await User.query(knex)
    .modify('active')
    .findByIds([callerId, otherId])
    .select('id', 'teamName', 'kitStyle', 'kitPrimaryColour', 'kitSecondaryColour');
  const me = users.find((u) => u.id === callerId);
  const them = users.find((u) => u.id === otherId);
  if (!me || !them) throw notFound(USER_MESSAGES.notFound);
  const now = deps.now();
  const pair = { me: callerId, them: otherId };
  const seasons = await comparableSeasons(knex, pair, now);
  const season = await chosenSeason(knex, seasons, query.season);
  const seasonId = season?.id ?? null;
  const totals = await seasonTotals(knex, pair, seasonId);
  const bankers = await bankerRecords(knex, pair, seasonId);
  const order = compareStanding(totals.me, totals.them);
  return {
    season: season && presentSeason(season),
    seasons: seasons.map(presentSeason),
    me: side(me, totals.me, bankers.me),
    them: side(them, totals.them, bankers.them),
    leader: order < 0 ? 'me' : order > 0 ? 'them' : 'level',
    rounds: seasonId === null ? [] : await roundPoints(knex, pair, seasonId),
    sharedMatches: seasonId === null ? [] : await sharedMatches(knex, pair, seasonId, now),
  };
}
