/** Public news answers (GET /news, /news/latest/preview, /news/{slug}). */
export const NEWS_PUBLIC_MESSAGES = {
  notFound: 'News post not found',
  noPosts: 'No news posts available yet.',
  limitRange: 'Limit must be a whole number from 1 to 50',
  offsetRange: 'Offset must be a whole number of at least 0',
} as const;
export const NEWS_PUBLIC_MAX_LIMIT = 50;
