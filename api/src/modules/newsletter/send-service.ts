// Sends and recipients through the NewsletterSend and NewsletterRecipient models. Two statements stay
// knex SQL: recording the audience (one INSERT … SELECT over every user who wants the newsletter,
// instead of loading them all to insert them back) and claiming a batch (UPDATE … WHERE id IN
// (SELECT … FOR UPDATE SKIP LOCKED) RETURNING, so two runners never claim the same recipient).
import type { Knex } from 'knex';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type NewsletterProgress,
  type NewsletterRecipientStatus,
  type NewsletterSendInput,
  type NewsletterSendResult,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { WorkDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { NewsletterRecipient, NewsletterSend } from '../../models';
import { upcomingFixtures } from './preview';
import { personalise, renderNewsletter } from './render';
import { unsubscribeLink } from './unsubscribe';

/** One job per send (data {sendId}) on this pg-boss queue, worked by any instance's runner (jobs/runner.ts). */
export const NEWSLETTER_QUEUE = 'newsletter-send';
/** How long a send or resume request waits for its queued job before answering the progress so far. */
export const SEND_WAIT_MS = 10 * 60 * 1000;
export const BATCH_SIZE = 50;
export const CONCURRENCY = 5;
/** A recipient claimed longer ago than this without an outcome was cut off mid-delivery (a crash). */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
const INTERRUPTED = 'Interrupted before delivery was confirmed; not re-sent';
// Deliberately loose: one @, no spaces, a dot in the domain. Mirrors the SQL below.
const EMAIL_SQL_PATTERN = '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$';

/**
 * Records a send and its recipients (pending, or invalid for a malformed address) in one audited
 * transaction, before anyone is mailed. Test mode: active admins; live: active users who want the
 * newsletter. Answers the send id.
 */
export async function createSend(
  deps: WorkDeps,
  actorId: number,
  input: NewsletterSendInput,
): Promise<number> {
  return deps.knex.transaction(async (trx) => {
    const { id } = await NewsletterSend.query(trx).insert({
      subject: input.subject,
      bodyText: input.bodyText,
      headerImageUrl: input.headerImageUrl,
      testMode: input.testMode,
      status: 'sending',
      createdBy: actorId,
    });
    const audience = input.testMode
      ? `u.role = 'admin' AND u.is_active`
      : `u.is_active AND u.email_notifications AND NOT u.unsubscribed`;
    await trx.raw(
      `INSERT INTO newsletter_recipients (send_id, user_id, email, status, error)
       SELECT ?, u.id, u.email,
              CASE WHEN u.email ~ ? THEN 'pending' ELSE 'invalid' END,
              CASE WHEN u.email ~ ? THEN NULL ELSE 'Invalid email address' END
       FROM users u WHERE ${audience}
       ORDER BY u.id
       ON CONFLICT (send_id, email) DO NOTHING`,
      [id, EMAIL_SQL_PATTERN, EMAIL_SQL_PATTERN],
    );
    const counts = await countByStatus(trx, id);
    const total = counts.pending + counts.invalid;
    await NewsletterSend.query(trx)
      .patch({ totalUsers: total, validUsers: counts.pending, invalidEmails: counts.invalid })
      .findById(id);
    await recordAudit(trx, {
      actorId,
      action: input.testMode ? 'send_test' : 'send',
      resource: 'newsletter-sends',
      resourceId: id,
      after: {
        subject: input.subject,
        testMode: input.testMode,
        totalUsers: total,
        invalidEmails: counts.invalid,
      },
    });
    return id;
  });
}

async function countByStatus(
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
async function findSend(deps: WorkDeps, sendId: number) {
  const send = await NewsletterSend.query(deps.knex).findById(sendId);
  if (!send) throw notFound(M.sendNotFound);
  return send;
}

/** Runs `work` over items with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * Mails every still-pending recipient of a send, in batches of 50 with 5 at a time. Each recipient
 * is claimed (sent_at set while pending) before mailing and marked sent or failed after, so a crash
 * or a second runner never mails anyone twice; claims older than the timeout are marked failed.
 */
export async function runSend(deps: WorkDeps, sendId: number): Promise<NewsletterSendResult> {
  const send = await findSend(deps, sendId);
  await NewsletterSend.query(deps.knex)
    .patch({ status: 'sending', finishedAt: null })
    .findById(sendId);
  await NewsletterRecipient.query(deps.knex)
    .patch({ status: 'failed', error: INTERRUPTED })
    .where({ sendId, status: 'pending' })
    .whereNotNull('sentAt')
    .where('sentAt', '<', new Date(deps.now().getTime() - CLAIM_TIMEOUT_MS));

  const rendered = renderNewsletter(send, await upcomingFixtures(deps), deps.config.publicUrl);
  let batches = 0;
  for (;;) {
    const { rows: batch } = await deps.knex.raw(
      `UPDATE newsletter_recipients SET sent_at = ?
       WHERE id IN (SELECT id FROM newsletter_recipients WHERE send_id = ? AND status = 'pending' AND sent_at IS NULL
                    ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING id, user_id, email`,
      [deps.now(), sendId, BATCH_SIZE],
    );
    if (batch.length === 0) break;
    batches += 1;
    await eachLimited(
      batch as { id: number; user_id: number | null; email: string }[],
      CONCURRENCY,
      async (r) => {
        try {
          const link = r.user_id
            ? await unsubscribeLink(deps, r.user_id, 'all')
            : `${deps.config.publicUrl}/`;
          const { text, html } = personalise(rendered, link);
          await deps.mailer.send({
            to: r.email,
            subject: send.subject,
            text,
            html,
            headers: {
              'List-Unsubscribe': `<${link}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          await NewsletterRecipient.query(deps.knex)
            .patch({ status: 'sent', sentAt: deps.now(), error: null })
            .findById(r.id);
        } catch (error) {
          const message = (error as Error)?.message ?? 'Send failed';
          await NewsletterRecipient.query(deps.knex)
            .patch({ status: 'failed', error: message.slice(0, 500) })
            .findById(r.id);
        }
      },
    );
  }

  const counts = await countByStatus(deps.knex, sendId);
  const status =
    counts.pending > 0
      ? 'sending'
      : counts.sent === 0 && counts.failed > 0
        ? 'failed'
        : 'completed';
  await NewsletterSend.query(deps.knex)
    .patch({
      status,
      successCount: counts.sent,
      failureCount: counts.failed,
      batchCount: send.batchCount + batches,
      finishedAt: status === 'sending' ? null : deps.now(),
    })
    .findById(sendId);
  return result(deps, sendId);
}

/**
 * Delivers a recorded send and answers its outcome. With the job runner started, the send is a job
 * on the newsletter queue, delivered by whichever instance takes it (and taken up again by another
 * after pg-boss expires it, should that instance die); the request waits for it. Without a runner
 * (it failed to start, or a test app) the request delivers it itself.
 */
export async function deliverSend(deps: WorkDeps, sendId: number): Promise<NewsletterSendResult> {
  if (!deps.jobs) return runSend(deps, sendId);
  const outcome = await deps.jobs.sendAndWait(NEWSLETTER_QUEUE, { sendId }, SEND_WAIT_MS);
  if (outcome !== 'completed') deps.log.warn({ sendId, outcome }, 'newsletter job not completed');
  return result(deps, sendId);
}

/** The answer of a send or resume, from what the database holds for the send. */
async function result(deps: WorkDeps, sendId: number): Promise<NewsletterSendResult> {
  const send = await findSend(deps, sendId);
  const recipients = await NewsletterRecipient.query(deps.knex)
    .where('newsletter_recipients.sendId', sendId)
    .orderBy('newsletter_recipients.id')
    .select(
      'newsletter_recipients.email',
      'newsletter_recipients.status',
      'newsletter_recipients.error',
    );
  const invalid = recipients.filter((r) => r.status === 'invalid').length;
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
    successfulEmails: recipients.filter((r) => r.status === 'sent').map((r) => r.email),
    failedEmails: recipients
      .filter((r) => r.status === 'failed')
      .map((r) => ({ email: r.email, error: r.error ?? 'Send failed' })),
  };
}

/** Resumes a send cut off by a crash: mails only the recipients still pending. Audited. */
export async function resumeSend(
  deps: WorkDeps,
  actorId: number,
  sendId: number,
): Promise<NewsletterSendResult> {
  await findSend(deps, sendId);
  await recordAudit(deps.knex, {
    actorId,
    action: 'resume',
    resource: 'newsletter-sends',
    resourceId: sendId,
  });
  return deliverSend(deps, sendId);
}

/** Progress of a send, readable while it runs. */
export async function progress(deps: WorkDeps, sendId: number): Promise<NewsletterProgress> {
  const send = await findSend(deps, sendId);
  const counts = await countByStatus(deps.knex, sendId);
  return {
    id: sendId,
    status: send.status,
    total: counts.pending + counts.sent + counts.failed + counts.invalid,
    ...counts,
  };
}
