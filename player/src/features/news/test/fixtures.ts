import type { NewsPost } from '../api';

/** A published post as GET /news answers it. */
export function makePost(id: number, overrides: Partial<NewsPost> = {}): NewsPost {
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    content: `<p>Body of post ${id}</p>`,
    excerpt: `Body of post ${id}`,
    headerImage: null,
    publishDate: '2025-09-01T10:00:00.000Z',
    author: { firstName: 'Alex', lastName: 'Morgan', teamName: 'Morgan FC' },
    ...overrides,
  };
}
