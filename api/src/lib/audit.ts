import type { Knex } from 'knex';
import type { AuditAction } from '@predictor/contracts/audit';
import { AuditEvent } from '../models';

export type AuditEntry = {
  /** null when the actor's account is gone (the record of a deleted account). */
  actorId: number | null;
  /** one of contracts AUDIT_ACTIONS, e.g. 'create', 'set_result', 'award_all' */
  action: AuditAction;
  /** the admin resource, e.g. 'matches', 'users' */
  resource: string;
  resourceId?: number | string | null;
  before?: unknown;
  after?: unknown;
};

const SECRET_KEYS = new Set([
  'passwordHash',
  'password',
  'password_hash',
  'token',
  'tokenHash',
  'calendarNonce',
  'calendar_nonce',
]);

function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_KEYS.has(k))
      .map(([k, v]) => [k, scrub(v)]),
  );
}

/** Records an admin write (who, what, when, before and after); pass the write's own transaction. */
export async function recordAudit(trx: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  await AuditEvent.query(trx).insert({
    actorId: entry.actorId,
    action: entry.action,
    resource: entry.resource,
    resourceId:
      entry.resourceId === undefined || entry.resourceId === null ? null : String(entry.resourceId),
    // The model stores these as JSON (jsonAttributes); left undefined they stay SQL NULL.
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}
