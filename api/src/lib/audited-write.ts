import type { Knex } from 'knex';
import type { AppDeps } from './context';
import { recordAudit } from './audit';
import { notFound } from './errors';

/** One admin resource backed by one table: how to load a row as the API answers it. */
export type AuditedResource<T> = {
  table: string;
  /** the resource name in the audit log, e.g. 'teams' */
  resource: string;
  notFoundMessage: string;
  load: (trx: Knex.Transaction, id: number) => Promise<T>;
};

/**
 * The `load` of a resource: one row of its base query by id, answered as presented, or 404 with the
 * resource's message.
 */
export function rowLoader<R, T>(
  query: (knex: Knex | Knex.Transaction) => Knex.QueryBuilder,
  idColumn: string,
  notFoundMessage: string,
  present: (row: R) => T,
) {
  return async (knex: Knex | Knex.Transaction, id: number): Promise<T> => {
    const row: R | undefined = await query(knex).where(idColumn, id).first();
    if (!row) throw notFound(notFoundMessage);
    return present(row);
  };
}

/** Only the fields the body gave: a field left out stays as it was. */
export function definedFields(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** Inserts a row, answers it as loaded, and records the creation in the same transaction. */
export async function auditedCreate<T>(
  deps: AppDeps,
  spec: AuditedResource<T>,
  actorId: number,
  row: Record<string, unknown>,
  check?: (trx: Knex.Transaction) => Promise<void>,
): Promise<T> {
  return deps.knex.transaction(async (trx) => {
    await check?.(trx);
    const [{ id }] = await trx(spec.table).insert(row).returning('id');
    const after = await spec.load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'create',
      resource: spec.resource,
      resourceId: id,
      after,
    });
    return after;
  });
}

/**
 * Locks the row (404 when absent), runs `check`, writes the given fields, and records before and
 * after in the same transaction; answers the row as loaded after the change.
 */
export async function auditedUpdate<T>(
  deps: AppDeps,
  spec: AuditedResource<T>,
  actorId: number,
  id: number,
  changes: Record<string, unknown>,
  check?: (trx: Knex.Transaction) => Promise<void>,
): Promise<T> {
  return deps.knex.transaction(async (trx) => {
    if (!(await trx(spec.table).where({ id }).forUpdate().first('id')))
      throw notFound(spec.notFoundMessage);
    const before = await spec.load(trx, id);
    await check?.(trx);
    await trx(spec.table)
      .where({ id })
      .update({ ...changes, updatedAt: deps.now() });
    const after = await spec.load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'update',
      resource: spec.resource,
      resourceId: id,
      before,
      after,
    });
    return after;
  });
}

/** Locks the row (404 when absent), runs `check` (e.g. a 409 while others depend on it), deletes it, records it; answers the deleted row. */
export async function auditedRemove<T>(
  deps: AppDeps,
  spec: AuditedResource<T>,
  actorId: number,
  id: number,
  check?: (trx: Knex.Transaction) => Promise<void>,
): Promise<T> {
  return deps.knex.transaction(async (trx) => {
    if (!(await trx(spec.table).where({ id }).forUpdate().first('id')))
      throw notFound(spec.notFoundMessage);
    const before = await spec.load(trx, id);
    await check?.(trx);
    await trx(spec.table).where({ id }).delete();
    await recordAudit(trx, {
      actorId,
      action: 'delete',
      resource: spec.resource,
      resourceId: id,
      before,
    });
    return before;
  });
}
