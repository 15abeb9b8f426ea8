/** News (spec §2, §7): pages of 10 posts and single articles, both kept in session storage for 15 minutes. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { NEWS_PAGE_SIZE } from '@predictor/contracts/constants';
import type { NewsPage, NewsPost } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export type { NewsPage, NewsPost };

export const newsKeys = {
  pages: [cacheRoots.newsPages] as const,
  list: () => [...newsKeys.pages, 'list'] as const,
  articles: [cacheRoots.newsArticles] as const,
  article: (slug: string) => [...newsKeys.articles, slug] as const,
};

/** GET /news?limit=10[&offset=n]: the next page starts after the posts already shown. */
export const newsListQuery = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(),
    queryFn: ({ pageParam }) =>
      api.get<NewsPage>(
        `/news?limit=${NEWS_PAGE_SIZE}${pageParam > 0 ? `&offset=${pageParam}` : ''}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) =>
      last.hasMore ? offset + last.posts.length : undefined,
  });

/** GET /news/{slug} → {post} (404 'News post not found' for drafts and unknown slugs). */
export const newsArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: newsKeys.article(slug),
    queryFn: async () =>
      (await api.get<{ post: NewsPost }>(`/news/${encodeURIComponent(slug)}`)).post,
  });
