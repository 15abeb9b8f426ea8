import type { Knex } from 'knex';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import type { LockOptions } from './data-dir-lock';
import { startEmbeddedDatabase } from './embedded';
import { createKnex, migrateLatest } from './knex';
import { loadTableMetadata } from './table-metadata';

/** `url` is the PostgreSQL URL of DATABASE_URL or of the embedded database's socket (pg-boss connects with it). */
export type Database = {
  knex: Knex;
  url: string;
  embedded: boolean;
  /** The embedded database's PGlite (for online backups); null on PostgreSQL. */
  pglite: PGlite | null;
  close: () => Promise<void>;
};

/**
 * Opens DATABASE_URL or the embedded database in DATA_DIR, then brings the schema up to date.
 * `onStaleLock` hears when the embedded database took over the lock of a server that is gone.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: LockOptions = {},
): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(config.dataDir, options);
  const url = config.databaseUrl ?? embedded!.url;
  // PGlite's socket server interleaves the protocol messages of concurrent connections
  // ('portal does not exist', wrong rows): one connection to it, so queries queue in the pool.
  const knex = createKnex(url, embedded ? { poolMax: 1 } : {});
  try {
    await migrateLatest(knex);
    await loadTableMetadata(knex);
  } catch (error) {
    await knex.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    knex,
    url,
    embedded: Boolean(embedded),
    pglite: embedded?.pglite ?? null,
    close: async () => {
      await knex.destroy();
      await embedded?.stop();
    },
  };
}
