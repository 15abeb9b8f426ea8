// Delivers a send's recipients so that a crash loses nobody and mails nobody twice (docs/RULES.md).
// - A run claims a batch under its own id and renews the claim every HEARTBEAT_MS while it lives; a
//   claim left by a dead process lapses after CLAIM_TIMEOUT_MS and the next run takes it.
// - A recipient is marked sent in the instant before its mail's end (SMTP's final ".") leaves
//   (lib/mailer.ts beforeEnd), by one statement that also checks the claim is still this run's: a run
//   whose claim was taken (it stalled past the time-out) drops the mail there. A mail cut off before
//   the mark is discarded by the server and sent again by a later run; once marked it is never sent
//   again. The server's 250 then sets confirmed_at; a crash in between leaves the row sent but
//   unconfirmed. Only a crash between the mark's commit and the end leaving the process (a few
//   microseconds) loses that player's mail.
// The claim is knex SQL: UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING, so two
// runs never claim the same recipient.
import { randomUUID } from 'node:crypto';
import type { NewsletterSendResult } from '@predictor/contracts';
import type { WorkDeps } from '../../lib/context';
import { NewsletterRecipient, NewsletterSend } from '../../models';
import { upcomingFixtures } from './preview';
import { personalise, renderNewsletter } from './render';
import { countByStatus, findSend, sendResult } from './send-result';
import { unsubscribeLink } from './unsubscribe';
import { camelRows } from '../../db/rows';

export const BATCH_SIZE = 50;
export const CONCURRENCY = 5;
/** How often a run renews the claims of the batch it is mailing. */
export const HEARTBEAT_MS = 5_000;
/** A claim not renewed for this long was left by a run that is gone: any run may take it. */
export const CLAIM_TIMEOUT_MS = 20_000;
/** How often a run with nothing to claim looks again while other runs' claims are pending. */
const WAIT_MS = 1_000;

type Recipient = { id: number; userId: number | null; email: string };
type Run = { id: string; stopped: boolean };
type Rendered = { text: string; html: string };

/** The mail was not handed over: the run stopped, or another run took the claim. */
class NotHandedOver extends Error {}

/**
 * Mails every recipient of a send not yet mailed, in batches of 50 with 5 at a time, and answers
 * the outcome. It also waits for claims held elsewhere (a live run's, or a dead one's until they
 * lapse and it takes them), so that it answers once every recipient was tried. A failure (the
 * database gone) stops the run: no mail starts or ends after it, and it is thrown once every lane
 * has stopped.
 */
export async function runSend(deps: WorkDeps, sendId: number): Promise<NewsletterSendResult> {
  const send = await findSend(deps, sendId);
  await NewsletterSend.query(deps.knex)
    .patch({ status: 'sending', finishedAt: null })
    .findById(sendId);
  const rendered = renderNewsletter(send, await upcomingFixtures(deps), deps.config.publicUrl);
  const run: Run = { id: randomUUID(), stopped: false };
  let batch: Recipient[] = [];
  const heartbeat = setInterval(() => {
    renewClaims(deps, run, batch).catch((error) =>
      deps.log.warn({ err: error, sendId }, 'newsletter claims not renewed'),
    );
  }, HEARTBEAT_MS).unref();
  let batches = 0;
  try {
    for (;;) {
      batch = await claimBatch(deps, run, sendId);
      if (batch.length > 0) {
        batches += 1;
        await eachLimited(batch, run, (r) => deliver(deps, run, send.subject, rendered, r));
      } else if (
        await NewsletterRecipient.query(deps.knex).findOne({ sendId, status: 'pending' })
      ) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      } else {
        break;
      }
    }
  } finally {
    clearInterval(heartbeat);
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
  return sendResult(deps, sendId);
}

/** Up to BATCH_SIZE pending recipients nobody holds (or whose claim lapsed), now this run's. */
async function claimBatch(deps: WorkDeps, run: Run, sendId: number): Promise<Recipient[]> {
  const now = deps.now();
  const result = await deps.knex.raw(
    `UPDATE newsletter_recipients SET claimed_by = ?, claimed_at = ?
     WHERE id IN (SELECT id FROM newsletter_recipients
                  WHERE send_id = ? AND status = 'pending' AND (claimed_by IS NULL OR claimed_at < ?)
                  ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
     RETURNING id, user_id, email`,
    [run.id, now, sendId, new Date(now.getTime() - CLAIM_TIMEOUT_MS), BATCH_SIZE],
  );
  return camelRows<Recipient>(result).sort((a, b) => a.id - b.id);
}

