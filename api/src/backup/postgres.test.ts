import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { createMatch, createSeason, createUser } from '../../test/factories';
import { seedPredictions } from '../../test/bulk-seed';
import { runScript } from '../../test/server-process';

// The PostgreSQL path of backup and restore: pg_dump/pg_restore, or a clear line naming what to install.

const serverUrl = process.env.TEST_DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'predictor-pg-backup-'));

describe('backup and restore on PostgreSQL', () => {
  it.each([
    ['backup', 'pg_dump', []],
    ['restore', 'pg_restore', ['/nonexistent/backup.tar.gz']],
  ])('%s says what to install when %s is missing', async (script, program, args) => {
    const run = runScript(
      `src/scripts/${script}.ts`,
      {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
        DATA_DIR: tmp(),
        PATH: '/nonexistent',
      },
      args,
    );
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe(
      `${script} failed: ${program} is not installed: apt-get install postgresql-client (version >= the server's)`,
    );
  });

  if (!serverUrl || !hasPgDump)
    console.log(
      `PostgreSQL backup round trip not run: ${serverUrl ? 'pg_dump is not installed' : 'TEST_DATABASE_URL is unset'}`,
    );
  describe.runIf(serverUrl && hasPgDump)('with a server and pg_dump', () => {
    let admin: Knex;
    const names = ['source', 'target'].map((role) => `backup_${role}_${process.pid}_${Date.now()}`);
    const urlOf = (name: string) => {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    };
    afterAll(async () => {
      for (const name of names) await admin?.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin?.destroy();
    });

    it('restores a pg_dump archive into another database: same rows, verify clean', async () => {
      admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      for (const name of names) await admin.raw(`CREATE DATABASE ${name}`);
      const [source, target] = names.map(urlOf);
      const sourceDir = tmp();
      const db = await openDatabase({ databaseUrl: source, dataDir: sourceDir });
      const season = await createSeason(db.knex, { endDate: '2099-05-31' });
      const match = await createMatch(db.knex, { seasonId: season.id });
      await createUser(db.knex);
      await seedPredictions(db.knex, match.id, 30);
      const counts = async (knex: Knex) =>
        Promise.all(
          ['users', 'matches', 'predictions', 'knex_migrations'].map(
            async (table) => (await knex(table).count({ n: '*' }).first())!.n,
          ),
        );
      const before = await counts(db.knex);
      await db.close();
      mkdirSync(path.join(sourceDir, 'uploads'));
      writeFileSync(path.join(sourceDir, 'uploads', 'logo.svg'), '<svg/>');

      const file = path.join(tmp(), 'pg.tar.gz');
      const backup = runScript(
        'src/scripts/backup.ts',
        { DATABASE_URL: source, DATA_DIR: sourceDir },
        [file],
      );
      expect(await backup.exited, backup.output()).toBe(0);
      expect(backup.output()).toMatch(/no write pause \(pg_dump snapshot\)/);

      const targetDir = tmp();
      const targetEnv = { DATABASE_URL: target, DATA_DIR: targetDir };
      // Refused while another session uses the target database.
      const busy = knexFactory({ client: 'pg', connection: target, pool: { min: 1, max: 1 } });
      await busy.raw('SELECT 1');
      const refused = runScript('src/scripts/restore.ts', targetEnv, [file]);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(
        /1 other connection\(s\) to the database; stop the servers first/,
      );
      await busy.destroy();

      const restore = runScript('src/scripts/restore.ts', targetEnv, [file]);
      expect(await restore.exited, restore.output()).toBe(0);
      expect(existsSync(path.join(targetDir, 'uploads', 'logo.svg'))).toBe(true);
      const restored = knexFactory({ client: 'pg', connection: target, pool: { min: 0, max: 1 } });
      try {
        expect(await counts(restored)).toEqual(before);
      } finally {
        await restored.destroy();
      }
      const verify = runScript('src/scripts/verify.ts', targetEnv);
      expect(await verify.exited, verify.output()).toBe(0);
      expect(verify.output()).toMatch(
        /verify: 0 prediction\(s\) and 0 leaderboard total\(s\) differ/,
      );
    }, 120_000);
  });
});
