import type { Brand } from '@predictor/contracts';
import { brandedNotification } from '../../lib/branded-mail';
import type { MailMessage } from '../../lib/mailer';
import { mailDateTime } from '../../lib/mail-time';
import type { DueReminder } from './due';

/** The reminder of one week for one player, in their brand; the deadline in their zone (UK time or UTC). */
export function reminderMail(
  reminder: DueReminder,
  brand: Brand,
  links: { mailFrom: string; siteUrl: string; unsubscribeUrl: string },
): MailMessage {
  const deadline = mailDateTime(reminder.firstClose, reminder.ukTime);
  const week = `${reminder.competitionName} – ${reminder.weekName}`;
  const lines = [`Predictions for ${week} start closing on ${deadline}.`];
  if (reminder.unpredicted > 0)
    lines.push(
      `You have ${reminder.unpredicted} open ${reminder.unpredicted === 1 ? 'match' : 'matches'} of this week without a prediction.`,
    );
  if (!reminder.hasBanker) lines.push('You have not placed your banker for this week yet.');
  return brandedNotification(links.mailFrom, brand, {
    to: reminder.email,
    subject: `${week}: predictions close ${deadline}`,
    greeting: `Hello ${reminder.teamName},`,
    lines,
    action: {
      label: 'Make your predictions',
      url: `${links.siteUrl}/seasons/${reminder.seasonId}`,
    },
    footer: `You get this reminder ${reminder.leadHours} hours before a week's first deadline. The link below turns deadline reminder e-mails off (other e-mails and push notifications stay as they are); you can change it in your profile.`,
    unsubscribeUrl: links.unsubscribeUrl,
  });
}