async function renewClaims(deps: WorkDeps, run: Run, batch: Recipient[]) {
  if (batch.length === 0) return;
  await NewsletterRecipient.query(deps.knex)
    .patch({ claimedAt: deps.now() })
    .whereIn(
      'id',
      batch.map((r) => r.id),
    )
    .where({ claimedBy: run.id, status: 'pending' });
}

/** Runs `work` over the items, CONCURRENCY at a time; the first failure stops the run (see runSend). */
async function eachLimited<T>(items: T[], run: Run, work: (item: T) => Promise<void>) {
  let next = 0;
  let failure: unknown;
  const lanes = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (!run.stopped && next < items.length) {
      await work(items[next++]).catch((error: unknown) => {
        if (!run.stopped) failure = error;
        run.stopped = true;
      });
    }
  });
  await Promise.all(lanes);
  if (run.stopped) throw failure;
}

/** Mails one recipient this run claimed, marking it sent just before the mail's end (see top). */
async function deliver(
  deps: WorkDeps,
  run: Run,
  subject: string,
  rendered: Rendered,
  r: Recipient,
) {
  const link = r.userId
    ? await unsubscribeLink(deps, r.userId, 'all')
    : `${deps.config.publicUrl}/`;
  const { text, html } = personalise(rendered, link);
  let handedOver = false;
  // Why the mail's end was held back; the mailer gets an error of its own (nodemailer rewrites it).
  let refused: unknown = null;
  const beforeEnd = async () => {
    refused = run.stopped
      ? new NotHandedOver('The run stopped')
      : await markSent(deps, run, r.id).then(
          (marked) => (marked ? null : new NotHandedOver('Another run took the claim')),
          (error: unknown) => error,
        );
    if (refused) throw new Error('Not handed over');
    handedOver = true;
  };
  const message = {
    to: r.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
  try {
    await deps.mailer.send(message, { beforeEnd });
  } catch (error) {
    if (refused instanceof NotHandedOver) return;
    if (refused) throw refused;
    await recordRefusal(deps, run, r.id, handedOver, error);
    return;
  }
  await recordAccepted(deps, run, r.id, handedOver);
}

/** The mark of a handed-over mail; false when the claim is no longer this run's. */
async function markSent(deps: WorkDeps, run: Run, id: number): Promise<boolean> {
  const marked = await NewsletterRecipient.query(deps.knex)
    .patch({ status: 'sent', sentAt: deps.now(), error: null })
    .where({ id, claimedBy: run.id, status: 'pending' });
  return marked === 1;
}

/** The server's 250. A mailer without `beforeEnd` (tests' stand-ins) is marked sent only now. */
async function recordAccepted(deps: WorkDeps, run: Run, id: number, handedOver: boolean) {
  const query = NewsletterRecipient.query(deps.knex);
  if (handedOver) return void (await query.patch({ confirmedAt: deps.now() }).findById(id));
  const now = deps.now();
  const marked = await query
    .patch({ status: 'sent', sentAt: now, confirmedAt: now, error: null })
    .where({ id, claimedBy: run.id, status: 'pending' });
  if (marked === 0)
    deps.log.warn({ recipientId: id }, 'newsletter mail sent after its claim lapsed');
}

/**
 * A mailer error. Before the mail's end (an address refused, no connection): failed. After it:
 * failed when the server answered no; with no answer (connection lost) the server may have the mail,
 * so it stays sent, unconfirmed, with the error.
 */
async function recordRefusal(
  deps: WorkDeps,
  run: Run,
  id: number,
  handedOver: boolean,
  error: unknown,
) {
  const message = ((error as Error)?.message ?? 'Send failed').slice(0, 500);
  const answered = (error as { responseCode?: number })?.responseCode !== undefined;
  const query = NewsletterRecipient.query(deps.knex);
  if (!handedOver)
    await query
      .patch({ status: 'failed', error: message })
      .where({ id, claimedBy: run.id, status: 'pending' });
  else if (answered) await query.patch({ status: 'failed', error: message }).findById(id);
  else await query.patch({ error: message }).findById(id);
}
