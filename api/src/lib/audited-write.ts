import type { AuditAction } from '@predictor/contracts/audit';
import type { Knex } from 'knex';
import type { PartialModelObject, QueryBuilder, TransactionOrKnex } from 'objection';
import type { AppDeps } from './context';
import type { BaseModel } from '../models';
import { recordAudit } from './audit';
import { notFound } from './errors';

/** Something that reads or writes inside the caller's transaction (a check, a loader). */
type InTransaction<R> = (trx: Knex.Transaction) => Promise<R>;

/** One admin resource backed by one model: how to load a row as the API answers it. */
export type AuditedResource<T> = {
  model: typeof BaseModel;
  /** the resource name in the audit log, e.g. 'teams' */
  resource: string;
  notFoundMessage: string;
  load: (trx: TransactionOrKnex, id: number) => Promise<T>;
};

type Loader<T> = (knex: TransactionOrKnex, id: number) => Promise<T>;

/**
 * The `load` of a resource: one row of its model query by id, answered as presented, or 404 with the
 * resource's message.
 */
export function rowLoader<M extends BaseModel, T>(
  query: (knex: TransactionOrKnex) => QueryBuilder<M, M[]>,
  notFoundMessage: string,
  present: (row: M) => T,
): Loader<T> {
  return async (knex, id) => {
    const row = await query(knex).findById(id);
    if (!row) throw notFound(notFoundMessage);
    return present(row);
  };
}

/** Only the fields the body gave: a field left out stays as it was. */
export function definedFields(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** Locks the row for the rest of the transaction, or 404 with the resource's message. */
async function lockRow(trx: TransactionOrKnex, spec: AuditedResource<unknown>, id: number) {
  if (!(await spec.model.query(trx).findById(id).select('id').forUpdate()))
    throw notFound(spec.notFoundMessage);
}

/** The row to insert, or how to work it out in the transaction (e.g. a unique slug picked under a lock). */
type NewRow = Record<string, unknown> | InTransaction<Record<string, unknown>>;

/** Runs `check`, inserts the row, answers it as loaded, and records the creation in the same transaction. */
export async function auditedCreate<T>(
  deps: AppDeps,
  spec: AuditedResource<T>,
  actorId: number,
  row: NewRow,
  check?: InTransaction<void>,
): Promise<T> {
  return deps.knex.transaction(async (trx) => {
    await check?.(trx);
    const values = typeof row === 'function' ? await row(trx) : row;
    const { id } = await spec.model
      .query(trx)
      .insert(values as PartialModelObject<BaseModel>)
      .returning('id');
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

/** The fields to patch, or how to work them out from the locked row as loaded (e.g. a PUT body merged over it, see `parseMerged`). */
type Changes<T> =
  | Record<string, unknown>
  | ((
      before: T,
      trx: Knex.Transaction,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>);

/** A change to one locked row beyond a patch of fields (e.g. a new password that also ends reset links). */
export type RowChange<T> = {
  /** the audit log's action (contracts AUDIT_ACTIONS), e.g. 'update', 'change_role' */
  action: AuditAction;
  apply: (trx: Knex.Transaction, before: T) => Promise<void>;
  /** What the audit keeps of the row before and after (default: both whole, as loaded). */
  audit?: (before: T, after: T) => { before: unknown; after: unknown };
};

/**
 * Locks the row (404 when absent), applies the change to it as loaded, and records the action with
 * before and after in the same transaction; answers the row as loaded after.
 */
export async function auditedChange<T>(
  deps: AppDeps,
  spec: AuditedResource<T>,
  actorId: number,
  id: number,
  change: RowChange<T>,
): Promise<T> {
  return deps.knex.transaction(async (trx) => {
    await lockRow(trx, spec, id);
    const before = await spec.load(trx, id);
    await change.apply(trx, before);
    const after = await spec.load(trx, id);
    await recordAudit(trx, {
      actorId,
      action: change.action,
      resource: spec.resource,
      resourceId: id,
      ...(change.audit ? change.audit(before, after) : { before, after }),
    });
    return after;
  });
}

/**
 * An audited change that patches fields: works out the changes from the locked row as loaded, runs
 * `check`, patches them (the model keeps updatedAt); answers the row as loaded after.
 */
export function auditedUpdate<T>(
  deps: AppDeps,
  spec: AuditedResource<T>,
  actorId: number,
  id: number,
  changes: Changes<T>,
  check?: InTransaction<void>,
): Promise<T> {
  return auditedChange(deps, spec, actorId, id, {
    action: 'update',
    apply: async (trx, before) => {
      const patch = typeof changes === 'function' ? await changes(before, trx) : changes;
      await check?.(trx);
      await spec.model
        .query(trx)
        .findById(id)
        .patch(patch as PartialModelObject<BaseModel>);
    },
  });
}

/** Locks the row (404 when absent), runs `check` (e.g. a 409 while others depend on it), deletes it, records it; answers the deleted row. */
export async function auditedRemove<T>(
  deps: AppDeps,
  spec: AuditedResource<T>,
  actorId: number,
  id: number,
  check?: InTransaction<void>,
): Promise<T> {
  return deps.knex.transaction(async (trx) => {
    await lockRow(trx, spec, id);
    const before = await spec.load(trx, id);
    await check?.(trx);
    await spec.model.query(trx).deleteById(id);
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
