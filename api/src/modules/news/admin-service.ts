import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminNewsPost,
  newsPostInputSchema,
  type NewsPostInput,
  type NewsStatus,
} from '@predictor/contracts';
import {
  auditedCreate,
  auditedRemove,
  auditedUpdate,
  rowLoader,
  type AuditedResource,
} from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { parseMerged } from '../../lib/validate';
import { escapeLike, filterIds, filterText, type ListParams, pageOf } from '../../lib/simple-rest';
import { NewsPost } from '../../models';
import { presentAdminNewsPost as present } from './presenter';
import { postsWithAuthor } from './queries';
import { sanitizeNewsHtml } from './sanitize';

/** API fields the back-office list may sort by → SQL columns. */
export const SORTABLE: Record<string, string> = {
  id: 'news_posts.id',
  title: 'news_posts.title',
  slug: 'news_posts.slug',
  status: 'news_posts.status',
  publishDate: 'news_posts.publishDate',
  createdAt: 'news_posts.createdAt',
  updatedAt: 'news_posts.updatedAt',
};

const SLUG_BASE_MAX = 200;

/**
 * Every write that picks a slug holds this transaction-level advisory lock from choosing the slug to
 * commit, so two admins saving "Match report" at once get match-report and match-report-2: the second
 * waits, then sees the first's committed slug. A retry on the unique violation instead would need a
 * savepoint per attempt (a failed statement aborts the PostgreSQL transaction) and would let equal
 * titles collide again on every attempt. One key for all slugs, because "Match report 2" and a second
 * "Match report" compete for the same slug; news writes are rare enough that they may queue.
 */
const NEWS_SLUG_LOCK = 720_261_123_004;
const lockSlugs = (trx: Knex.Transaction) =>
  trx.raw('SELECT pg_advisory_xact_lock(?)', [NEWS_SLUG_LOCK]);

/** A URL-safe slug of a title: lower-case ASCII words joined by dashes ('post' when nothing is left). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_BASE_MAX)
    .replace(/-+$/g, '');
  return slug || 'post';
}

/** The title's slug, or the same with -2, -3… appended when another post holds it. Takes the slug lock. */
async function uniqueSlug(
  trx: Knex.Transaction,
  title: string,
  exceptId?: number,
): Promise<string> {
  await lockSlugs(trx);
  const base = slugify(title);
  const query = NewsPost.query(trx)
    .where((q) =>
      q.where('news_posts.slug', base).orWhereLike('news_posts.slug', `${escapeLike(base)}-%`),
    )
    .select('news_posts.slug');
  if (exceptId) query.whereNot('news_posts.id', exceptId);
  const taken = new Set((await query).map((post) => post.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function filtered(knex: Knex, filter: Record<string, unknown>): QueryBuilder<NewsPost, NewsPost[]> {
  const query = postsWithAuthor(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('news_posts.id', ids);
  const status = filterText(filter, 'status');
  if (status) query.where('news_posts.status', status);
  const q = filterText(filter, 'q');
  if (q)
    query.where((w) =>
      w
        .whereILike('news_posts.title', `%${escapeLike(q)}%`)
        .orWhereILike('news_posts.slug', `%${escapeLike(q)}%`),
    );
  return query;
}

/** GET /news/admin/all plainly: the newest posts (by publish date) of a status, with the count of all of them. */
export async function listAdmin(deps: AppDeps, options: { status?: NewsStatus; limit: number }) {
  const query = postsWithAuthor(deps.knex).modify('newestFirst').limit(options.limit);
  const all = NewsPost.query(deps.knex);
  if (options.status) {
    query.where('news_posts.status', options.status);
    all.where('news_posts.status', options.status);
  }
  const [posts, totalCount] = await Promise.all([query, all.resultSize()]);
  return { posts: posts.map(present), totalCount };
}

/** One page in the simple-REST protocol (filter status, q, id). */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageOf(filtered(deps.knex, params.filter), params, 'news_posts.id');
  return { rows: rows.map(present), total };
}

const load = rowLoader(postsWithAuthor, M.newsNotFound, present);

/** GET /news/admin/{id}, drafts included; 404 'News post not found'. */
export const getOne = (deps: AppDeps, id: number): Promise<AdminNewsPost> => load(deps.knex, id);

const NEWS: AuditedResource<AdminNewsPost> = {
  model: NewsPost,
  resource: 'news',
  notFoundMessage: M.newsNotFound,
  load,
};

function columns(input: NewsPostInput) {
  return {
    title: input.title,
    content: sanitizeNewsHtml(input.content),
    publishDate: new Date(input.publishDate),
    status: input.status,
    headerImage: input.headerImage,
  };
}

/** Creates a post by the admin: HTML sanitised, slug unique. Audited. */
export function create(deps: AppDeps, actorId: number, input: NewsPostInput) {
  return auditedCreate(deps, NEWS, actorId, async (trx) => ({
    ...columns(input),
    slug: await uniqueSlug(trx, input.title),
    authorId: actorId,
  }));
}

/** A PUT body merged over the stored post and validated whole (400 before anything is stored). */
export const mergedInput = (stored: AdminNewsPost, body: unknown) =>
  parseMerged(newsPostInputSchema, stored, body);

/** PUT: the body (whole or partial) merged over the post and validated; the slug changes only when the title does. Audited. */
export function update(deps: AppDeps, actorId: number, id: number, body: unknown) {
  return auditedUpdate(deps, NEWS, actorId, id, async (before, trx) => {
    const input = mergedInput(before, body);
    const slug =
      before.title === input.title ? before.slug : await uniqueSlug(trx, input.title, id);
    return { ...columns(input), slug };
  });
}

/** Deletes a post and answers it. Audited. (The header image file stays: other posts may reuse its URL.) */
export const remove = (deps: AppDeps, actorId: number, id: number) =>
  auditedRemove(deps, NEWS, actorId, id);
