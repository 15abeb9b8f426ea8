import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { NEWS_ADMIN_LIST_LIMIT, NEWS_STATUSES, newsPostInputSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendPage } from '../../lib/simple-rest';
import {
  imageRules,
  isMultipart,
  readMultipart,
  receiveImage,
  removeOnFailure,
  storeImage,
  type UploadedImage,
} from '../../lib/upload';
import { parse, parseId } from '../../lib/validate';
import * as news from './admin-service';

/** Admin news endpoints; register before the public /news/:slug router. */
export const newsAdminRouter = new Router({ prefix: '/news/admin' });
newsAdminRouter.use(requireAdmin);

const plainListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_ADMIN_LIST_LIMIT).default(NEWS_ADMIN_LIST_LIMIT),
  status: z
    .enum(NEWS_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/**
 * GET /news/admin/all?limit=50&status={published|draft} → {posts, totalCount} (newest publish date
 * first). With sort/range/filter (simple-REST, resource 'news', filter status, q): a page plus Content-Range.
 */
newsAdminRouter.get('/all', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: news.SORTABLE,
    defaultSort: ['publishDate', 'DESC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, 'news', params, await news.listPage(ctx.deps, params));
  const query = parse(plainListQuery, ctx.query);
  ctx.body = await news.listAdmin(ctx.deps, query);
});

/** POST /news/admin/upload-header, multipart field headerImage (JPEG, PNG, GIF, WebP; ≤5MB) → {imageUrl} */
newsAdminRouter.post('/upload-header', async (ctx) => {
  const { url } = await receiveImage(ctx, imageRules('headerImage'));
  ctx.body = { imageUrl: url };
});

/** GET /news/admin/{id} → the post, drafts included; 404 'News post not found' */
newsAdminRouter.get('/:id', async (ctx) => {
  ctx.body = await news.getOne(ctx.deps, parseId(ctx.params.id));
});

/**
 * A post form: JSON, or multipart text fields (headerImage as a URL, '' removing it) or a new
 * `headerImage` file (JPEG, PNG, GIF or WebP by its bytes, at most 5MB and 4096 px a side), checked
 * whole while the request is read (413, 415, 400 IMAGE_TOO_LARGE, naming headerImage in `errors`).
 */
async function readPostForm(ctx: Context): Promise<{ body: unknown; image: UploadedImage | null }> {
  if (!isMultipart(ctx)) return { body: ctx.request.body ?? {}, image: null };
  const { fields, file } = await readMultipart(ctx, imageRules('headerImage'));
  return { body: fields, image: file };
}

/**
 * POST /news/admin {title, content, publishDate, status, headerImage} as JSON, or multipart with a
 * headerImage file → 201 the post. The post and its image are one write: a refused image or post
 * stores no file and creates no post.
 */
newsAdminRouter.post('/', async (ctx) => {
  const { body, image } = await readPostForm(ctx);
  const input = parse(newsPostInputSchema, body);
  const headerImage = image ? await storeImage(ctx, image) : null;
  const post = await removeOnFailure(ctx, headerImage, () =>
    news.create(ctx.deps, currentUser(ctx).id, headerImage ? { ...input, headerImage } : input),
  );
  ctx.status = 201;
  ctx.body = post;
});

/**
 * PUT /news/admin/{id} with the same body, whole or partial (merged over the stored post, then
 * validated), as JSON or multipart with a new headerImage file → the post. A refused image or post
 * changes nothing and stores no file.
 */
newsAdminRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  const stored = await news.getOne(ctx.deps, id);
  const { body, image } = await readPostForm(ctx);
  news.mergedInput(stored, body);
  const headerImage = image ? await storeImage(ctx, image) : null;
  ctx.body = await removeOnFailure(ctx, headerImage, () =>
    news.update(
      ctx.deps,
      currentUser(ctx).id,
      id,
      headerImage ? { ...(body as object), headerImage } : body,
    ),
  );
});

/** DELETE /news/admin/{id} → the deleted post */
newsAdminRouter.delete('/:id', async (ctx) => {
  ctx.body = await news.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});
