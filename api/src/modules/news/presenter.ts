import type { AdminNewsPost, NewsPost as NewsPostView, NewsPreview } from '@predictor/contracts';
import { newsExcerpt } from '@predictor/contracts/rules';
import type { NewsPost } from '../../models';

/** The author as posts show it (fetched with postsWithAuthor), or null when the account is gone. */
function presentAuthor(post: NewsPost) {
  const { author } = post;
  return author
    ? { firstName: author.firstName, lastName: author.lastName, teamName: author.teamName }
    : null;
}

export function presentNewsPost(post: NewsPost): NewsPostView {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    content: post.content,
    excerpt: newsExcerpt(post.content),
    headerImage: post.headerImage,
    publishDate: post.publishDate.toISOString(),
    author: presentAuthor(post),
  };
}

export function presentPreview(post: NewsPost): NewsPreview {
  return {
    slug: post.slug,
    title: post.title,
    headerImage: post.headerImage,
    publishDate: post.publishDate.toISOString(),
    content: post.content,
    excerpt: newsExcerpt(post.content),
  };
}

/** A post as the back office sees it: drafts, status and timestamps included. */
export function presentAdminNewsPost(post: NewsPost): AdminNewsPost {
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    slug: post.slug,
    status: post.status,
    publishDate: post.publishDate.toISOString(),
    headerImage: post.headerImage,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    author: presentAuthor(post),
  };
}
