import Router from '@koa/router';
import { z } from 'zod';
import { NEWS_PAGE_SIZE, NEWS_PUBLIC_MAX_LIMIT, NEWS_PUBLIC_MESSAGES } from '@predictor/contracts';
import { parse } from '../../lib/validate';
import * as news from './service';

export const newsRouter = new Router({ prefix: '/news' });

const listQuery = z.object({
  limit: z.coerce
    .number({ error: NEWS_PUBLIC_MESSAGES.limitRange })
    .int(NEWS_PUBLIC_MESSAGES.limitRange)
    .min(1, NEWS_PUBLIC_MESSAGES.limitRange)
    .max(NEWS_PUBLIC_MAX_LIMIT, NEWS_PUBLIC_MESSAGES.limitRange)
    .default(NEWS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: NEWS_PUBLIC_MESSAGES.offsetRange })
    .int(NEWS_PUBLIC_MESSAGES.offsetRange)
    .min(0, NEWS_PUBLIC_MESSAGES.offsetRange)
    .default(0),
});

/** GET /news?limit=10&offset=n → {posts:[{id, slug, title, content, excerpt, headerImage, publishDate, author}], hasMore} */
newsRouter.get('/', async (ctx) => {
  const { limit, offset } = parse(listQuery, ctx.query);
  ctx.body = await news.listNews(ctx.deps, limit, offset);
});

/** GET /news/latest/preview → {slug, title, headerImage, publishDate, content}; 404 when none is published */
newsRouter.get('/latest/preview', async (ctx) => {
  ctx.body = await news.latestPreview(ctx.deps);
});

/** GET /news/{slug} → {post}; 404 'News post not found' (drafts and scheduled posts too) */
newsRouter.get('/:slug', async (ctx) => {
  ctx.body = { post: await news.newsBySlug(ctx.deps, ctx.params.slug) };
});
