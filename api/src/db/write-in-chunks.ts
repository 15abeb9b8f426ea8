import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Knex } from 'knex';

type Pool = { numUsed(): number; numPendingAcquires(): number };

/**
 * True when every request shares one database connection: the embedded database (PGlite is one
 * session, db/open.ts). There a transaction holds every other request until it ends, and a request
 * that waits 10 s for the connection answers 503.
 */
export function sharesOneConnection(knex: Knex): boolean {
  return (knex.client.config as Knex.Config).pool?.max === 1;
}

/**
 * Lets the requests that use or wait for the connection go first, a turn of the event loop at a
 * time, until none does or `maxMs` passed (so a steady stream of reads slows a write, never stops it).
 */
async function giveWay(knex: Knex, maxMs: number) {
  const pool = (knex.client as { pool?: Pool }).pool;
  const until = performance.now() + maxMs;
  do await nextTurn();
  while (
    pool &&
    (pool.numUsed() > 0 || pool.numPendingAcquires() > 0) &&
    performance.now() < until
  );
}

/**
 * Runs `write` over `items` in transactions sized for the database. On PostgreSQL: once, over every
 * item, in one transaction (all or nothing; readers never wait for a writer there). On one shared
 * connection: once per `chunkSize` items, each chunk in its own transaction; after each, the requests
 * queued meanwhile run first, for up to as long as the chunk took. A long admin write then holds a
 * player's read for about one chunk, and takes at most about twice as long while reads keep coming.
 * A failure there leaves the earlier chunks written, so `write` must keep each chunk whole on its
 * own (its audit events with it) and be harmless to run again.
 */
export async function writeInChunks<I>(
  knex: Knex,
  items: I[],
  write: (trx: Knex.Transaction, chunk: I[]) => Promise<void>,
  chunkSize = 1,
): Promise<void> {
  if (!sharesOneConnection(knex)) {
    await knex.transaction((trx) => write(trx, items));
    return;
  }
  for (let start = 0; start < items.length; start += chunkSize) {
    const t0 = performance.now();
    await knex.transaction((trx) => write(trx, items.slice(start, start + chunkSize)));
    await giveWay(knex, performance.now() - t0);
  }
}
