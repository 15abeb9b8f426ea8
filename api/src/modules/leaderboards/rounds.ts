/*
 * Rounds (match groups) as the round tables and the round winners see them. Hand-written SQL like
 * the rest of the leaderboards: one grouped read over a season's match groups and their matches.
 */
import type { Knex } from 'knex';
import { camelRows } from '../../db/rows';
import { notFound } from '../../lib/errors';

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
