import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { signSessionToken } from '../lib/auth';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createTeam,
  createUser,
} from '../../test/factories';
import { databaseEnv, runScript, startServer, type Running } from '../../test/server-process';

// Online backup on the embedded database: taken by the running server while predictions stream in,
// restored into a fresh DATA_DIR, where every write acknowledged before the backup began is found.

const JWT_SECRET = 'backup-test-secret-backup-test-secret-1234';
const USERS = 30;
const MATCHES = 150;
const UPLOAD = '0123456789abcdef0123456789abcdef.svg';

let server: Running | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
});

type Write = { key: string; started: number; ended: number; status: number };

describe('npm run backup / npm run restore (embedded database)', () => {
  it('backs up a running server under a stream of writes; the restore holds every write acknowledged before it began', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-backup-'));
    const env = { ...databaseEnv(dataDir), JWT_SECRET };
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    const season = await createSeason(db.knex, { endDate: '2099-05-31' });
    const group = await createMatchGroup(db.knex, season.id);
    const [home, away] = [await createTeam(db.knex), await createTeam(db.knex)];
    const matchIds: number[] = [];
    for (let i = 0; i < MATCHES; i++)
      matchIds.push(
        (
          await createMatch(db.knex, {
            seasonId: season.id,
            matchGroupId: group.id,
            homeTeamId: home.id,
            awayTeamId: away.id,
          })
        ).id,
      );
    const users: { id: number }[] = [];
    for (let i = 0; i < USERS; i++) users.push(await createUser(db.knex));
    await db.close();
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', UPLOAD), '<svg/>');

    server = await startServer(env);
    const tokens = await Promise.all(users.map((u) => signSessionToken(u.id, JWT_SECRET, '1h')));
    const pending = users.flatMap((u, i) => matchIds.map((m) => ({ userIndex: i, matchId: m })));
    const writes: Write[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop && pending.length > 0) {
        const { userIndex, matchId } = pending.shift()!;
        const started = performance.now();
        const res = await fetch(`${server!.url}/api/predictions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[userIndex]}`,
          },
          body: JSON.stringify({ match: matchId, homeGoals: 2, awayGoals: 1, isBanker: false }),
        });
        await res.arrayBuffer();
        const key = `${users[userIndex].id}:${matchId}`;
        writes.push({ key, started, ended: performance.now(), status: res.status });
      }
    };
    const writers = [writer(), writer()];
    while (writes.length < 20) await new Promise((r) => setTimeout(r, 20));

    const backupStarted = performance.now();
    const backup = runScript('src/scripts/backup.ts', env);
    expect(await backup.exited, backup.output()).toBe(0);
    const backupEnded = performance.now();
    // Let the stream go on after the backup, then stop it.
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(writers);

    const summary =
      /backup: (\S+) \(([\d.]+) MB\) in ([\d.]+) s, longest write pause (\d+) ms/.exec(
        backup.output(),
      );
    expect(summary, backup.output()).not.toBeNull();
    const [, file, , , pauseMs] = summary!;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(Number(pauseMs)).toBeLessThan(1000);
    expect(writes.every((w) => w.status === 200 || w.status === 201)).toBe(true);
    const ackedBefore = writes.filter((w) => w.ended < backupStarted);
    const duringBackup = writes.filter((w) => w.started > backupStarted && w.ended < backupEnded);
    expect(ackedBefore.length).toBeGreaterThanOrEqual(20);
    expect(duringBackup.length).toBeGreaterThan(0);
    // The stream outlasted the backup.
    expect(
      writes.some((w) => w.started > backupEnded),
      `${writes.length} writes, ${pending.length} left, backup ${Math.round(backupEnded - backupStarted)} ms, last write ${Math.round(Math.max(...writes.map((w) => w.started)) - backupStarted)} ms after its start`,
    ).toBe(true);
    const slowest = Math.max(...duringBackup.map((w) => w.ended - w.started));
    console.log(
      `backup under writes: ${backup.output().trim()}; ${duringBackup.length} writes during it, slowest ${Math.round(slowest)} ms`,
    );

    // (b) A restore into the DATA_DIR of a running server is refused.
    const refused = runScript('src/scripts/restore.ts', env, [file]);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/restore failed: .*already using/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // With no server running the command opens DATA_DIR itself; FILE names the archive.
    const offlineFile = path.join(
      mkdtempSync(path.join(os.tmpdir(), 'predictor-offline-')),
      'b.tar.gz',
    );
    const offline = runScript('src/scripts/backup.ts', env, [offlineFile]);
    expect(await offline.exited, offline.output()).toBe(0);
    expect(offline.output()).toContain(`backup: ${offlineFile} (`);
    const offlineDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-restored-'));
    const offlineRestore = runScript('src/scripts/restore.ts', databaseEnv(offlineDir), [
      offlineFile,
    ]);
    expect(await offlineRestore.exited, offlineRestore.output()).toBe(0);
    const all = await openDatabase({ dataDir: offlineDir, databaseUrl: undefined });
    try {
      // Every write, all acknowledged by now.
      expect((await all.knex('predictions').count({ n: '*' }).first())!.n).toBe(writes.length);
    } finally {
      await all.close();
    }

    const fresh = mkdtempSync(path.join(os.tmpdir(), 'predictor-restored-'));
    const restoredEnv = databaseEnv(fresh);
    const restore = runScript('src/scripts/restore.ts', restoredEnv, [file]);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(restore.output()).toMatch(/restore: .* restored/);
    expect(existsSync(path.join(fresh, 'uploads', UPLOAD))).toBe(true);

    const restored = await openDatabase({ dataDir: fresh, databaseUrl: undefined });
    try {
      const rows = await restored.knex('predictions').select('userId', 'matchId');
      const present = new Set(rows.map((r) => `${r.userId}:${r.matchId}`));
      const missing = ackedBefore.filter((w) => !present.has(w.key));
      expect(missing).toEqual([]);
    } finally {
      await restored.close();
    }
    const verify = runScript('src/scripts/verify.ts', restoredEnv);
    expect(await verify.exited, verify.output()).toBe(0);
    expect(verify.output()).toMatch(
      /verify: 0 prediction\(s\) and 0 leaderboard total\(s\) differ/,
    );
  }, 300_000);

  it('says there is nothing to back up in a DATA_DIR without a database', async () => {
    const backup = runScript(
      'src/scripts/backup.ts',
      databaseEnv(mkdtempSync(path.join(os.tmpdir(), 'predictor-empty-'))),
    );
    expect(await backup.exited).toBe(1);
    expect(backup.output()).toMatch(/^backup failed: no database in \S+: nothing to back up/);
  });
});
