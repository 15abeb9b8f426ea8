import type { JobDeps } from '../../lib/context';
import { sendClaimedMail } from '../newsletter/claimed-mail';
import { dueReminders } from './due';
import { reminderMail } from './mail';

/**
 * Sends every reminder due now. Each is claimed first by inserting its (user, week, lead) row: the
 * primary key lets only one runner (or one run) win it. sent_at is set once the mailer accepted the
 * mail; a process that dies in between leaves sent_at null and that reminder is not sent again (a
 * missed nudge is better than a duplicate). A failed send removes the claim so the next tick retries.
 */
export async function sendDueReminders(deps: JobDeps): Promise<number> {
  let sent = 0;
  for (const reminder of await dueReminders(deps.knex, deps.now())) {
    const key = {
      userId: reminder.userId,
      matchGroupId: reminder.matchGroupId,
      leadHours: reminder.leadHours,
    };
    const claimed = await deps
      .knex('deadline_reminders')
      .insert({ ...key, claimedAt: deps.now() })
      .onConflict(['userId', 'matchGroupId', 'leadHours'])
      .ignore()
      .returning('userId');
    if (claimed.length === 0) continue;
    const mailed = await sendClaimedMail(
      deps,
      { table: 'deadline_reminders', key, what: 'deadline reminder' },
      reminder,
      'reminders',
      (brand, links) => reminderMail(reminder, brand, links),
    );
    if (mailed) sent += 1;
  }
  return sent;
}
