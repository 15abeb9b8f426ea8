import { newsExcerpt } from '@predictor/contracts/rules';
import type { AdminNewsPost } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';
import { authorName } from './text';

/** CSV rows: plain-text excerpt and author name instead of HTML and nested objects. */
export const newsCsvRows = (posts: AdminNewsPost[]) =>
  posts.map((post) => ({
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    publishDate: post.publishDate,
    author: authorName(post.author) ?? '',
    excerpt: newsExcerpt(post.content),
    headerImage: post.headerImage ?? '',
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }));

export const newsExporter = csvExporter(newsCsvRows, 'news');
