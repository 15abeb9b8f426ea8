// Recent sends with their recipients' counts, for the back office to follow a running send and to
// offer Resume for one whose runner is gone.
import type { NewsletterSendStatus, NewsletterSendSummary } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { CLAIM_TIMEOUT_MS } from './send-run';
import { camelRows } from '../../db/rows';

/** How many recent sends the list shows. */
export const RECENT_SENDS = 20;

type Row = {
  id: number;
  subject: string;
  testMode: boolean;
  status: NewsletterSendStatus;
  createdBy: number | null;
  createdAt: Date;
  lastActivity: Date;
  sent: number;
  failed: number;
  invalid: number;
  pending: number;
};

/**
 * Newest first. A send still 'sending' whose last activity (its creation, or the latest claim, claim
 * renewal or delivery of a recipient) is older than the claim time-out is `interrupted`: a live run
 * renews its claims far more often, so nobody is running it. Resume is safe at any time anyway.
 */
export async function listSends(
  deps: AppDeps,
  filter: { status?: 'sending' | 'interrupted' },
): Promise<NewsletterSendSummary[]> {
  const stalledBefore = new Date(deps.now().getTime() - CLAIM_TIMEOUT_MS);
  const result = await deps.knex.raw(
    `SELECT s.id, s.subject, s.test_mode, s.status, s.created_by, s.created_at,
            GREATEST(s.created_at, MAX(r.sent_at), MAX(r.claimed_at)) AS last_activity,
            COUNT(r.id) FILTER (WHERE r.status = 'sent')::int AS sent,
            COUNT(r.id) FILTER (WHERE r.status = 'failed')::int AS failed,
            COUNT(r.id) FILTER (WHERE r.status = 'invalid')::int AS invalid,
            COUNT(r.id) FILTER (WHERE r.status = 'pending')::int AS pending
     FROM newsletter_sends s LEFT JOIN newsletter_recipients r ON r.send_id = s.id
     WHERE (?::text IS NULL OR s.status = 'sending')
     GROUP BY s.id
     HAVING ?::text IS NULL
         OR (? = 'interrupted') = (GREATEST(s.created_at, MAX(r.sent_at), MAX(r.claimed_at)) < ?)
     ORDER BY s.created_at DESC, s.id DESC
     LIMIT ?`,
    [
      filter.status ?? null,
      filter.status ?? null,
      filter.status ?? null,
      stalledBefore,
      RECENT_SENDS,
    ],
  );
  return camelRows<Row>(result).map((r) => ({
    id: r.id,
    subject: r.subject,
    testMode: r.testMode,
    state:
      r.status === 'sending' || r.status === 'pending'
        ? r.lastActivity < stalledBefore
          ? 'interrupted'
          : 'sending'
        : r.status,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    total: r.sent + r.failed + r.invalid + r.pending,
    sent: r.sent,
    failed: r.failed,
    invalid: r.invalid,
    pending: r.pending,
  }));
}
