// Knex SQL over the aggregates (leaderboard_totals) and one week's predictions: a recap needs every
// player's season totals to place each recipient before and after the week (set-based reads, ranked
// in memory by the shared ranking).
import type { Knex } from 'knex';
import { openSql } from '../matches/open';
import { compareStanding, sharedPositions, type Standing } from '../leaderboards/ranking';
import { CONTRIBUTION, scoreColumn, SUMMED_TOTALS, TOTAL_COLUMNS } from '../scoring/scoring-sql';
import { camelRows, type RawResult } from '../../db/rows';
import { channelsSql } from '../push/channels';
import { ROUND_COMPLETE } from '../leaderboards/rounds';

/** Results by e-mail (e-mail notifications on too), by push (with a device), or both. */
const RESULTS = channelsSql('u', 'results');

/** A recap is sent for weeks whose last kick-off is at most this long ago (older weeks never get one). */
export const RECAP_WINDOW_DAYS = 7;

export type CompletedWeek = {
  matchGroupId: number;
  seasonId: number;
  weekName: string;
  competitionName: string;
};

/**
 * Weeks (match groups) complete (leaderboards/rounds.ts: every match counted with its result or
 * cancelled, at least one counted), the last kick-off within the window, and a recipient (results by e-mail or push) not yet recapped.
 */
export async function completedWeeks(knex: Knex, now: Date): Promise<CompletedWeek[]> {
  const result = await knex.raw(
    `SELECT g.id AS match_group_id, g.season_id, g.name AS week_name, c.name AS competition_name
     FROM match_groups g
     JOIN seasons s ON s.id = g.season_id
     JOIN competitions c ON c.id = s.competition_id
     JOIN matches m ON m.match_group_id = g.id AND m.status <> 'cancelled'
     GROUP BY g.id, c.name
     HAVING ${ROUND_COMPLETE}
        AND max(m.match_date) > :now::timestamptz - make_interval(days => :days)
        AND EXISTS (SELECT 1 FROM predictions p JOIN users u ON u.id = p.user_id
                    WHERE p.match_group_id = g.id AND NOT p.is_void AND u.is_active
                      AND (${RESULTS.byEmail} OR ${RESULTS.byPush})
                      AND NOT EXISTS (SELECT 1 FROM round_recaps r WHERE r.user_id = p.user_id AND r.match_group_id = g.id))
     ORDER BY g.id`,
    { now, days: RECAP_WINDOW_DAYS },
  );
  return camelRows<CompletedWeek>(result);
}

export type Recipient = {
  userId: number;
  email: string;
  teamName: string;
  brand: string | null;
  /** The next deadline in UK time (BST/GMT) rather than UTC. */
  ukTime: boolean;
  points: number;
  banker: { match: string; points: number } | null;
  byEmail: boolean;
  byPush: boolean;
};

/** Players who predicted in the week (not void), active with results by e-mail or push, not yet recapped for it. */
export async function recipients(knex: Knex, matchGroupId: number): Promise<Recipient[]> {
  const result = await knex.raw(
    `SELECT u.id AS user_id, u.email, u.team_name, u.brand, u.uk_time,
            ${RESULTS.byEmail} AS by_email, ${RESULTS.byPush} AS by_push,
            sum(${scoreColumn('points')})::int AS points,
            max(CASE WHEN p.is_banker THEN ht.name || ' v ' || at.name END) AS banker_match,
            max(CASE WHEN p.is_banker THEN ${scoreColumn('points')} END)::int AS banker_points
     FROM predictions p
     JOIN users u ON u.id = p.user_id
     JOIN matches m ON m.id = p.match_id
     JOIN teams ht ON ht.id = m.home_team_id
     JOIN teams at ON at.id = m.away_team_id
     WHERE p.match_group_id = ? AND NOT p.is_void AND u.is_active AND (${RESULTS.byEmail} OR ${RESULTS.byPush})
       AND NOT EXISTS (SELECT 1 FROM round_recaps r WHERE r.user_id = u.id AND r.match_group_id = p.match_group_id)
     GROUP BY u.id
     ORDER BY u.id`,
    [matchGroupId],
  );
  type Row = Omit<Recipient, 'banker'> & { bankerMatch: string | null; bankerPoints: number };
  return camelRows<Row>(result).map(({ bankerMatch, bankerPoints, ...r }) => ({
    ...r,
    banker: bankerMatch ? { match: bankerMatch, points: Number(bankerPoints) } : null,
  }));
}

