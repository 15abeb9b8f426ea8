import type { Context } from 'koa';
import type { Model, QueryBuilder } from 'objection';
import { MAX_PAGE } from '@predictor/contracts/constants';
import { badRequest } from './errors';

/** A list request in the ra-data-simple-rest protocol: ?sort=["f","ASC"]&range=[0,24]&filter={...}. */
export type ListParams = {
  /** True when the client spoke the protocol (then the answer is an array with Content-Range). */
  simpleRest: boolean;
  sortColumn: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
};

/** A list request asking for more than MAX_PAGE rows (or ids) is refused, never cut. */
export const PAGE_TOO_LARGE = `A list request may ask for at most ${MAX_PAGE} rows`;

function parseJson(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`Invalid ${name} parameter`);
  }
}

/**
 * Reads sort, range and filter. `sortable` maps the API field names a client may sort by to SQL
 * columns; anything else is refused, so no client text reaches SQL as an identifier.
 */
export function parseListParams(
  ctx: Context,
  options: {
    sortable: Record<string, string>;
    defaultSort: [string, 'ASC' | 'DESC'];
    defaultLimit?: number;
  },
): ListParams {
  const q = ctx.query;
  const simpleRest = q.sort !== undefined || q.range !== undefined || q.filter !== undefined;
  const sort = parseJson(q.sort, 'sort') ?? options.defaultSort;
  const range = parseJson(q.range, 'range');
  const filter = parseJson(q.filter, 'filter') ?? {};

  if (
    !Array.isArray(sort) ||
    typeof sort[0] !== 'string' ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw badRequest('Invalid sort parameter');
  }
  // Own properties only: `constructor` or `toString` must not find Object.prototype's members.
  const sortColumn = ownValue(options.sortable, sort[0]);
  if (typeof sortColumn !== 'string' || !sortColumn) throw badRequest(`Cannot sort by ${sort[0]}`);
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('Invalid filter parameter');
  // Without a prototype, a filter read by key (`filter.q`) can only find what the client sent.
  Object.setPrototypeOf(filter, null);

  let offset = 0;
  let limit = options.defaultLimit ?? 25;
  // getMany sends only filter={"id":[...]}: every asked id is answered, not a default page of them.
  const ids = filterIds(filter as Record<string, unknown>);
  if (range === undefined && ids) {
    if (ids.length > MAX_PAGE) throw badRequest(PAGE_TOO_LARGE);
    limit = Math.max(ids.length, 1);
  }
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      range[1] < range[0]
    ) {
      throw badRequest('Invalid range parameter');
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
    if (limit > MAX_PAGE) throw badRequest(PAGE_TOO_LARGE);
  }
  return {
    simpleRest,
    sortColumn,
    sortOrder: String(sort[1]).toLowerCase() as 'asc' | 'desc',
    offset,
    limit,
    filter: filter as Record<string, unknown>,
  };
}

/** A record's own property, never one inherited from Object.prototype (`constructor`, `__proto__`…). */
export function ownValue(record: object, key: string): unknown {
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/** The ids of a getMany request (filter={"id":[...]}) or null. */
export function filterIds(filter: Record<string, unknown>): number[] | null {
  const ids = ownValue(filter, 'id');
  if (ids === undefined) return null;
  const list = Array.isArray(ids) ? ids : [ids];
  if (!list.every((v) => Number.isInteger(Number(v)) && Number(v) > 0))
    throw badRequest('Invalid id filter');
  return list.map(Number);
}

/**
 * One page of a model query, sorted by the client's field then `tieBreaker` (so pages never overlap),
 * with the filtered total: Objection's `range` counts the same query without order or limit.
 * `query` must not be ordered or limited yet.
 */
export async function pageOf<M extends Model>(
  query: QueryBuilder<M, M[]>,
  params: ListParams,
  tieBreaker = 'id',
): Promise<{ rows: M[]; total: number }> {
  const { results, total } = await query
    .orderBy(params.sortColumn, params.sortOrder)
    .orderBy(tieBreaker, params.sortOrder)
    .range(params.offset, params.offset + params.limit - 1);
  return { rows: results, total };
}

/** Sets the Content-Range header the simple-REST data provider reads. */
export function setContentRange(
  ctx: Context,
  resource: string,
  params: ListParams,
  count: number,
  total: number,
) {
  const end = count === 0 ? params.offset : params.offset + count - 1;
  ctx.set('Content-Range', `${resource} ${params.offset}-${end}/${total}`);
  // Same origin needs no CORS; this only matters if the back office is ever served from elsewhere.
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
}

/** Escapes LIKE wildcards so a search text matches literally (use with ILIKE '%…%'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A filter's text value trimmed, or null when absent or blank. */
export function filterText(filter: Record<string, unknown>, key: string): string | null {
  const value = ownValue(filter, key);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text ? text : null;
}

/** A filter's boolean value (true/false or 'true'/'false'), or null when absent. */
export function filterBoolean(filter: Record<string, unknown>, key: string): boolean | null {
  const value = ownValue(filter, key);
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (value === undefined || value === null || value === '') return null;
  throw badRequest(`Invalid ${key} filter`);
}

/** A filter's positive integer id (number or digits), or null when absent. */
export function filterId(filter: Record<string, unknown>, key: string): number | null {
  const value = ownValue(filter, key);
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw badRequest(`Invalid ${key} filter`);
  return n;
}

/** Answers one page of a simple-REST list: the rows, with Content-Range. */
export function sendPage<T>(
  ctx: Context,
  resource: string,
  params: ListParams,
  page: { rows: T[]; total: number },
) {
  setContentRange(ctx, resource, params, page.rows.length, page.total);
  ctx.body = page.rows;
}

/** Answers a whole list called plainly, still with Content-Range (0 to n-1 of n). */
export function sendAll<T>(ctx: Context, resource: string, rows: T[]) {
  const whole: ListParams = {
    simpleRest: false,
    sortColumn: 'id',
    sortOrder: 'asc',
    offset: 0,
    limit: rows.length,
    filter: {},
  };
  setContentRange(ctx, resource, whole, rows.length, rows.length);
  ctx.body = rows;
}
