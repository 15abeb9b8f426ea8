/** Public news answers (GET /news, /news/latest/preview, /news/{slug}). */
export const NEWS_PUBLIC_MESSAGES = {
  notFound: 'News post not found',
  noPosts: 'No news posts available yet.',
  limitRange: 'Limit must be a whole number from 1 to 50',
  offsetRange: 'Offset must be a whole number of at least 0',
} as const;
export const NEWS_PUBLIC_MAX_LIMIT = 50;

export type NewsAuthor = {
  firstName: string | null;
  lastName: string | null;
  teamName: string;
} | null;
export type NewsPost = {
  id: number;
  slug: string;
  title: string;
  content: string;
  /** First 150 characters of the text, HTML stripped, with an ellipsis when cut. */
  excerpt: string;
  headerImage: string | null;
  publishDate: string;
  author: NewsAuthor;
};
export type NewsList = { posts: NewsPost[]; hasMore: boolean };
export type NewsPreview = Pick<
  NewsPost,
  'slug' | 'title' | 'headerImage' | 'publishDate' | 'content'
>;
