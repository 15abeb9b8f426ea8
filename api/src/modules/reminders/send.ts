import type { JobDeps } from '../../lib/context';
import { mailDateTime } from '../../lib/mail-time';
import { sendClaimedMail } from '../newsletter/claimed-mail';
import { pushToUser } from '../push/send';
import { dueReminders, type DueReminder } from './due';
import { reminderMail } from './mail';

/**
 * Sends every reminder due now, by e-mail, push or both as the player chose. Each is claimed first by
 * inserting its (user, week, lead) row: the primary key lets only one runner (or one run) win it,
 * whatever the channels. sent_at is set once the mailer accepted the mail (or, push only, once the
 * pushes were handed over); a process that dies in between leaves sent_at null and that reminder is
 * not sent again (a missed nudge is better than a duplicate). A failed mail removes the claim so the
 * next tick retries, before anything was pushed; a failed push is not retried.
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
    if (reminder.byEmail) {
      const mailed = await sendClaimedMail(
        deps,
        { table: 'deadline_reminders', key, what: 'deadline reminder' },
        reminder,
        'reminders',
        (brand, links) => reminderMail(reminder, brand, links),
      );
      if (!mailed) continue;
    }
    if (reminder.byPush) {
      await pushToUser(deps, reminder.userId, reminderPush(reminder), {
        // Worthless once the week's first deadline has passed.
        ttlSeconds: (reminder.firstClose.getTime() - deps.now().getTime()) / 1000,
        urgency: 'high',
      });
      if (!reminder.byEmail)
        await deps.knex('deadline_reminders').where(key).update({ sentAt: deps.now() });
    }
    sent += 1;
  }
  return sent;
}

/** The reminder as a notification: the week, its first deadline in the player's zone, what is missing. */
export function reminderPush(reminder: DueReminder) {
  const missing = [
    reminder.unpredicted > 0
      ? `${reminder.unpredicted} ${reminder.unpredicted === 1 ? 'match' : 'matches'} without a prediction`
      : null,
    reminder.hasBanker ? null : 'no banker yet',
  ].filter(Boolean);
  return {
    title: `${reminder.competitionName} – ${reminder.weekName}: predictions close soon`,
    body: `First deadline ${mailDateTime(reminder.firstClose, reminder.ukTime)}. You have ${missing.join(' and ')}.`,
    url: `/seasons/${reminder.seasonId}`,
    tag: `reminder-${reminder.matchGroupId}`,
    kind: 'reminder' as const,
  };
}
