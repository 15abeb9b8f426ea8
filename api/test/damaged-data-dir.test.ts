import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { findPgdataProblem } from '../src/db/pgdata-check';
import { ensureAdmin } from '../src/modules/users/ensure-admin';
import { freePort } from './outage';
import { runScript } from './server-process';

const root = mkdtempSync(path.join(os.tmpdir(), 'predictor-damaged-'));
const seeded = path.join(root, 'seeded');
let usersFile = '';
let walFile = '';

beforeAll(async () => {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: seeded });
  await ensureAdmin(database.knex, 'owner@example.com', 'owner-pass');
  // The catalogue learns how many pages each table holds (the emptied-file check relies on it).
  await database.knex.raw('ANALYZE');
  const { rows } = await database.knex.raw(
    "SELECT pg_relation_filepath('users') AS users, pg_walfile_name(pg_current_wal_lsn()) AS wal",
  );
  usersFile = rows[0].users;
  walFile = path.join('pg_wal', rows[0].wal);
  await database.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the seeded DATA_DIR, damaged by `damage(pgdata)`. */
function damagedCopy(name: string, damage: (pgdata: string) => void) {
  const dir = path.join(root, name);
  cpSync(seeded, dir, { recursive: true });
  damage(path.join(dir, 'pgdata'));
  return dir;
}

/** Starts the server on `dir`: it must exit 1 with one line naming `problem`, no stack trace. */
async function expectRefused(dir: string, problem: string) {
  const server = runScript('src/server.ts', { PORT: String(await freePort()), DATA_DIR: dir });
  const timeout = new Promise((r) => setTimeout(() => r('still running after 60 s'), 60_000));
  const exit = await Promise.race([server.exited, timeout]);
  server.child.kill('SIGKILL');
  expect(exit, server.output()).toBe(1);
  expect(server.output()).toBe(
    `The embedded database in ${dir} is damaged (${problem}). ` +
      'Restore a backup with `npm run restore FILE`, or move the folder away to start afresh.\n',
  );
}

describe('a damaged embedded database folder', () => {
  it('is told apart from a first start (missing or empty pgdata) and from a whole folder', () => {
    const empty = path.join(root, 'empty');
    mkdirSync(empty);
    expect(findPgdataProblem(path.join(root, 'missing'))).toBeNull();
    expect(findPgdataProblem(empty)).toBeNull();
    expect(findPgdataProblem(path.join(seeded, 'pgdata'))).toBeNull();
  });

  it('stops the start when global/pg_control is truncated', async () => {
    const dir = damagedCopy('control', (pgdata) =>
      truncateSync(path.join(pgdata, 'global/pg_control'), 100),
    );
    await expectRefused(dir, 'global/pg_control is truncated');
  }, 90_000);

  it('stops the start when PG_VERSION is missing (PGlite would create a new database over it)', async () => {
    const dir = damagedCopy('version', (pgdata) => unlinkSync(path.join(pgdata, 'PG_VERSION')));
    await expectRefused(dir, 'PG_VERSION is missing');
  }, 90_000);

  it('stops the start when a relation file is cut short (PostgreSQL would read fewer rows)', async () => {
    const dir = damagedCopy('relation', (pgdata) =>
      truncateSync(path.join(pgdata, usersFile), 4096),
    );
    await expectRefused(dir, `${usersFile} is truncated`);
  }, 90_000);

  it('stops the start when a relation file is missing, or emptied after the table was analysed', async () => {
    const missing = damagedCopy('relation-missing', (pgdata) =>
      unlinkSync(path.join(pgdata, usersFile)),
    );
    await expectRefused(missing, `${usersFile} is missing`);
    const emptied = damagedCopy('relation-emptied', (pgdata) =>
      truncateSync(path.join(pgdata, usersFile), 0),
    );
    await expectRefused(emptied, `${usersFile} is truncated`);
  }, 150_000);

  it('stops the start when the WAL is truncated', async () => {
    const dir = damagedCopy('wal', (pgdata) => truncateSync(path.join(pgdata, walFile), 1000));
    await expectRefused(dir, `${walFile} is truncated`);
  }, 90_000);

  it('stops the start when PostgreSQL aborts reading a WAL whose content is gone', async () => {
    const dir = damagedCopy('wal-zeroed', (pgdata) => {
      const file = path.join(pgdata, walFile);
      writeFileSync(file, Buffer.alloc(16 * 1024 * 1024));
    });
    await expectRefused(dir, 'PostgreSQL aborted while reading it');
  }, 90_000);
});
