/*
 * The one statement a leaderboard snapshot reads (stays in knex: see snapshot.ts). Beside each
 * player's totals it ranks the table as it stood before the latest match week with a result, so a
 * player sees their movement (▲3, ▼1, –) without any stored history: that earlier table is the
 * totals minus what the latest week's matches added, and the week's predictions are read through
 * their matches (predictions_match_id_index), a few matches' worth however large the season.
 */
import {
  CONTRIBUTION,
  LATEST_WEEK_ORDER,
  MONTH_OF,
  SUMMED_TOTALS,
  TOTAL_COLUMNS,
} from '../scoring/scoring-sql';
import { columnOf, rankOrder, type ColumnSql } from './ranking';

/** The scope of a round table: one match group (match week) of a season, period 'round'. */
export const ROUND_SCOPE = (matchGroupId: number) => `round:${matchGroupId}`;
export const ROUND_PERIOD = 'round';

/**
 * The ranked rows of one round's table: what each player's counted predictions of the match group's
 * matches added (the scoring rule's CONTRIBUTION, as in the totals), ranked like every table. Read
 * from the round's predictions through their matches (predictions_match_id_index): a round is a few
 * matches however large the season. No movement: a round's table has no week before it.
 */
function roundTableSql(scope: string): { sql: string; bindings: (string | number)[] } {
  const sql = `
    WITH t AS (
      SELECT p.user_id, ${CONTRIBUTION.map((sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`).join(', ')}
      FROM matches m JOIN predictions p ON p.match_id = m.id
      WHERE m.match_group_id = ? AND m.counted_period IS NOT NULL
      GROUP BY p.user_id HAVING sum(${CONTRIBUTION[4]}) > 0
    )
    SELECT t.user_id, t.total_points, t.correct_results, t.exact_scores, t.exact_goals,
           t.total_predictions, ${TOTAL_COLUMNS.map((c) => `0 AS week_${c}`).join(', ')},
           NULL::int AS previous_position,
           u.team_name, u.kit_style, u.kit_primary_colour, u.kit_secondary_colour
    FROM t JOIN users u ON u.id = t.user_id
    ORDER BY ${rankOrder(columnOf('t'))}, t.user_id`;
  return { sql, bindings: [Number(scope.split(':')[1])] };
}

/**
 * The totals version and, per season scope of `scopes` (bound in order), the group id of its latest
 * match week with a counted result, as [scope, group id] pairs: what a snapshot is read at
 * (snapshot.ts), in the same transaction as its rows.
 */
export const LATEST_WEEKS_SQL = (scopes: string[]) => `
  SELECT (SELECT version FROM leaderboard_version WHERE id = 1) AS version,
         (SELECT coalesce(json_agg(json_build_array(l.scope, l.id)), '[]') FROM (
            SELECT DISTINCT ON (m.season_id) 'season:' || m.season_id AS scope, g.id
            FROM matches m JOIN match_groups g ON g.id = m.match_group_id
            WHERE 'season:' || m.season_id IN (${scopes.map(() => '?').join(', ')})
              AND m.counted_period IS NOT NULL
            ORDER BY m.season_id, ${LATEST_WEEK_ORDER('g')}) l) AS latest`;

/** The season ids of `season:{id}` scopes. */
const seasonIdsOf = (scopes: string[]) => scopes.map((scope) => Number(scope.split(':')[1]));

/** A rank column of the table before the latest week (b.prev_total_points …). */
const previousOf: ColumnSql = (column) => `b.prev_${column}`;

/**
 * The ranked rows of one table (the month rows of `scopes`, one period or all of them, summed per
 * player) with each player's name and kit, and:
 * - `week_total_points` … `week_total_predictions`: what the latest week added to each column (the
 *   change log's moves keep them, advance.ts);
 * - `previous_position`: the player's position without the latest week's results, ranked the same
 *   way (null when they had no counted prediction before it).
 * The latest week is, per season, the match group of the highest match week (then highest id) with
 * at least one counted result; a monthly table takes only that week's matches of its month.
 */
export function tableSql(
  scopes: string[],
  period: string,
): { sql: string; bindings: (string | number)[] } {
  if (period === ROUND_PERIOD) return roundTableSql(scopes[0]);
  const wholeSeason = period === 'season';
  const seasons = seasonIdsOf(scopes);
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  const sql = `
    WITH latest_week AS (
      SELECT DISTINCT ON (m.season_id) m.match_group_id AS id
      FROM matches m JOIN match_groups g ON g.id = m.match_group_id
      WHERE m.season_id IN (${marks(seasons.length)}) AND m.counted_period IS NOT NULL
      ORDER BY m.season_id, ${LATEST_WEEK_ORDER('g')}
    ), week AS (
      SELECT p.user_id, ${CONTRIBUTION.map((sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`).join(', ')}
      FROM predictions p JOIN matches m ON m.id = p.match_id
      WHERE m.match_group_id IN (SELECT id FROM latest_week)
            ${wholeSeason ? '' : `AND ${MONTH_OF('m.match_date')} = ?`}
      GROUP BY p.user_id
    ), t AS (
      SELECT user_id, ${SUMMED_TOTALS('l')} FROM leaderboard_totals l
      WHERE scope IN (${marks(scopes.length)}) ${wholeSeason ? '' : 'AND period = ?'}
      GROUP BY user_id HAVING sum(total_predictions) > 0
    ), b AS (
      SELECT t.*, ${TOTAL_COLUMNS.map((c) => `coalesce(w.${c}, 0) AS week_${c}`).join(', ')},
             ${TOTAL_COLUMNS.map((c) => `t.${c} - coalesce(w.${c}, 0) AS prev_${c}`).join(', ')}
      FROM t LEFT JOIN week w ON w.user_id = t.user_id
    )
    SELECT b.user_id, b.total_points, b.correct_results, b.exact_scores, b.exact_goals,
           b.total_predictions, ${TOTAL_COLUMNS.map((c) => `b.week_${c}`).join(', ')},
           CASE WHEN b.prev_total_predictions > 0 THEN
             RANK() OVER (PARTITION BY b.prev_total_predictions > 0 ORDER BY ${rankOrder(previousOf)})
           END AS previous_position,
           u.team_name, u.kit_style, u.kit_primary_colour, u.kit_secondary_colour
    FROM b JOIN users u ON u.id = b.user_id
    ORDER BY ${rankOrder(columnOf('b'))}, b.user_id`;
  const periodBinding = wholeSeason ? [] : [period];
  return { sql, bindings: [...seasons, ...periodBinding, ...scopes, ...periodBinding] };
}