type Totals = Standing & { totalPredictions: number };

/** Each player's totals by user id, from rows of user_id and the TOTAL_COLUMNS. */
const totalsByUser = (result: RawResult) =>
  new Map(camelRows<Totals & { userId: number }>(result).map(({ userId, ...t }) => [userId, t]));

/** Positions (1, 2, 2, 4) of the players in `table`, by the shared ranking. */
export function positionsOf(table: Map<number, Standing>): Map<number, number> {
  const sorted = [...table].sort(([a, x], [b, y]) => compareStanding(x, y) || a - b);
  const positions = sharedPositions(sorted.map(([, standing]) => standing));
  return new Map(sorted.map(([userId], i) => [userId, positions[i]]));
}

/** Every player's season totals now, and as they stood without the week's predictions. */
export async function seasonTablesAroundWeek(
  knex: Knex,
  seasonId: number,
  matchGroupId: number,
): Promise<{ after: Map<number, Totals>; before: Map<number, Totals> }> {
  const totals = await knex.raw(
    `SELECT user_id, ${SUMMED_TOTALS('l')} FROM leaderboard_totals l WHERE scope = ?
     GROUP BY user_id HAVING sum(total_predictions) > 0`,
    [`season:${seasonId}`],
  );
  const week = await knex.raw(
    `SELECT p.user_id, ${CONTRIBUTION.map(
      (sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`,
    ).join(', ')}
     FROM predictions p JOIN matches m ON m.id = p.match_id
     WHERE p.match_group_id = ? AND NOT p.is_void GROUP BY p.user_id`,
    [matchGroupId],
  );
  const after = totalsByUser(totals);
  const weekOf = totalsByUser(week);
  const before = new Map<number, Totals>();
  for (const [userId, now] of after) {
    const w = weekOf.get(userId);
    const was: Totals = w
      ? {
          totalPoints: now.totalPoints - w.totalPoints,
          correctResults: now.correctResults - w.correctResults,
          exactScores: now.exactScores - w.exactScores,
          exactGoals: now.exactGoals - w.exactGoals,
          totalPredictions: now.totalPredictions - w.totalPredictions,
        }
      : now;
    if (was.totalPredictions > 0) before.set(userId, was);
  }
  return { after, before };
}

/** The season's leagues of the given players: league id, name and every member. */
export async function leaguesOf(
  knex: Knex,
  seasonId: number,
  userIds: number[],
): Promise<{ id: number; name: string; members: number[] }[]> {
  if (userIds.length === 0) return [];
  const result = await knex.raw(
    `SELECT l.id, l.name, array_agg(lm.user_id ORDER BY lm.user_id) AS members
     FROM leagues l JOIN league_members lm ON lm.league_id = l.id
     WHERE l.season_id = ? AND EXISTS (SELECT 1 FROM league_members x WHERE x.league_id = l.id
                                       AND x.user_id = ANY(?::int[]))
     GROUP BY l.id ORDER BY l.name, l.id`,
    [seasonId, userIds],
  );
  return camelRows<{ id: number; name: string; members: number[] }>(result).map((r) => ({
    ...r,
    members: r.members.map(Number),
  }));
}

/** The first predictionsClose of the season's matches still open for predictions, or null. */
export async function nextDeadline(knex: Knex, seasonId: number, now: Date): Promise<Date | null> {
  const result = await knex.raw(
    `SELECT min(predictions_close) AS next FROM matches
     WHERE season_id = ? AND ${openSql('matches', '?')}`,
    [seasonId, now],
  );
  const [row] = camelRows<{ next: Date | null }>(result);
  return row?.next ? new Date(row.next) : null;
}
