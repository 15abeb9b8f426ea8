/*
 * Kept in knex: the charts are counts grouped by day and by week over a generated calendar (so a day
 * without predictions answers 0), which SQL does in one pass over the predictions' created_at index;
 * models would load every prediction of eight weeks to count them in JavaScript.
 */
import type { DashboardActivity } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { camelRows } from '../../db/rows';

/** How far back the dashboard's charts look. */
export const ACTIVITY_WEEKS = 8;

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** A row of today's matches. */
type TodayRow = {
  id: number;
  matchDate: Date;
  status: string;
  homeGoals: number | null;
  awayGoals: number | null;
  seasonId: number;
  seasonName: string;
  homeId: number;
  homeName: string;
  awayId: number;
  awayName: string;
};

/**
 * GET /admin/dashboard/activity: predictions made per UTC day over the last 8 weeks (today
 * included), distinct players who made one in each of the last 8 weeks (Monday to Sunday, UTC), and
 * today's matches; a match awaits its result once kicked off and neither finished, cancelled nor
 * postponed.
 */
export async function dashboardActivity(deps: AppDeps): Promise<DashboardActivity> {
  const { knex } = deps;
  const now = deps.now();
  const today = isoDate(now);
  const days = ACTIVITY_WEEKS * 7;
  const [perDay, perWeek, matches] = await Promise.all([
    knex.raw(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(p.id)::int AS count
       FROM generate_series(?::date - ?::int, ?::date, interval '1 day') AS d(day)
       LEFT JOIN predictions p
         ON p.created_at >= d.day AT TIME ZONE 'UTC' AND p.created_at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
       GROUP BY d.day ORDER BY d.day`,
      [today, days - 1, today],
    ),
    knex.raw(
      `SELECT to_char(w.week, 'YYYY-MM-DD') AS week_start, count(DISTINCT p.user_id)::int AS count
       FROM generate_series(date_trunc('week', ?::date) - interval '${ACTIVITY_WEEKS - 1} weeks',
                            date_trunc('week', ?::date), interval '1 week') AS w(week)
       LEFT JOIN predictions p
         ON p.created_at >= w.week AT TIME ZONE 'UTC' AND p.created_at < (w.week + interval '1 week') AT TIME ZONE 'UTC'
       GROUP BY w.week ORDER BY w.week`,
      [today, today],
    ),
    knex.raw(
      `SELECT m.id, m.match_date, m.status, m.home_goals, m.away_goals,
              s.id AS season_id, s.name AS season_name,
              h.id AS home_id, h.name AS home_name, a.id AS away_id, a.name AS away_name
       FROM matches m
       JOIN seasons s ON s.id = m.season_id
       JOIN teams h ON h.id = m.home_team_id
       JOIN teams a ON a.id = m.away_team_id
       WHERE m.match_date >= ?::date AT TIME ZONE 'UTC' AND m.match_date < (?::date + 1) AT TIME ZONE 'UTC'
       ORDER BY m.match_date, m.id`,
      [today, today],
    ),
  ]);
  const todays = camelRows<TodayRow>(matches).map((r) => {
    const matchDate = new Date(r.matchDate);
    return {
      id: r.id,
      season: { id: r.seasonId, name: r.seasonName },
      homeTeam: { id: r.homeId, name: r.homeName },
      awayTeam: { id: r.awayId, name: r.awayName },
      matchDate: matchDate.toISOString(),
      status: r.status,
      homeGoals: r.homeGoals,
      awayGoals: r.awayGoals,
      awaitingResult:
        matchDate <= now && !['finished', 'cancelled', 'postponed'].includes(r.status),
    };
  });
  return {
    predictionsPerDay: camelRows<{ date: string; count: number }>(perDay),
    activePlayersPerWeek: camelRows<{ weekStart: string; count: number }>(perWeek),
    today: {
      total: todays.length,
      awaitingResult: todays.filter((m) => m.awaitingResult).length,
      matches: todays,
    },
  };
}
