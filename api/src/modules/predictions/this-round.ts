/*
 * GET /predictions/this-round, the signed-in home's "This round" block. Stays in knex: one statement
 * picks each active season's next open match (DISTINCT ON), chooses the seasons the caller follows
 * and counts their match groups' matches, open matches and the caller's predictions and banker with
 * aggregates; a model would load every match of every group to count them in JavaScript, or ask
 * once per season.
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
 * The caller's rounds, one per followed active season that has an open match in a match group: the
 * group holding the season's next open match (the earliest predictionsClose still ahead; ties by
 * match id), with the earliest deadline among its open matches, its match count, open count, how
 * many of its matches the caller predicted and whether a banker is placed (void predictions hold no
 * banker). A player follows the seasons they have predicted in and, so that a new player has a
 * round from the start, their favourite team's competition, or when that has nothing open (or they
 * are neutral) the top flight: the season with an open match of the lowest competition tier (then
 * season order, id). That favourite or top-flight season comes first, then the rest by season
 * order, name.
 */
export async function thisRound(deps: AppDeps, userId: number) {
  const open = openSql('m', ':now');
  const result = await deps.knex.raw(
    `WITH next_open AS (
       SELECT DISTINCT ON (m.season_id) m.season_id, m.match_group_id
       FROM matches m JOIN seasons s ON s.id = m.season_id AND s.is_active
       WHERE m.match_group_id IS NOT NULL AND ${open}
       ORDER BY m.season_id, m.predictions_close, m.id
     ), candidates AS (
       SELECT n.season_id, n.match_group_id,
              EXISTS (SELECT 1 FROM predictions p JOIN matches pm ON pm.id = p.match_id
                      WHERE p.user_id = :userId AND pm.season_id = n.season_id) AS played,
              coalesce(s.competition_id = (SELECT t.competition_id FROM users u
                                           JOIN teams t ON t.id = u.favourite_team_id
                                           WHERE u.id = :userId), false) AS favourite,
              row_number() OVER (ORDER BY c.tier NULLS LAST, s."order", s.id) AS flight
       FROM next_open n
       JOIN seasons s ON s.id = n.season_id
       JOIN competitions c ON c.id = s.competition_id
     ), followed AS (
       SELECT season_id, match_group_id, played,
              favourite OR (NOT bool_or(favourite) OVER () AND flight = 1) AS first
       FROM candidates
     )
     SELECT s.id AS season_id, s.name AS season_name,
            g.id AS group_id, g.name AS group_name, g.match_week,
            min(m.predictions_close) FILTER (WHERE ${open}) AS deadline,
            count(*)::int AS match_count,
            count(*) FILTER (WHERE ${open})::int AS open_count,
            count(p.id)::int AS predicted_count,
            coalesce(bool_or(p.is_banker AND NOT p.is_void), false) AS banker_placed
     FROM followed f
     JOIN seasons s ON s.id = f.season_id
     JOIN match_groups g ON g.id = f.match_group_id
     JOIN matches m ON m.match_group_id = g.id
     LEFT JOIN predictions p ON p.match_id = m.id AND p.user_id = :userId
     WHERE f.first OR f.played
     GROUP BY f.first, s.id, s.name, s."order", g.id, g.name, g.match_week
     ORDER BY f.first DESC, s."order", s.name, s.id`,
    { userId, now: deps.now() },
  );
  return camelRows<Row>(result).map(present);
}
