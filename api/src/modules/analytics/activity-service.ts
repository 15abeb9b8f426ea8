/*
 * Kept in knex: the charts are counts grouped by day and by week over a generated calendar (so a day
 * without predictions answers 0), which SQL does in one pass over the predictions' created_at index;
 * models would load every prediction of eight weeks to count them in JavaScript.
 */
import type { DashboardActivity } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';

/** How far back the dashboard's charts look. */
export const ACTIVITY_WEEKS = 8;

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

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
  const todays = (matches.rows as Record<string, unknown>[]).map((r) => {
    const matchDate = new Date(r.match_date as string | Date);
    return {
      id: Number(r.id),
      season: { id: Number(r.season_id), name: String(r.season_name) },
      homeTeam: { id: Number(r.home_id), name: String(r.home_name) },
      awayTeam: { id: Number(r.away_id), name: String(r.away_name) },
      matchDate: matchDate.toISOString(),
      status: String(r.status),
      homeGoals: r.home_goals === null ? null : Number(r.home_goals),
      awayGoals: r.away_goals === null ? null : Number(r.away_goals),
      awaitingResult:
        matchDate <= now && !['finished', 'cancelled', 'postponed'].includes(String(r.status)),
    };
  });
  return {
    predictionsPerDay: (perDay.rows as { date: string; count: number }[]).map((r) => ({
      date: r.date,
      count: Number(r.count),
    })),
    activePlayersPerWeek: (perWeek.rows as { week_start: string; count: number }[]).map((r) => ({
      weekStart: r.week_start,
      count: Number(r.count),
    })),
    today: {
      total: todays.length,
      awaitingResult: todays.filter((m) => m.awaitingResult).length,
      matches: todays,
    },
  };
}
