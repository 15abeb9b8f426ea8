/*
 * GET /predictions/this-round, the signed-in home's "This round" block. Stays in knex: one statement
 * picks each season's next open match (DISTINCT ON) and counts its match group's matches, open
 * matches and the caller's predictions and banker with aggregates; a model would load every match of
 * every group to count them in JavaScript, or ask once per season.
 */
import type { Presented } from '@predictor/contracts/types';
import type { AppDeps } from '../../lib/context';
import { openSql } from '../matches/open';
import { camelRows } from '../../db/rows';

type Row = {
  seasonId: number;
  seasonName: string;
  groupId: number;
  groupName: string;
  matchWeek: number | null;
  deadline: Date;
  matchCount: number;
  openCount: number;
  predictedCount: number;
  bankerPlaced: boolean;
};

const present = (r: Row): Presented<'ThisRoundItem'> => ({
  season: { id: r.seasonId, name: r.seasonName },
  matchGroup: { id: r.groupId, name: r.groupName, matchWeek: r.matchWeek },
  deadline: r.deadline,
  matchCount: r.matchCount,
  openCount: r.openCount,
  predictedCount: r.predictedCount,
  bankerPlaced: r.bankerPlaced,
});

/**
 * For every active season in which the caller has at least one prediction (any time): the match group
 * holding the season's next open match (the earliest predictionsClose still ahead among open matches
 * in a match group; ties by match id), with the earliest deadline among its open matches, its match
 * count, open count, how many of its matches the caller predicted and whether a banker is placed
 * (void predictions hold no banker). Seasons without an open match are left out. By season order, name.
 */
export async function thisRound(deps: AppDeps, userId: number) {
  const open = openSql('m', ':now');
  const result = await deps.knex.raw(
    `WITH mine AS (
       SELECT DISTINCT m.season_id FROM predictions p
       JOIN matches m ON m.id = p.match_id
       JOIN seasons s ON s.id = m.season_id AND s.is_active
       WHERE p.user_id = :userId
     ), next_open AS (
       SELECT DISTINCT ON (m.season_id) m.season_id, m.match_group_id
       FROM matches m JOIN mine ON mine.season_id = m.season_id
       WHERE m.match_group_id IS NOT NULL AND ${open}
       ORDER BY m.season_id, m.predictions_close, m.id
     )
     SELECT s.id AS season_id, s.name AS season_name,
            g.id AS group_id, g.name AS group_name, g.match_week,
            min(m.predictions_close) FILTER (WHERE ${open}) AS deadline,
            count(*)::int AS match_count,
            count(*) FILTER (WHERE ${open})::int AS open_count,
            count(p.id)::int AS predicted_count,
            coalesce(bool_or(p.is_banker AND NOT p.is_void), false) AS banker_placed
     FROM next_open n
     JOIN seasons s ON s.id = n.season_id
     JOIN match_groups g ON g.id = n.match_group_id
     JOIN matches m ON m.match_group_id = g.id
     LEFT JOIN predictions p ON p.match_id = m.id AND p.user_id = :userId
     GROUP BY s.id, s.name, s."order", g.id, g.name, g.match_week
     ORDER BY s."order", s.name, s.id`,
    { userId, now: deps.now() },
  );
  return camelRows<Row>(result).map(present);
}
