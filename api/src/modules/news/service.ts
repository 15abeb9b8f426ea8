import { NEWS_PUBLIC_MESSAGES, type NewsList } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { NewsPost } from '../../models';
import { presentNewsPost, presentPreview } from './presenter';
import { postsWithAuthor } from './queries';

/** Published posts whose publishDate has come, newest first (drafts and scheduled posts never show). */
const visiblePosts = (deps: AppDeps) =>
  postsWithAuthor(deps.knex).modify('publishedAt', deps.now()).modify('newestFirst');

/** GET /news: one page; hasMore when a further post exists (one extra row is read to know). */
export async function listNews(deps: AppDeps, limit: number, offset: number): Promise<NewsList> {
  const posts = await visiblePosts(deps)
    .limit(limit + 1)
    .offset(offset);
  return { posts: posts.slice(0, limit).map(presentNewsPost), hasMore: posts.length > limit };
}

/** GET /news/latest/preview, or 404 when nothing is published yet. */
export async function latestPreview(deps: AppDeps) {
  const post = await NewsPost.query(deps.knex)
    .modify('publishedAt', deps.now())
    .modify('newestFirst')
    .first();
  if (!post) throw notFound(NEWS_PUBLIC_MESSAGES.notFound);
  return presentPreview(post);
}

/** GET /news/{slug}: a visible post, or 404 'News post not found'. */
export async function newsBySlug(deps: AppDeps, slug: string) {
  const post = await visiblePosts(deps).where('news_posts.slug', slug).first();
  if (!post) throw notFound(NEWS_PUBLIC_MESSAGES.notFound);
  return presentNewsPost(post);
}
