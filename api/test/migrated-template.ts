import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { createKnex, migrateLatest } from '../src/db/knex';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file's database is copied from (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string | null;
    /** A file holding a migrated PGlite data folder (dumpDataDir) each test file's PGlite starts from. */
    pgliteImage: string | null;
  }
}

/**
 * Vitest's global setup of the API tests: the migrations run once per run, not once per test file.
 * Each file's fresh database (test/harness.ts) is a copy of this migrated one: a PostgreSQL template
 * database on TEST_DATABASE_URL's server, or an image of an in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${process.pid}_${Date.now()}`;
    const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const knex = createKnex(url.toString());
    await migrateLatest(knex);
    // A template copies only while no one is connected to it.
    await knex.destroy();
    project.provide('templateDatabase', name);
    project.provide('pgliteImage', null);
    return async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    };
  }
  const embedded = await startEmbeddedDatabase(null);
  const knex = createKnex(embedded.url, { poolMax: 1 });
  await migrateLatest(knex);
  await knex.destroy();
  const image = await embedded.pglite.dumpDataDir('none');
  await embedded.stop();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'predictor-pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('templateDatabase', null);
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
