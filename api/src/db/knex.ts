import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers, Model } from 'objection';
import pg from 'pg';
import { migrationSource } from '../../migrations/index';

// int8 (count, sum) and numeric as numbers, dates as plain 'YYYY-MM-DD' strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Knex on `pg` with snake_case in SQL and camelCase in code; binds Objection models to it. */
export function createKnex(url: string, options: { poolMax?: number } = {}): Knex {
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString: url, connectionTimeoutMillis: 5000 },
    pool: { min: 0, max: options.poolMax ?? 10, acquireTimeoutMillis: 10_000 },
    acquireConnectionTimeout: 10_000,
    ...knexSnakeCaseMappers(),
  });
  Model.knex(knex);
  return knex;
}

export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
