import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  ADMIN_CONTENT_MESSAGES,
  TROPHY_AWARDS_PAGE_SIZE,
  awardAllPreviewQuerySchema,
  awardAllSchema,
  awardTrophySchema,
  trophyInputSchema,
  type TrophyInput,
} from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { parseListParams, sendPage } from '../../lib/simple-rest';
import { imageRules, isMultipart, readMultipart, storeImage } from '../../lib/upload';
import { parse, parseId } from '../../lib/validate';
import * as awards from './admin-awards-service';
import { requestAwardNotices } from './award-notices';
import * as trophies from './admin-service';

/** Admin trophy and award endpoints; register before the public trophies router. */
export const trophiesAdminRouter = new Router({ prefix: '/trophies/admin' });
trophiesAdminRouter.use(requireAdmin);

/**
 * Reads a trophy form: multipart (text fields plus optional `image`, JPEG/PNG/GIF/WebP ≤5MB) or
 * JSON. `validate` checks the fields before the image is stored. `upload` is the stored new image.
 */
async function readTrophyForm(
  ctx: Context,
  validate: (fields: unknown) => TrophyInput,
): Promise<{ fields: unknown; input: TrophyInput; upload: string | undefined }> {
  if (isMultipart(ctx)) {
    const { fields, file } = await readMultipart(ctx, imageRules('image'));
    const input = validate(fields);
    return { fields, input, upload: file ? await storeImage(ctx, file) : undefined };
  }
  const fields: unknown = ctx.request.body ?? {};
  return { fields, input: validate(fields), upload: undefined };
}

/** A new trophy's fields: its image is an upload, never a URL in the form (null or '' is no image). */
function createInput(fields: unknown): TrophyInput {
  const input = parse(trophyInputSchema, fields);
  if (typeof input.imageUrl === 'string')
    throw badRequest(ADMIN_CONTENT_MESSAGES.trophyImageUpload, {
      imageUrl: ADMIN_CONTENT_MESSAGES.trophyImageUpload,
    });
  return input;
}

/** Removes a just-stored upload when the write that would have used it failed. */
async function cleanUpOnFailure<T>(
  ctx: Context,
  imageUrl: string | null | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (imageUrl) await ctx.deps.storage.remove(imageUrl);
    throw error;
  }
}

/** GET /trophies/admin/all → Trophy[] with _count.awards; simple-REST (resource 'trophies') when asked. */
trophiesAdminRouter.get('/all', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: trophies.SORTABLE,
    defaultSort: ['name', 'ASC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, 'trophies', params, await trophies.listPage(ctx.deps, params));
  ctx.body = await trophies.listAll(ctx.deps);
});

const awardsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(TROPHY_AWARDS_PAGE_SIZE),
  trophyId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
});

/**
 * GET /trophies/admin/awards?page=1&limit=20&trophyId= → {awards, pagination:{page, limit, total, pages}};
 * simple-REST (resource 'awards', filter trophyId, userId) when asked.
 */
trophiesAdminRouter.get('/awards', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: awards.AWARD_SORTABLE,
    defaultSort: ['awardedAt', 'DESC'],
    defaultLimit: TROPHY_AWARDS_PAGE_SIZE,
  });
  if (params.simpleRest)
    return sendPage(ctx, 'awards', params, await awards.listAwardsPage(ctx.deps, params));
  ctx.body = await awards.listAwards(ctx.deps, parse(awardsQuery, ctx.query));
});

/** GET /trophies/admin/awards/{awardId} → one award as listed (react-admin getOne) */
trophiesAdminRouter.get('/awards/:awardId', async (ctx) => {
  ctx.body = await awards.getAward(ctx.deps, parseId(ctx.params.awardId, 'awardId'));
});

/** POST /trophies/admin/award {trophyId, userIds, reason?} → {awarded} (active trophies only) */
trophiesAdminRouter.post('/award', async (ctx) => {
  ctx.body = await awards.award(
    ctx.deps,
    currentUser(ctx).id,
    parse(awardTrophySchema, ctx.request.body),
  );
  await requestAwardNotices(ctx.deps);
});

/**
 * GET /trophies/admin/award-all/preview?trophyId=&reason= → {trophy:{id, name}, toAward, alreadyHold}:
 * the counts award to all's confirmation names.
 */
trophiesAdminRouter.get('/award-all/preview', async (ctx) => {
  ctx.body = await awards.previewAwardAll(ctx.deps, parse(awardAllPreviewQuerySchema, ctx.query));
});

/**
 * POST /trophies/admin/award-all {trophyId, reason?, idempotencyKey?} → {awarded, skipped}: every
 * active user not holding it for the same reason; the same idempotencyKey again answers the first
 * outcome (409 IDEMPOTENCY_KEY_REUSED for another body).
 */
trophiesAdminRouter.post('/award-all', async (ctx) => {
  ctx.body = await awards.awardAll(
    ctx.deps,
    currentUser(ctx).id,
    parse(awardAllSchema, ctx.request.body),
  );
  await requestAwardNotices(ctx.deps);
});

/** DELETE /trophies/admin/award/{awardId} → the removed award */
trophiesAdminRouter.delete('/award/:awardId', async (ctx) => {
  ctx.body = await awards.removeAward(
    ctx.deps,
    currentUser(ctx).id,
    parseId(ctx.params.awardId, 'awardId'),
  );
});

/** GET /trophies/admin/{id} → Trophy (react-admin getOne) */
trophiesAdminRouter.get('/:id', async (ctx) => {
  ctx.body = await trophies.getOne(ctx.deps, parseId(ctx.params.id));
});

/** POST /trophies/admin (multipart or JSON: name, description, trophyType, isActive, image?) → 201 Trophy */
trophiesAdminRouter.post('/', async (ctx) => {
  const { input, upload } = await readTrophyForm(ctx, createInput);
  const trophy = await cleanUpOnFailure(ctx, upload, () =>
    trophies.create(ctx.deps, currentUser(ctx).id, input, upload ?? null),
  );
  ctx.status = 201;
  ctx.body = trophy;
});

/**
 * PUT /trophies/admin/{id} with the same fields, whole or partial (merged over the trophy as read, then
 * validated; read-only fields ignored) → Trophy. `imageUrl` as read keeps the image, null removes it,
 * a multipart `image` replaces it; a replaced image file is removed.
 */
trophiesAdminRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  const current = await trophies.getOne(ctx.deps, id);
  const { fields, upload } = await readTrophyForm(ctx, (f) => trophies.mergedInput(current, f));
  const { trophy, replacedImage } = await cleanUpOnFailure(ctx, upload, () =>
    trophies.update(ctx.deps, currentUser(ctx).id, id, fields, upload),
  );
  await ctx.deps.storage.remove(replacedImage);
  ctx.body = trophy;
});

/** DELETE /trophies/admin/{id} → the deleted Trophy; its image file is removed */
trophiesAdminRouter.delete('/:id', async (ctx) => {
  const trophy = await trophies.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
  await ctx.deps.storage.remove(trophy.imageUrl);
  ctx.body = trophy;
});
