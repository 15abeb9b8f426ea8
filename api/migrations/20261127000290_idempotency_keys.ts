import type { Knex } from 'knex';

/**
 * Idempotency keys of irreversible mass actions (award to all, the newsletter send): the client names
 * each confirmed action with a key; the first request to insert (scope, key) claims it and does the
 * work in the same transaction, storing its answer; a retry or a parallel request with the same key
 * waits on the primary key, finds the row and answers the stored outcome instead of acting again.
 * request_hash tells a reused key (another body or admin) from a retry.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE idempotency_keys (
      scope varchar(40) NOT NULL,
      key varchar(100) NOT NULL,
      actor_id integer REFERENCES users(id) ON DELETE SET NULL,
      request_hash char(64) NOT NULL,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE idempotency_keys`);
}
