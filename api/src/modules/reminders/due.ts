// One knex SQL statement finds every reminder due now, across all weeks and players (set-based:
// a model loop would read every player of every week each tick).
import type { Knex } from 'knex';
import { camelRows } from '../../db/rows';
import {
  missingPicksColumns,
  OWES_PICKS,
  playsSeasonSql,
  type OwedRound,
} from '../predictions/missing-picks';
import { channelsSql } from '../push/channels';

export type DueReminder = OwedRound & {
  userId: number;
  email: string;
  teamName: string;
  brand: string | null;
  /** Deadlines in UK time (BST/GMT) rather than UTC. */
  ukTime: boolean;
  leadHours: 2 | 24;
  /** By e-mail (e-mail notifications and reminder e-mails on), by push (on, with a device), or both. */
  byEmail: boolean;
  byPush: boolean;
};

const REMINDER_CHANNELS = channelsSql('u', 'reminders');

/**
 * Reminders due at `now`: a week (match group) whose first predictionsClose (over its matches not
 * cancelled) is still ahead and at most the player's lead time away; the player active, with a lead
 * time chosen and reminders by e-mail (e-mail notifications on too) or by push (a device with
 * notifications on), or both, playing that competition's season (a prediction in
 * it), and either missing a prediction on an open match of the week or without a banker in it while
 * a match is open (predictions/missing-picks.ts, shared with the calendar feed); not yet reminded
 * for that week at that lead time.
 */
export async function dueReminders(knex: Knex, now: Date): Promise<DueReminder[]> {
  const result = await knex.raw(
    `WITH weeks AS (
       SELECT m.match_group_id, min(m.predictions_close) AS first_close
       FROM matches m
       WHERE m.match_group_id IS NOT NULL AND m.status <> 'cancelled'
       GROUP BY m.match_group_id
       HAVING min(m.predictions_close) > :now AND min(m.predictions_close) <= :now::timestamptz + interval '24 hours'
     ),
     candidates AS (
       SELECT u.id AS user_id, u.email, u.team_name, u.brand, u.uk_time, u.reminder_lead_hours AS lead_hours,
              ${REMINDER_CHANNELS.byEmail} AS by_email, ${REMINDER_CHANNELS.byPush} AS by_push,
              w.match_group_id, g.season_id, g.name AS week_name, c.name AS competition_name, w.first_close,
              ${missingPicksColumns('w.match_group_id', 'u.id', ':now')}
       FROM weeks w
       JOIN match_groups g ON g.id = w.match_group_id
       JOIN seasons s ON s.id = g.season_id
       JOIN competitions c ON c.id = s.competition_id
       JOIN users u ON u.is_active AND u.reminder_lead_hours > 0
                   AND (${REMINDER_CHANNELS.byEmail} OR ${REMINDER_CHANNELS.byPush})
                   AND w.first_close <= :now::timestamptz + make_interval(hours => u.reminder_lead_hours)
       WHERE ${playsSeasonSql('u.id', 'g.season_id')}
         AND NOT EXISTS (SELECT 1 FROM deadline_reminders r WHERE r.user_id = u.id
                         AND r.match_group_id = w.match_group_id AND r.lead_hours = u.reminder_lead_hours)
     )
     SELECT * FROM candidates WHERE ${OWES_PICKS}
     ORDER BY first_close, match_group_id, user_id`,
    { now },
  );
  // any_open only chose the candidates.
  return camelRows<DueReminder & { anyOpen: boolean }>(result).map(
    ({ anyOpen: _chosenBy, ...reminder }) => reminder,
  );
}
