/*
 * Rounds (match groups) as the round tables and the round winners see them. Hand-written SQL like
 * the rest of the leaderboards: one grouped read over a season's match groups and their matches.
 */
import type { Knex } from 'knex';
import { camelRows } from '../../db/rows';
import { notFound } from '../../lib/errors';
import { CONTRIBUTION, TOTAL_COLUMNS } from '../scoring/scoring-sql';
import { columnOf, rankWindow } from './ranking';

/** The round a round table is of, in its answer: complete once every match has its final result. */
export type RoundOfTable = {
  id: number;
  name: string;
  matchWeek: number | null;
  complete: boolean;
};

/**
 * Per match group g (joined to its matches m, grouped by g): whether it has a counted result, and
 * whether it is complete: every match counted with its result or cancelled, and at least one counted
 * (a postponed match, or one finished without a score, keeps its round open).
 */
export const ROUND_HAS_RESULT = `count(m.id) FILTER (WHERE m.counted_period IS NOT NULL) > 0`;
export const ROUND_COMPLETE = `(${ROUND_HAS_RESULT} AND count(m.id) FILTER (
  WHERE m.counted_period IS NULL AND m.status <> 'cancelled') = 0)`;

/**
 * The match group of a round table: the one asked for (404 'Round not found' unless it is one of
 * the season's), else the season's latest round with a counted result (highest match week, then
 * highest id, as the leaderboards' latest week), else its first round; null when it has none.
 */
export async function roundOfTable(
  knex: Knex,
  seasonId: number,
  roundId?: number,
): Promise<RoundOfTable | null> {
  const result = await knex.raw(
    `SELECT g.id, g.name, g.match_week, ${ROUND_HAS_RESULT} AS has_result, ${ROUND_COMPLETE} AS complete
     FROM match_groups g LEFT JOIN matches m ON m.match_group_id = g.id
     WHERE g.season_id = :seasonId ${roundId === undefined ? '' : 'AND g.id = :roundId'}
     GROUP BY g.id
     ORDER BY has_result DESC,
              CASE WHEN ${ROUND_HAS_RESULT} THEN g.match_week END DESC NULLS LAST,
              CASE WHEN ${ROUND_HAS_RESULT} THEN g.id END DESC,
              g.match_week ASC NULLS LAST, g.id ASC
     LIMIT 1`,
    { seasonId, roundId: roundId ?? null },
  );
  const [row] = camelRows<RoundOfTable & { hasResult: boolean }>(result);
  if (!row) {
    if (roundId !== undefined) throw notFound('Round not found');
    return null;
  }
  return { id: row.id, name: row.name, matchWeek: row.matchWeek, complete: row.complete };
}

/**
 * The season's next round to get a first result: its first round (by match week, then first
 * kick-off, then id) with no counted result yet and a match not cancelled; null when none.
 */
export async function nextRoundToScore(
  knex: Knex,
  seasonId: number,
): Promise<{ id: number } | null> {
  const result = await knex.raw(
    `SELECT g.id FROM match_groups g JOIN matches m ON m.match_group_id = g.id
     WHERE g.season_id = ?
     GROUP BY g.id
     HAVING NOT ${ROUND_HAS_RESULT} AND count(m.id) FILTER (WHERE m.status <> 'cancelled') > 0
     ORDER BY g.match_week ASC NULLS LAST, min(m.match_date), g.id
     LIMIT 1`,
    [seasonId],
  );
  const [row] = camelRows<{ id: number }>(result);
  return row ?? null;
}

const roundsInFlight = new WeakMap<Knex, Map<string, Promise<RoundOfTable | null>>>();

/**
 * roundOfTable shared by the requests that arrive while it runs (as readState shares the totals'
 * version): a burst of round table reads costs one query, not one each, and every answer is as
 * fresh as the request.
 */
export function roundOfTableShared(
  knex: Knex,
  seasonId: number,
  roundId?: number,
): Promise<RoundOfTable | null> {
  let flights = roundsInFlight.get(knex);
  if (!flights) roundsInFlight.set(knex, (flights = new Map()));
  const key = `${seasonId}|${roundId ?? ''}`;
  const running = flights.get(key);
  if (running) return running;
  const round = roundOfTable(knex, seasonId, roundId).finally(() => flights.delete(key));
  flights.set(key, round);
  return round;
}

/**
 * The winners of the rounds whose ids `groupIds` (SQL) yields: per round, the active players first in
 * its table (its counted predictions' points, the shared tie-breaks; players equal on all of them all
 * win). Rows: group_id, user_id, team_name, total_points.
 */
export const ROUND_WINNERS = (groupIds: string) => `
  SELECT r.group_id, r.user_id, r.team_name, r.total_points FROM (
    SELECT t.*, ${rankWindow(columnOf('t'), 't.group_id')} AS rank FROM (
      SELECT m.match_group_id AS group_id, p.user_id, u.team_name,
             ${CONTRIBUTION.map((sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`).join(', ')}
      FROM matches m
      JOIN predictions p ON p.match_id = m.id
      JOIN users u ON u.id = p.user_id AND u.is_active
      WHERE m.match_group_id IN (${groupIds}) AND m.counted_period IS NOT NULL
      GROUP BY m.match_group_id, p.user_id, u.team_name
    ) t WHERE t.total_predictions > 0
  ) r WHERE r.rank = 1`;

/** The winners of one complete round, best known first by team name: for its recap. */
export async function roundWinners(
  knex: Knex,
  matchGroupId: number,
): Promise<{ userId: number; teamName: string; totalPoints: number }[]> {
  const result = await knex.raw(`${ROUND_WINNERS('?')} ORDER BY r.team_name, r.user_id`, [
    matchGroupId,
  ]);
  return camelRows<{ userId: number; teamName: string; totalPoints: number }>(result);
}

/**
 * The league season's latest match group (in the groups' order: match week, then first kick-off,
 * then id) with at least one finished match and every non-cancelled match finished with a score.
 */
export async function lastCompletedGroup(knex: Knex, seasonId: number) {
  const result = await knex.raw(
    `SELECT g.id, g.name
     FROM match_groups g
     JOIN (SELECT match_group_id, min(match_date) AS start_date,
                  bool_and(status = 'cancelled' OR (status = 'finished' AND home_goals IS NOT NULL AND away_goals IS NOT NULL)) AS done,
                  bool_or(status = 'finished') AS played
           FROM matches WHERE season_id = ? AND match_group_id IS NOT NULL
           GROUP BY match_group_id) a ON a.match_group_id = g.id
     WHERE g.season_id = ? AND a.done AND a.played
     ORDER BY g.match_week DESC NULLS FIRST, a.start_date DESC NULLS FIRST, g.id DESC
     LIMIT 1`,
    [seasonId, seasonId],
  );
  const [group] = camelRows<{ id: number; name: string }>(result);
  return group ?? null;
}
