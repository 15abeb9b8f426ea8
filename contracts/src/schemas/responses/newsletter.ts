import { z } from 'zod';
import { NEWSLETTER_RECIPIENT_STATUSES, NEWSLETTER_SEND_STATUSES } from '../../constants';
import { NEWSLETTER_SEND_STATES } from '../admin-content';
import { count, dateTime, id } from './common';

/** GET /admin/newsletter/preview: the next 7 days' fixtures by season name. */
export const newsletterPreviewSchema = z.strictObject({
  totalMatches: count,
  totalSeasons: count,
  matchesBySeason: z.record(
    z.string(),
    z.array(
      z.strictObject({
        id,
        homeTeam: z.strictObject({ name: z.string() }),
        awayTeam: z.strictObject({ name: z.string() }),
        matchDate: dateTime,
        matchGroup: z.strictObject({ id, name: z.string() }).nullable(),
      }),
    ),
  ),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** GET /admin/newsletter/audience: how many players (test mode: admins) a send would mail. */
export const newsletterAudienceSchema = z.strictObject({ recipients: count });
export type NewsletterAudience = z.infer<typeof newsletterAudienceSchema>;

export const newsletterRecipientStatusSchema = z.enum(NEWSLETTER_RECIPIENT_STATUSES);

/** POST /admin/newsletter/send and /admin/newsletter/sends/{id}/resume. */
export const newsletterSendResultSchema = z.strictObject({
  sendId: id,
  testMode: z.boolean(),
  totalAdmins: count,
  totalUsers: count,
  validUsers: count,
  invalidEmails: count,
  successCount: count,
  failureCount: count,
  batchCount: count,
  recipients: z.array(
    z.strictObject({ email: z.string(), status: newsletterRecipientStatusSchema }),
  ),
  successfulEmails: z.array(z.string()),
  /** Sent, but the mail server's acceptance never arrived (a crash or a lost connection after the mail's end). */
  unconfirmedEmails: z.array(z.string()),
  failedEmails: z.array(z.strictObject({ email: z.string(), error: z.string() })),
});
export type NewsletterSendResult = z.infer<typeof newsletterSendResultSchema>;

/** GET /admin/newsletter/sends/{id}: progress, readable while a send runs. */
export const newsletterProgressSchema = z.strictObject({
  id,
  status: z.enum(NEWSLETTER_SEND_STATUSES),
  total: count,
  sent: count,
  failed: count,
  invalid: count,
  pending: count,
});
export type NewsletterProgress = z.infer<typeof newsletterProgressSchema>;

/**
 * GET /admin/newsletter/sends: recent sends, newest first. `interrupted`: still sending but silent
 * for longer than a delivery may take (the runner is gone), so it can be resumed.
 */
export const newsletterSendSummarySchema = z.strictObject({
  id,
  subject: z.string(),
  testMode: z.boolean(),
  state: z.enum(NEWSLETTER_SEND_STATES),
  createdBy: id.nullable(),
  createdAt: dateTime,
  total: count,
  sent: count,
  failed: count,
  invalid: count,
  pending: count,
});
export type NewsletterSendSummary = z.infer<typeof newsletterSendSummarySchema>;
export const newsletterSendListSchema = z.array(newsletterSendSummarySchema);

/** POST /admin/newsletter/render: the e-mail as a player will see it. */
export const newsletterRenderedSchema = z.strictObject({ html: z.string(), text: z.string() });
export type NewsletterRendered = z.infer<typeof newsletterRenderedSchema>;
