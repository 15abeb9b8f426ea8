import Router from '@koa/router';
import { z } from 'zod';
import { NEWS_ADMIN_LIST_LIMIT, NEWS_STATUSES, newsPostInputSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendPage } from '../../lib/simple-rest';
import { imageRules, receiveImage } from '../../lib/upload';
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

/** POST /news/admin {title, content, publishDate, status, headerImage} → 201 the post */
newsAdminRouter.post('/', async (ctx) => {
  const input = parse(newsPostInputSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await news.create(ctx.deps, currentUser(ctx).id, input);
});

/** PUT /news/admin/{id} with the same body, whole or partial (merged over the stored post, then validated) → the post */
newsAdminRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  ctx.body = await news.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
});

/** DELETE /news/admin/{id} → the deleted post */
newsAdminRouter.delete('/:id', async (ctx) => {
  ctx.body = await news.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});
