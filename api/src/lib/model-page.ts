import type { Model, QueryBuilder } from 'objection';
import type { ListParams } from './simple-rest';

/**
 * One simple-REST page of an Objection query (not yet ordered or limited): sorted by the list's
 * column then `tieBreaker`, cut with `.range()`, which also counts the filtered total.
 */
export async function rangePage<M extends Model>(
  query: QueryBuilder<M, M[]>,
  params: ListParams,
  tieBreaker: string,
): Promise<{ rows: M[]; total: number }> {
  const { results, total } = await query
    .orderBy(params.sortColumn, params.sortOrder)
    .orderBy(tieBreaker, params.sortOrder)
    .range(params.offset, params.offset + params.limit - 1);
  return { rows: results, total };
}
