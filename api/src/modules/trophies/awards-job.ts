// Stays hand-written knex SQL: each award run is one set-based statement (RANK() window over the
// leaderboard totals, INSERT … SELECT of the top three, ON CONFLICT (award_key) DO NOTHING so a rerun
// awards nothing twice). A model would load every ranked player and insert them one by one, and lose
// the single-statement idempotence. Called by the job runner with its knex and clock.
import type { Knex } from 'knex';
import type { AppDeps } from '../../lib/context';
import { SEASON_TOTALS_OF, SUMMED_TOTALS } from '../scoring/scoring-sql';
import { columnOf, rankWindow } from '../leaderboards/ranking';
import { ROUND_COMPLETE, ROUND_WINNERS } from '../leaderboards/rounds';

const PLACES = `(VALUES (1, 'first', '1st'), (2, 'second', '2nd'), (3, 'third', '3rd')) AS pl(rank, place, label)`;
// Ranked like every table; RANK() so players tied on a medal position all receive it.
const RANK_IN = (partition: string) => rankWindow(columnOf('t'), partition);
// The lowest-id trophy of a type: the one the migration created, unless an admin added another before it.
const TROPHY_OF = (type: string) =>
  `(SELECT id FROM trophies WHERE trophy_type = ${type} ORDER BY id LIMIT 1)`;

