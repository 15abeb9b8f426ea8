// Idempotency keys for irreversible mass actions, held in the database (table idempotency_keys) so they
// hold across instances. The claim is insert-first: the request whose INSERT … ON CONFLICT DO NOTHING
// returns the row owns the key and acts in the same transaction; a parallel request's INSERT waits on
// the primary key until that transaction ends, then finds the row (or claims it, had the first rolled
// back) and answers the stored outcome.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { ADMIN_CONTENT_MESSAGES as M } from '@predictor/contracts';
import { camelRows } from '../db/rows';
import { conflict } from './errors';

/** What a key names: one action of one kind. */
export type IdempotencyScope = 'award-all' | 'newsletter-send';

// The claiming transaction stores its answer before it commits, so a found row has one.
type Claim<T> = { claimed: true } | { claimed: false; response: T };

/** A stable hash of the request a key was first used for (its actor and body). */
export function requestHash(actorId: number, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([actorId, body]))
    .digest('hex');
}

/**
 * Claims `key` for this request inside `trx`, or answers the outcome stored by the request that
 * claimed it. 409 IDEMPOTENCY_KEY_REUSED when the key was used for another request (another body or
 * another admin).
 */
export async function claimKey<T>(
  trx: Knex.Transaction,
  scope: IdempotencyScope,
  key: string,
  actorId: number,
  body: unknown,
): Promise<Claim<T>> {
  const hash = requestHash(actorId, body);
  const inserted = await trx.raw(
    `INSERT INTO idempotency_keys (scope, key, actor_id, request_hash) VALUES (?, ?, ?, ?)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [scope, key, actorId, hash],
  );
  if (camelRows(inserted).length > 0) return { claimed: true };
  const found = await trx.raw(
    `SELECT request_hash, response FROM idempotency_keys WHERE scope = ? AND key = ?`,
    [scope, key],
  );
  const [row] = camelRows<{ requestHash: string; response: T }>(found);
  if (row.requestHash !== hash)
    throw conflict(M.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED', {
      idempotencyKey: M.idempotencyKeyReused,
    });
  return { claimed: false, response: row.response };
}

/** Stores the claimed key's answer, in the transaction that did the work. */
export async function storeResponse(
  trx: Knex.Transaction,
  scope: IdempotencyScope,
  key: string,
  response: unknown,
): Promise<void> {
  await trx.raw(`UPDATE idempotency_keys SET response = ?::jsonb WHERE scope = ? AND key = ?`, [
    JSON.stringify(response),
    scope,
    key,
  ]);
}
