import type { Brand } from '@predictor/contracts';
import { brandedFrom } from './brands';
import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

/** A short notification in a player's brand: greeting, lines, a call to action, an unsubscribe footer. */
export type NotificationMail = {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  /** Why the player gets this mail and what the link turns off. */
  footer: string;
  unsubscribeUrl: string;
};

/** The message: plain text and HTML with the brand's name, sender and accent, and RFC 8058 headers. */
export function brandedNotification(
  mailFrom: string,
  brand: Brand,
  mail: NotificationMail,
): MailMessage {
  const text = [
    mail.greeting,
    '',
    ...mail.lines,
    '',
    `${mail.action.label}: ${mail.action.url}`,
    '',
    '--',
    `${mail.footer} Unsubscribe: ${mail.unsubscribeUrl}`,
    brand.name,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;max-width:36rem">
<h1 style="color:${escapeHtml(brand.accentColour)};font-size:1.25rem">${escapeHtml(brand.name)}</h1>
<p>${escapeHtml(mail.greeting)}</p>
${mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(mail.action.url)}" style="color:${escapeHtml(brand.accentColour)}">${escapeHtml(mail.action.label)}</a></p>
<hr><p style="font-size:0.85rem;color:#555">${escapeHtml(mail.footer)} <a href="${escapeHtml(mail.unsubscribeUrl)}">Unsubscribe</a></p>
</div>`;
  return {
    from: brandedFrom(mailFrom, brand),
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