/** 'YYYY-MM' of the calendar month (UTC) before `now`. */
export function previousPeriod(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function inserted(result: Promise<{ rowCount?: number | null }>) {
  return (await result).rowCount ?? 0;
}

/**
 * Monthly medals: for every season, the top three of the previous month's table (active players with
 * at least one counted prediction, ranked like the leaderboards, RANK() so ties share a medal) get
 * monthly_first/second/third. Safe to re-run: award_key is unique and conflicts are skipped.
 * Answers the number of new awards.
 */
export async function awardMonthlyMedals(knex: Knex, now: Date): Promise<number> {
  const period = previousPeriod(now);
  return inserted(
    knex.raw(
      `WITH ranked AS (
         SELECT s.id AS season_id, s.name AS season_name, t.user_id,
                ${RANK_IN('s.id')} AS rank
         FROM leaderboard_totals t
         JOIN seasons s ON t.scope = 'season:' || s.id
         JOIN users u ON u.id = t.user_id AND u.is_active
         WHERE t.period = :period AND t.total_predictions > 0
       )
       INSERT INTO trophy_awards (trophy_id, user_id, reason, awarded_at, season_id, award_key)
       SELECT ${TROPHY_OF(`'monthly_' || pl.place`)}, r.user_id,
              pl.label || ' place in ' || r.season_name || ' for ' || to_char(to_date(:period, 'YYYY-MM'), 'FMMonth YYYY'),
              :now, r.season_id, 'monthly:' || r.season_id || ':' || :period || ':' || pl.place || ':' || r.user_id
       FROM ranked r JOIN ${PLACES} ON pl.rank = r.rank
       WHERE ${TROPHY_OF(`'monthly_' || pl.place`)} IS NOT NULL
       ON CONFLICT (award_key) DO NOTHING`,
      { period, now },
    ),
  );
}

/** Seasons whose end date has passed (UTC) and that have no scheduled or in-play match left. */
const FINISHED_SEASONS = `
  SELECT s.id, s.name FROM seasons s
  WHERE s.end_date < (:now::timestamptz AT TIME ZONE 'UTC')::date
    AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.season_id = s.id AND m.status IN ('scheduled', 'in_progress'))`;

/**
 * End of season: for every finished season, the top three of its season table get annual_*, and the
 * top three members of each of its leagues get league_*, ties sharing a place. Safe to re-run.
 * Answers the number of new awards.
 */
export async function awardEndOfSeason(knex: Knex, now: Date): Promise<number> {
  const annual = await inserted(
    knex.raw(
      `WITH finished AS (${FINISHED_SEASONS}),
       ranked AS (
         SELECT f.id AS season_id, f.name AS season_name, t.user_id,
                ${RANK_IN('f.id')} AS rank
         FROM finished f
         JOIN (SELECT scope, user_id, ${SUMMED_TOTALS('l')} FROM leaderboard_totals l
               WHERE scope IN (SELECT 'season:' || id FROM finished) GROUP BY scope, user_id) t
           ON t.scope = 'season:' || f.id
         JOIN users u ON u.id = t.user_id AND u.is_active
         WHERE t.total_predictions > 0
       )
       INSERT INTO trophy_awards (trophy_id, user_id, reason, awarded_at, season_id, award_key)
       SELECT ${TROPHY_OF(`'annual_' || pl.place`)}, r.user_id, pl.label || ' place in ' || r.season_name,
              :now, r.season_id, 'annual:' || r.season_id || ':' || pl.place || ':' || r.user_id
       FROM ranked r JOIN ${PLACES} ON pl.rank = r.rank
       WHERE ${TROPHY_OF(`'annual_' || pl.place`)} IS NOT NULL
       ON CONFLICT (award_key) DO NOTHING`,
      { now },
    ),
  );
  const league = await inserted(
    knex.raw(
      `WITH finished AS (${FINISHED_SEASONS}),
       ranked AS (
         SELECT l.id AS league_id, l.name AS league_name, f.id AS season_id, lm.user_id,
                ${RANK_IN('l.id')} AS rank
         FROM finished f
         JOIN leagues l ON l.season_id = f.id
         JOIN league_members lm ON lm.league_id = l.id
         JOIN users u ON u.id = lm.user_id AND u.is_active
         CROSS JOIN LATERAL ${SEASON_TOTALS_OF('lm.user_id', `'season:' || f.id`)} t
         WHERE t.total_predictions > 0
       )
       INSERT INTO trophy_awards (trophy_id, user_id, reason, awarded_at, season_id, league_id, award_key)
       SELECT ${TROPHY_OF(`'league_' || pl.place`)}, r.user_id, pl.label || ' place in ' || r.league_name,
              :now, r.season_id, r.league_id, 'league:' || r.league_id || ':' || pl.place || ':' || r.user_id
       FROM ranked r JOIN ${PLACES} ON pl.rank = r.rank
       WHERE ${TROPHY_OF(`'league_' || pl.place`)} IS NOT NULL
       ON CONFLICT (award_key) DO NOTHING`,
      { now },
    ),
  );
  return annual + league;
}

/** The round winners' queue (jobs/runner.ts runs it on a cron, at start and when results change). */
export const ROUND_WINNERS_QUEUE = 'trophies-round-winners';

/**
 * After results were saved: asks whichever runner takes the job to crown the rounds now complete,
 * at once rather than at the next cron tick. Without a runner, or if this fails, the cron does it.
 */
export async function requestRoundWinners(deps: Pick<AppDeps, 'jobs' | 'log'>): Promise<void> {
  await deps.jobs
    ?.send(ROUND_WINNERS_QUEUE, {})
    .catch((error) =>
      deps.log.error({ err: error }, 'round winners job not queued; the cron runs it'),
    );
}

/**
 * Rounds settled per run: a backlog (the first run over a long history) is worked off in steps, the
 * latest rounds first.
 */
const ROUNDS_PER_RUN = 20;

/**
 * Round winners: every round (match group) whose results are all in (leaderboards/rounds.ts
 * ROUND_COMPLETE) and not yet settled is settled once (round_winner_checks), and its winners (the
 * active players first in its table, ties all) get round_winner. A result corrected after that does
 * not move the award. Safe to re-run and to run on several instances at once: a round is marked
 * settled by one run only, and award_key is unique. Answers the number of new awards.
 */
export async function awardRoundWinners(knex: Knex, now: Date): Promise<number> {
  return inserted(
    knex.raw(
      `WITH due AS (
         SELECT g.id, g.name, g.season_id, s.name AS season_name
         FROM match_groups g
         JOIN seasons s ON s.id = g.season_id
         LEFT JOIN matches m ON m.match_group_id = g.id
         WHERE NOT EXISTS (SELECT 1 FROM round_winner_checks c WHERE c.match_group_id = g.id)
         GROUP BY g.id, s.name
         HAVING ${ROUND_COMPLETE}
         ORDER BY max(m.match_date) DESC, g.id
         LIMIT ${ROUNDS_PER_RUN}
       ), settled AS (
         INSERT INTO round_winner_checks (match_group_id, checked_at)
         SELECT id, :now FROM due
         ON CONFLICT (match_group_id) DO NOTHING
         RETURNING match_group_id
       )
       INSERT INTO trophy_awards (trophy_id, user_id, reason, awarded_at, season_id, award_key)
       SELECT ${TROPHY_OF(`'round_winner'`)}, w.user_id, 'Won ' || d.name || ' of ' || d.season_name,
              :now, d.season_id, 'round:' || d.id || ':' || w.user_id
       FROM (${ROUND_WINNERS('SELECT match_group_id FROM settled')}) w
       JOIN due d ON d.id = w.group_id
       WHERE ${TROPHY_OF(`'round_winner'`)} IS NOT NULL
       ON CONFLICT (award_key) DO NOTHING`,
      { now },
    ),
  );
}
