import type { Knex } from 'knex';
import { NEWS_PUBLIC_MESSAGES, type NewsList } from '@predictor/contracts';
import { notFound } from '../../lib/errors';
import { presentNewsPost, presentPreview, type PublicNewsRow } from './presenter';

/** Published posts whose publishDate has come, newest first (drafts and scheduled posts never show). */
function visiblePosts(knex: Knex, now: Date) {
  return knex('newsPosts as n')
    .leftJoin('users as u', 'u.id', 'n.authorId')
    .where('n.status', 'published')
    .where('n.publishDate', '<=', now)
    .select(
      'n.id',
      'n.slug',
      'n.title',
      'n.content',
      'n.headerImage',
      'n.publishDate',
      'u.firstName as authorFirstName',
      'u.lastName as authorLastName',
      'u.teamName as authorTeamName',
    )
    .orderBy('n.publishDate', 'desc')
    .orderBy('n.id', 'desc');
}

/** GET /news: one page; hasMore when a further post exists (one extra row is read to know). */
export async function listNews(
  knex: Knex,
  now: Date,
  limit: number,
  offset: number,
): Promise<NewsList> {
  const rows: PublicNewsRow[] = await visiblePosts(knex, now)
    .limit(limit + 1)
    .offset(offset);
  return { posts: rows.slice(0, limit).map(presentNewsPost), hasMore: rows.length > limit };
}

/** GET /news/latest/preview, or 404 when nothing is published yet. */
export async function latestPreview(knex: Knex, now: Date) {
  const row: PublicNewsRow | undefined = await visiblePosts(knex, now).first();
  if (!row) throw notFound(NEWS_PUBLIC_MESSAGES.notFound);
  return presentPreview(row);
}

/** GET /news/{slug}: a visible post, or 404 'News post not found'. */
export async function newsBySlug(knex: Knex, slug: string, now: Date) {
  const row: PublicNewsRow | undefined = await visiblePosts(knex, now)
    .where('n.slug', slug)
    .first();
  if (!row) throw notFound(NEWS_PUBLIC_MESSAGES.notFound);
  return presentNewsPost(row);
}
