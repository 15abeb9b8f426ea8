import Router from '@koa/router';
import {
  newsletterAudienceQuerySchema,
  newsletterDraftSchema,
  newsletterSendSchema,
  newsletterSendsQuerySchema,
} from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { imageRules, receiveImage } from '../../lib/upload';
import { parse, parseId } from '../../lib/validate';
import { upcomingFixtures } from './preview';
import { personalise, renderNewsletter } from './render';
import { listSends } from './send-list';
import {
  audienceSize,
  awaitSend,
  createOrFindSend,
  deliverSend,
  progress,
  resumeSend,
} from './send-service';

export const newsletterAdminRouter = new Router({ prefix: '/admin/newsletter' });
newsletterAdminRouter.use(requireAdmin);

/** GET /admin/newsletter/preview → {totalMatches, totalSeasons, matchesBySeason} for the next 7 days */
newsletterAdminRouter.get('/preview', async (ctx) => {
  ctx.body = await upcomingFixtures(ctx.deps);
});

/** POST /admin/newsletter/upload-header, multipart field `logo` (JPEG, PNG, GIF, WebP; ≤5MB) → {imageUrl} */
newsletterAdminRouter.post('/upload-header', async (ctx) => {
  const { url } = await receiveImage(ctx, imageRules('logo'));
  ctx.body = { imageUrl: url };
});

/**
 * POST /admin/newsletter/send {subject, bodyText, headerImageUrl?, testMode} → the send's outcome
 * (totalAdmins, successCount, failureCount, recipients, totalUsers, validUsers, invalidEmails,
 * failedEmails, successfulEmails, unconfirmedEmails, batchCount, sendId). Recipients are recorded
 * before mailing; 503 when the database failed, the send then stopped (see deliverSend). With
 * `idempotencyKey`, the same key again (a retry, a double click, parallel requests) records and mails
 * nothing more: it waits for that send and answers its outcome; 409 IDEMPOTENCY_KEY_REUSED when the
 * key came with another body.
 */
newsletterAdminRouter.post('/send', async (ctx) => {
  const input = parse(newsletterSendSchema, ctx.request.body);
  const { sendId, created } = await createOrFindSend(ctx.deps, currentUser(ctx).id, input);
  ctx.body = created ? await deliverSend(ctx.deps, sendId) : await awaitSend(ctx.deps, sendId);
});

/** GET /admin/newsletter/audience?testMode=false → {recipients}: whom a send would mail now */
newsletterAdminRouter.get('/audience', async (ctx) => {
  const { testMode } = parse(newsletterAudienceQuerySchema, ctx.query);
  ctx.body = { recipients: await audienceSize(ctx.deps, testMode === 'true') };
});

/** POST /admin/newsletter/sends/{id}/resume → the outcome; mails only recipients not yet mailed */
newsletterAdminRouter.post('/sends/:id/resume', async (ctx) => {
  ctx.body = await resumeSend(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});

/** GET /admin/newsletter/sends/{id} → {id, status, total, sent, failed, invalid, pending} */
newsletterAdminRouter.get('/sends/:id', async (ctx) => {
  ctx.body = await progress(ctx.deps, parseId(ctx.params.id));
});

/** GET /admin/newsletter/sends?status=sending|interrupted → recent sends, newest first, with counts */
newsletterAdminRouter.get('/sends', async (ctx) => {
  ctx.body = await listSends(ctx.deps, parse(newsletterSendsQuerySchema, ctx.query));
});

/**
 * POST /admin/newsletter/render {subject, bodyText, headerImageUrl?} → {html, text}: the e-mail as
 * a player will receive it, with this week's fixtures (its unsubscribe link points at the site).
 */
newsletterAdminRouter.post('/render', async (ctx) => {
  const draft = parse(newsletterDraftSchema, ctx.request.body);
  const { publicUrl } = ctx.deps.config;
  const rendered = renderNewsletter(draft, await upcomingFixtures(ctx.deps), publicUrl);
  ctx.body = personalise(rendered, `${publicUrl}/`);
});
