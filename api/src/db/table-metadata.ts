import type { Knex } from 'knex';
import { initialize } from 'objection';
import * as models from '../models';

const MODELS = Object.values(models).filter(
  (value): value is typeof models.BaseModel =>
    typeof value === 'function' && value.prototype instanceof models.BaseModel,
);

/**
 * Reads every model's table columns (Objection's table metadata) once, after the migrations and
 * before any request. Objection otherwise reads them when a withGraphJoined query first needs them,
 * through that query's connection, and shares the pending read with every other query: on the
 * embedded database's one connection, a transaction waiting for a read that a request queued on the
 * pool waits for itself, until the 10 s acquire timeout fails both (503).
 */
export async function loadTableMetadata(knex: Knex): Promise<void> {
  await initialize(knex, MODELS);
}
