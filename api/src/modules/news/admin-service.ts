import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminNewsPost,
  type NewsPostInput,
  type NewsStatus,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import {
  escapeLike,
  filterIds,
  filterText,
  pageQuery,
  type ListParams,
} from '../../lib/simple-rest';
import { sanitizeNewsHtml } from './sanitize';

/** API fields the back-office list may sort by → SQL columns. */
export const SORTABLE: Record<string, string> = {
  id: 'n.id',
  title: 'n.title',
  slug: 'n.slug',
  status: 'n.status',
  publishDate: 'n.publishDate',
  createdAt: 'n.createdAt',
  updatedAt: 'n.updatedAt',
};

const SLUG_BASE_MAX = 200;

type Row = {
  id: number;
  title: string;
  content: string;
  slug: string;
  status: NewsStatus;
  publishDate: Date | string;
  headerImage: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorTeamName: string | null;
};

function baseQuery(knex: Knex | Knex.Transaction) {
  return knex('newsPosts as n')
    .leftJoin('users as u', 'u.id', 'n.authorId')
    .select(
      'n.id',
      'n.title',
      'n.content',
      'n.slug',
      'n.status',
      'n.publishDate',
      'n.headerImage',
      'n.createdAt',
      'n.updatedAt',
      'n.authorId',
      'u.firstName as authorFirstName',
      'u.lastName as authorLastName',
      'u.teamName as authorTeamName',
    );
}

function present(row: Row): AdminNewsPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    slug: row.slug,
    status: row.status,
    publishDate: new Date(row.publishDate).toISOString(),
    headerImage: row.headerImage,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    author:
      row.authorTeamName === null
        ? null
        : {
            firstName: row.authorFirstName,
            lastName: row.authorLastName,
            teamName: row.authorTeamName,
          },
  };
}

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

/** The title's slug, or the same with -2, -3… appended when another post holds it. */
async function uniqueSlug(
  trx: Knex.Transaction,
  title: string,
  exceptId?: number,
): Promise<string> {
  const base = slugify(title);
  const query = trx('newsPosts')
    .where((q) => q.where('slug', base).orWhereLike('slug', `${escapeLike(base)}-%`))
    .pluck('slug');
  if (exceptId) query.whereNot('id', exceptId);
  const taken = new Set<string>(await query);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Runs a slug-taking write again when a concurrent write took the same slug first. */
async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof UniqueViolationError) || attempt >= 3) throw error;
    }
  }
}

function filtered(knex: Knex, filter: Record<string, unknown>) {
  const query = baseQuery(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('n.id', ids);
  const status = filterText(filter, 'status');
  if (status) query.where('n.status', status);
  const q = filterText(filter, 'q');
  if (q)
    query.where((w) =>
      w.whereILike('n.title', `%${escapeLike(q)}%`).orWhereILike('n.slug', `%${escapeLike(q)}%`),
    );
  return query;
}

/** GET /news/admin/all plainly: the newest posts (by publish date) of a status, with the count of all of them. */
export async function listAdmin(deps: AppDeps, options: { status?: NewsStatus; limit: number }) {
  const query = baseQuery(deps.knex);
  if (options.status) query.where('n.status', options.status);
  const countQuery = deps.knex('newsPosts').count({ total: '*' }).first();
  if (options.status) countQuery.where('status', options.status);
  const [rows, count] = await Promise.all([
    query.orderBy('n.publishDate', 'desc').orderBy('n.id', 'desc').limit(options.limit),
    countQuery,
  ]);
  return {
    posts: (rows as Row[]).map(present),
    totalCount: Number((count as { total: number } | undefined)?.total ?? 0),
  };
}

/** One page in the simple-REST protocol (filter status, q, id). */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageQuery<Row>(filtered(deps.knex, params.filter), params, 'n.id');
  return { rows: rows.map(present), total };
}

async function findRow(knex: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = (await baseQuery(knex).where('n.id', id).first()) as Row | undefined;
  if (!row) throw notFound(M.newsNotFound);
  return row;
}

export async function getOne(deps: AppDeps, id: number): Promise<AdminNewsPost> {
  return present(await findRow(deps.knex, id));
}

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
export async function create(
  deps: AppDeps,
  actorId: number,
  input: NewsPostInput,
): Promise<AdminNewsPost> {
  return withSlugRetry(() =>
    deps.knex.transaction(async (trx) => {
      const slug = await uniqueSlug(trx, input.title);
      const [{ id }] = await trx('newsPosts')
        .insert({ ...columns(input), slug, authorId: actorId })
        .returning('id');
      const post = present(await findRow(trx, id));
      await recordAudit(trx, {
        actorId,
        action: 'create',
        resource: 'news',
        resourceId: id,
        after: post,
      });
      return post;
    }),
  );
}

/** Replaces a post's fields; the slug changes only when the title does. Audited. */
export async function update(
  deps: AppDeps,
  actorId: number,
  id: number,
  input: NewsPostInput,
): Promise<AdminNewsPost> {
  return withSlugRetry(() =>
    deps.knex.transaction(async (trx) => {
      const before = present(await findRow(trx, id));
      const slug =
        before.title === input.title ? before.slug : await uniqueSlug(trx, input.title, id);
      await trx('newsPosts')
        .where({ id })
        .update({ ...columns(input), slug, updatedAt: deps.now() });
      const after = present(await findRow(trx, id));
      await recordAudit(trx, {
        actorId,
        action: 'update',
        resource: 'news',
        resourceId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

/** Deletes a post and answers it. Audited. (The header image file stays: other posts may reuse its URL.) */
export async function remove(deps: AppDeps, actorId: number, id: number): Promise<AdminNewsPost> {
  return deps.knex.transaction(async (trx) => {
    const post = present(await findRow(trx, id));
    await trx('newsPosts').where({ id }).delete();
    await recordAudit(trx, {
      actorId,
      action: 'delete',
      resource: 'news',
      resourceId: id,
      before: post,
    });
    return post;
  });
}
