import type { Knex } from 'knex';

/**
 * Plain b-tree indexes (no pg_trgm, which not every server has) for the admin users list at 100k users:
 * sorting by name and by last login reads the index instead of sorting the whole table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX users_last_name_first_name_index ON users (last_name, first_name, id);
    CREATE INDEX users_last_login_index ON users (last_login DESC NULLS LAST, id DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS users_last_name_first_name_index, users_last_login_index');
}
