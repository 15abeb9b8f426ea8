// Sends and recipients through the NewsletterSend and NewsletterRecipient models; delivery itself is
// send-run.ts. Recording the audience stays knex SQL: one INSERT … SELECT over every user who wants
// the newsletter, instead of loading them all to insert them back.
import {
  ADMIN_CONTENT_MESSAGES as M,
  type NewsletterProgress,
  type NewsletterSendInput,
  type NewsletterSendResult,
} from '@predictor/contracts';
import { camelRows } from '../../db/rows';
import { recordAudit } from '../../lib/audit';
import { claimKey, storeResponse } from '../../lib/idempotency';
import type { WorkDeps } from '../../lib/context';
import { HttpError, isConnectionError } from '../../lib/errors';
import { NewsletterSend } from '../../models';
import { countByStatus, findSend, sendResult } from './send-result';
import { CLAIM_TIMEOUT_MS, runSend } from './send-run';

/** One job per send (data {sendId}) on this pg-boss queue, worked by any instance's runner (jobs/runner.ts). */
export const NEWSLETTER_QUEUE = 'newsletter-send';
/** How long a send or resume request waits for its queued job before answering the progress so far. */
export const SEND_WAIT_MS = 10 * 60 * 1000;
// Deliberately loose: one @, no spaces, a dot in the domain. Mirrors the SQL below.
const EMAIL_SQL_PATTERN = '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$';

/** Who a send mails. Test mode: active admins; live: active users who want the newsletter. */
function audience(testMode: boolean) {
  return testMode
    ? `u.role = 'admin' AND u.is_active`
    : `u.is_active AND u.email_notifications AND NOT u.unsubscribed`;
}

/** How many players (test mode: admins) a send would mail now, for the send's confirmation. */
export async function audienceSize(deps: WorkDeps, testMode: boolean): Promise<number> {
  const result = await deps.knex.raw(
    `SELECT count(*) AS recipients FROM users u WHERE ${audience(testMode)}`,
  );
  return Number(camelRows<{ recipients: string }>(result)[0].recipients);
}

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
  return (await createOrFindSend(deps, actorId, input)).sendId;
}

/**
 * createSend, under the input's idempotency key when it has one (lib/idempotency.ts): the key's first
 * request records the send (created), a retry or parallel request with the same key finds that send
 * and records nothing (created false).
 */
export async function createOrFindSend(
  deps: WorkDeps,
  actorId: number,
  input: NewsletterSendInput,
): Promise<{ sendId: number; created: boolean }> {
  const { idempotencyKey: key, ...request } = input;
  return deps.knex.transaction(async (trx) => {
    if (key) {
      const claim = await claimKey<{ sendId: number }>(
        trx,
        'newsletter-send',
        key,
        actorId,
        request,
      );
      if (!claim.claimed) return { sendId: claim.response.sendId, created: false };
    }
    const { id } = await NewsletterSend.query(trx).insert({
      subject: input.subject,
      bodyText: input.bodyText,
      headerImageUrl: input.headerImageUrl,
      testMode: input.testMode,
      status: 'sending',
      createdBy: actorId,
    });
    await trx.raw(
      `INSERT INTO newsletter_recipients (send_id, user_id, email, status, error)
       SELECT ?, u.id, u.email,
              CASE WHEN u.email ~ ? THEN 'pending' ELSE 'invalid' END,
              CASE WHEN u.email ~ ? THEN NULL ELSE 'Invalid email address' END
       FROM users u WHERE ${audience(input.testMode)}
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
    if (key) await storeResponse(trx, 'newsletter-send', key, { sendId: id });
    return { sendId: id, created: true };
  });
}

/**
 * The outcome of a send another request is delivering (a repeated idempotency key): waits while it
 * is sending and someone works on it (activity within CLAIM_TIMEOUT_MS), up to SEND_WAIT_MS, then
 * answers what the database holds, as the first request answers. It mails nobody itself: a send
 * left interrupted is resumed from the interrupted sends.
 */
export async function awaitSend(
  deps: WorkDeps,
  sendId: number,
  pollMs = 200,
): Promise<NewsletterSendResult> {
  const until = Date.now() + SEND_WAIT_MS;
  while (Date.now() < until) {
    const result = await deps.knex.raw(
      `SELECT s.status,
              GREATEST(s.created_at, MAX(r.sent_at), MAX(r.claimed_at)) AS last_activity
       FROM newsletter_sends s LEFT JOIN newsletter_recipients r ON r.send_id = s.id
       WHERE s.id = ? GROUP BY s.id`,
      [sendId],
    );
    const [row] = camelRows<{ status: string; lastActivity: Date }>(result);
    const stalled = deps.now().getTime() - row.lastActivity.getTime() > CLAIM_TIMEOUT_MS;
    if (row.status !== 'sending' || stalled) break;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return sendResult(deps, sendId);
}

/**
 * Delivers a recorded send and answers its outcome. With the job runner started, the send is a job
 * on the newsletter queue, delivered by whichever instance takes it; the request waits for it.
 * Without a runner (it failed to start, or a test app) the request delivers it itself. A 503 means
 * the send stopped and goes no further until an admin resumes it: the run stops at a database
 * failure before answering, and its job is never retried by itself (jobs/runner.ts).
 */
export async function deliverSend(deps: WorkDeps, sendId: number): Promise<NewsletterSendResult> {
  try {
    if (!deps.jobs) return await runSend(deps, sendId);
    const outcome = await deps.jobs.sendAndWait(NEWSLETTER_QUEUE, { sendId }, SEND_WAIT_MS);
    if (outcome !== 'completed') deps.log.warn({ sendId, outcome }, 'newsletter job not completed');
    return await sendResult(deps, sendId);
  } catch (error) {
    if (isConnectionError(error)) throw new HttpError(503, M.sendStopped, { code: 'UNAVAILABLE' });
    throw error;
  }
}

/** Resumes a send cut off by a crash: mails only the recipients not yet mailed. Audited. */
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
