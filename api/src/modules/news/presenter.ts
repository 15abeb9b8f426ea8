import {
  NEWS_EXCERPT_LENGTH,
  type AdminNewsPost,
  type NewsPost as NewsPostView,
  type NewsPreview,
} from '@predictor/contracts';
import type { NewsPost } from '../../models';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain text of stored (sanitised) HTML: tags dropped, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first 150 characters of the text, with an ellipsis when cut. */
export function excerpt(html: string): string {
  const text = htmlToText(html);
  return text.length <= NEWS_EXCERPT_LENGTH
    ? text
    : `${text.slice(0, NEWS_EXCERPT_LENGTH).trimEnd()}...`;
}

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
    excerpt: excerpt(post.content),
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
