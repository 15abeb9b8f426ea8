import { z } from 'zod';
import { NEWS_STATUSES } from '../../constants';
import { count, dateTime, id } from './common';

export const newsAuthorSchema = z
  .strictObject({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    teamName: z.string(),
  })
  .nullable();
export type NewsAuthor = z.infer<typeof newsAuthorSchema>;

/** A published post (GET /news, /news/{slug}); excerpt: the first 150 characters of the text. */
export const newsPostSchema = z.strictObject({
  id,
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  headerImage: z.string().nullable(),
  publishDate: dateTime,
  author: newsAuthorSchema,
});
export type NewsPost = z.infer<typeof newsPostSchema>;

/** GET /news. */
export const newsPageSchema = z.strictObject({
  posts: z.array(newsPostSchema),
  hasMore: z.boolean(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;
/** Former name of NewsPage. */
export type NewsList = NewsPage;

/** GET /news/{slug}. */
export const newsPostResponseSchema = z.strictObject({ post: newsPostSchema });

/** GET /news/latest/preview. */
export const newsPreviewSchema = newsPostSchema.pick({
  slug: true,
  title: true,
  headerImage: true,
  publishDate: true,
  content: true,
  excerpt: true,
});
export type NewsPreview = z.infer<typeof newsPreviewSchema>;

/** A post as the admin endpoints answer it, drafts included. */
export const adminNewsPostSchema = z.strictObject({
  id,
  title: z.string(),
  content: z.string(),
  slug: z.string(),
  status: z.enum(NEWS_STATUSES),
  publishDate: dateTime,
  headerImage: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
  author: newsAuthorSchema,
});
export type AdminNewsPost = z.infer<typeof adminNewsPostSchema>;

/** GET /news/admin/all called plainly (with simple-REST parameters: AdminNewsPost[]). */
export const adminNewsListSchema = z.strictObject({
  posts: z.array(adminNewsPostSchema),
  totalCount: count,
});
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;
