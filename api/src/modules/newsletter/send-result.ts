import type { Knex } from 'knex';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type NewsletterRecipientStatus,
  type NewsletterSendResult,
} from '@predictor/contracts';
import type { WorkDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { NewsletterRecipient, NewsletterSend } from '../../models';

/** How many recipients of a send are in each status. */
export async function countByStatus(
  knex: Knex | Knex.Transaction,
  sendId: number,
): Promise<Record<NewsletterRecipientStatus, number>> {
  const rows = (await NewsletterRecipient.query(knex)
    .where('newsletter_recipients.sendId', sendId)
    .groupBy('newsletter_recipients.status')
    .select('newsletter_recipients.status')
    .count('* as n')) as (NewsletterRecipient & { n: number | string })[];
  const counts = { pending: 0, sent: 0, failed: 0, invalid: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** The send, or 404 'Newsletter send not found'. */
export async function findSend(deps: WorkDeps, sendId: number) {
  const send = await NewsletterSend.query(deps.knex).findById(sendId);
  if (!send) throw notFound(M.sendNotFound);
  return send;
}

/** The answer of a send or resume, from what the database holds for the send. */
export async function sendResult(deps: WorkDeps, sendId: number): Promise<NewsletterSendResult> {
  const send = await findSend(deps, sendId);
  const recipients = await NewsletterRecipient.query(deps.knex)
    .where('newsletter_recipients.sendId', sendId)
    .orderBy('newsletter_recipients.id')
    .select(
      'newsletter_recipients.email',
      'newsletter_recipients.status',
      'newsletter_recipients.error',
      'newsletter_recipients.confirmedAt',
    );
  const invalid = recipients.filter((r) => r.status === 'invalid').length;
  const sent = recipients.filter((r) => r.status === 'sent');
  return {
    sendId,
    testMode: send.testMode,
    totalAdmins: send.testMode ? recipients.length : 0,
    totalUsers: recipients.length,
    validUsers: recipients.length - invalid,
    invalidEmails: invalid,
    successCount: send.successCount,
    failureCount: send.failureCount,
    batchCount: send.batchCount,
    recipients: recipients.map((r) => ({ email: r.email, status: r.status })),
    successfulEmails: sent.map((r) => r.email),
    unconfirmedEmails: sent.filter((r) => !r.confirmedAt).map((r) => r.email),
    failedEmails: recipients
      .filter((r) => r.status === 'failed')
      .map((r) => ({ email: r.email, error: r.error ?? 'Send failed' })),
  };
}
