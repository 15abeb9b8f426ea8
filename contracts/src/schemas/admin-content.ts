import { z } from 'zod';
import {
  NEWS_STATUSES,
  NEWS_TITLE_MAX_LENGTH,
  NEWSLETTER_BODY_MAX_LENGTH,
  NEWSLETTER_SUBJECT_MAX_LENGTH,
  TROPHY_TYPES,
} from '../constants';
import { MESSAGES } from '../messages';

import {
  ADMIN_CONTENT_MESSAGES,
  TROPHY_NAME_MAX_LENGTH,
  TROPHY_DESCRIPTION_MAX_LENGTH,
  AWARD_REASON_MAX_LENGTH,
} from '../admin';
export {
  ADMIN_CONTENT_MESSAGES,
  TROPHY_NAME_MAX_LENGTH,
  TROPHY_DESCRIPTION_MAX_LENGTH,
  AWARD_REASON_MAX_LENGTH,
} from '../admin';

const M = ADMIN_CONTENT_MESSAGES;

/** An uploaded file's path (/uploads/...) or an absolute http(s) URL; empty or null clears it. */
const imageUrl = z
  .string({ error: M.imageUrlInvalid })
  .trim()
  .max(500, M.imageUrlInvalid)
  .refine(
    (v) => v === '' || /^\/uploads\/[A-Za-z0-9._-]+$/.test(v) || /^https?:\/\/[^\s"'<>]+$/i.test(v),
    M.imageUrlInvalid,
  )
  .nullish()
  .transform((v) => (v ? v : null));

/** Form values arrive as text in multipart bodies: accept true/false, 'true'/'false', '1'/'0', 'on'. */
const flag = (message: string) =>
  z.preprocess(
    (v) => {
      if (v === 'true' || v === '1' || v === 'on') return true;
      if (v === 'false' || v === '0' || v === '') return false;
      return v;
    },
    z.boolean({ error: message }),
  );

/** POST /news/admin and PUT /news/admin/{id} body. Content is HTML, sanitised by the server. */
export const newsPostInputSchema = z.object({
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(NEWS_TITLE_MAX_LENGTH, M.titleTooLong),
  content: z
    .string({ error: M.contentRequired })
    .refine((v) => v.trim().length > 0, M.contentRequired),
  publishDate: z.iso.datetime({ offset: true, error: M.publishDateRequired }),
  status: z.enum(NEWS_STATUSES, { error: M.statusInvalid }).default('draft'),
  headerImage: imageUrl,
});
export type NewsPostInput = z.infer<typeof newsPostInputSchema>;

/** POST /trophies/admin and PUT /trophies/admin/{id} fields (multipart text fields or JSON). */
export const trophyInputSchema = z.object({
  name: z
    .string({ error: M.trophyNameRequired })
    .trim()
    .min(1, M.trophyNameRequired)
    .max(TROPHY_NAME_MAX_LENGTH, `Name must be at most ${TROPHY_NAME_MAX_LENGTH} characters`),
  description: z
    .string({ error: M.trophyDescriptionRequired })
    .trim()
    .min(1, M.trophyDescriptionRequired)
    .max(
      TROPHY_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${TROPHY_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  trophyType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(TROPHY_TYPES, { error: M.trophyTypeInvalid }).default('custom'),
  ),
  isActive: flag('Active must be true or false').optional(),
  /**
   * The image as read back: the trophy's current URL keeps it, null (or '') removes it. A new image
   * is an upload (multipart field `image`); any other URL is refused with `trophyImageUpload`.
   */
  imageUrl: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string({ error: M.trophyImageUpload }).max(500, M.trophyImageUpload).nullish(),
  ),
});
export type TrophyInput = z.infer<typeof trophyInputSchema>;

const reason = z
  .string()
  .trim()
  .max(AWARD_REASON_MAX_LENGTH, `Reason must be at most ${AWARD_REASON_MAX_LENGTH} characters`)
  .nullish()
  .transform((v) => (v ? v : null));
const trophyId = z.coerce
  .number({ error: M.selectTrophy })
  .int(M.selectTrophy)
  .positive(M.selectTrophy);

/** POST /trophies/admin/award body. */
export const awardTrophySchema = z.object({
  trophyId,
  userIds: z
    .array(z.coerce.number().int().positive(), { error: M.selectUsers })
    .min(1, M.selectUsers),
  reason,
});

/**
 * The client's name for one confirmed mass action (a UUID from crypto.randomUUID()): the same key
 * again, retried or in parallel, gets the first request's outcome and acts no more.
 */
export const idempotencyKeySchema = z
  .string({ error: M.idempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, M.idempotencyKeyInvalid);

/**
 * POST /trophies/admin/award-all body. Players holding the trophy for the same reason already are
 * skipped; `idempotencyKey` makes a retry or a parallel double give one outcome.
 */
export const awardAllSchema = z.object({
  trophyId,
  reason,
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** GET /trophies/admin/award-all/preview query: what award to all would do, for its confirmation. */
export const awardAllPreviewQuerySchema = z.object({ trophyId, reason });

/** POST /admin/newsletter/send body. */
export const newsletterSendSchema = z.object({
  subject: z
    .string({ error: MESSAGES.fillRequired })
    .trim()
    .min(1, MESSAGES.fillRequired)
    .max(NEWSLETTER_SUBJECT_MAX_LENGTH, M.subjectTooLong),
  bodyText: z
    .string({ error: MESSAGES.fillRequired })
    .trim()
    .min(1, MESSAGES.fillRequired)
    .max(NEWSLETTER_BODY_MAX_LENGTH, M.bodyTooLong),
  headerImageUrl: imageUrl,
  testMode: z.boolean().default(false),
  /** One confirmed send (see idempotencyKeySchema): the same key again answers that send. */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type NewsletterSendInput = z.infer<typeof newsletterSendSchema>;

/**
 * POST /admin/newsletter/render body: the draft as composed so far. Fields may still be empty (the
 * preview follows the typing), but never longer than a send allows.
 */
export const newsletterDraftSchema = z.object({
  subject: z.string().max(NEWSLETTER_SUBJECT_MAX_LENGTH, M.subjectTooLong).default(''),
  bodyText: z.string().max(NEWSLETTER_BODY_MAX_LENGTH, M.bodyTooLong).default(''),
  headerImageUrl: imageUrl,
});
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

/** What GET /admin/newsletter/sends?status= filters on: running, or stalled and resumable. */
export const NEWSLETTER_SEND_STATES = ['sending', 'interrupted', 'completed', 'failed'] as const;

/** GET /admin/newsletter/sends query. */
/** GET /admin/newsletter/audience query: who a send in this mode would mail, for its confirmation. */
export const newsletterAudienceQuerySchema = z.object({
  testMode: z.enum(['true', 'false']).default('false'),
});

export const newsletterSendsQuerySchema = z.object({
  status: z.enum(['sending', 'interrupted']).optional(),
});
