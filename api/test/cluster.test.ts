import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex, migrateLatest } from '../src/db/knex';
import { signSessionToken } from '../src/lib/auth';
import { oracleDifferences } from '../src/modules/scoring/oracle';
import { adminLoop, client, playerLoop, type Write } from './cluster-load';
import { createMatch, createMatchGroup, createSeason, createUser } from './factories';
import { freePort } from './outage';
import { apiDir } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const nginx = [process.env.NGINX_PATH ?? 'nginx', '/usr/sbin/nginx'].find(
  (bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0,
);
const skipped = !serverUrl
  ? 'TEST_DATABASE_URL is unset (the cluster shares a PostgreSQL database)'
  : !nginx
    ? 'nginx is not installed (apt-get install nginx)'
    : null;
if (skipped) console.log(`cluster kill test skipped: ${skipped}`);

const PLAYERS = 8;
const LOAD_MS = 8_000;
const KILL_AT_MS = 3_000;
const JWT_SECRET = 'cluster-test-secret-cluster-test-secret';

/** The text of an event stream until it matches `pattern` or `timeoutMs` passes. */
async function streamUntil(url: string, pattern: RegExp, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text = '';
  try {
    const response = await fetch(url, { signal: controller.signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    while (!pattern.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // Aborted at the timeout: answer what arrived.
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return text;
}

describe.skipIf(skipped)('three instances behind nginx, one killed with SIGKILL mid-load', () => {
  const name = `cluster_test_${process.pid}_${Date.now()}`;
  let dataDir: string | undefined;
  let admin: Knex | undefined;
  let knex: Knex | undefined;
  let cluster: ReturnType<typeof spawn> | undefined;
  afterAll(async () => {
    // SIGTERM: the script stops nginx and the instances (its own process groups); SIGKILL would leave them.
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster!.once('exit', resolve));
      cluster.kill('SIGTERM');
      const timer = setTimeout(() => cluster!.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    await knex?.destroy();
    await admin?.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, duplicates nothing, fails only the requests in flight', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-cluster-'));
    admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    knex = createKnex(url.toString());
    await migrateLatest(knex);

    // Six open matches to predict, and a played one whose result the admin keeps correcting.
    const season = await createSeason(knex);
    const group = await createMatchGroup(knex, season.id);
    const open: { id: number }[] = [];
    for (let i = 0; i < 6; i++)
      open.push(await createMatch(knex, { seasonId: season.id, matchGroupId: group.id }));
    const played = await createMatch(knex, {
      seasonId: season.id,
      matchDate: new Date(Date.now() - 3 * 24 * 3600 * 1000),
    });
    const players = [];
    for (let i = 0; i < PLAYERS; i++) {
      const user = await createUser(knex);
      await knex('predictions').insert({
        userId: user.id,
        matchId: played.id,
        homeGoals: i % 4,
        awayGoals: i % 3,
      });
      players.push({ userId: user.id, token: await signSessionToken(user.id, JWT_SECRET, '1h') });
    }
    const adminUser = await createUser(knex, { role: 'admin' });
    const adminToken = await signSessionToken(adminUser.id, JWT_SECRET, '1h');

    // The cluster as `npm run cluster` starts it (without building the apps), on free ports.
    const port = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    cluster = spawn(
      process.execPath,
      [path.join(apiDir, '..', 'scripts', 'cluster.mjs'), '--no-build'],
      {
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          PORT: String(port),
          INSTANCE_PORTS: ports.join(','),
          NGINX_PATH: nginx!,
          JWT_SECRET,
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    cluster.stdout!.on('data', (d) => (output += d));
    cluster.stderr!.on('data', (d) => (output += d));
    const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (Date.now() > deadline || cluster!.exitCode !== null)
          throw new Error(`cluster output never matched ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return pattern.exec(output)!;
    };
    await waitFor(/cluster: ready on/);
    const victim = Number((await waitFor(/instance 2 \(pid (\d+)\) ready/))[1]);

    // The steady mix through nginx; instance 2 killed after KILL_AT_MS, restarted by the cluster.
    const { send, requests, close } = client(`http://127.0.0.1:${port}`);
    const writes: Write[] = [];
    const t0 = performance.now();
    // Until the killed instance is back and has served a while (its restart takes seconds).
    let runUntil = Infinity;
    const until = () => performance.now() < runUntil;
    const load = Promise.all([
      ...players.map((player) =>
        playerLoop(
          send,
          player,
          season.id,
          open.map((m) => m.id),
          writes,
          until,
        ),
      ),
      adminLoop(send, adminToken, played.id, until),
    ]);
    // Live results through nginx (unbuffered): the admin's results, set on any instance, reach a stream.
    const live = streamUntil(`http://127.0.0.1:${port}/api/events`, /event: result/, 2_500);
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    expect(await live).toMatch(/event: ready[^]*event: result/);
    process.kill(victim, 'SIGKILL');
    const killedAt = performance.now();
    const restarted = Number(
      (
        await waitFor(
          /instance 2 \(pid (\d+)\) ready on[^\n]*\n[^]*instance 2 \(pid (\d+)\) ready/,
          90_000,
        )
      )[2],
    );
    const restartSeconds = (performance.now() - killedAt) / 1000;
    // Keep the load on long enough for the restarted instance to take its share.
    runUntil = Math.max(t0 + LOAD_MS, performance.now() + 3_000);
    await load;
    close();

    // Failures: only requests that were in flight when the instance died, at most one per client.
    const failed = requests.filter((r) => r.error || (r.status ?? 0) >= 300);
    const inFlight = requests.filter((r) => r.started <= killedAt && r.ended >= killedAt);
    console.log(
      `cluster kill test: ${requests.length} requests, ${writes.filter((w) => w.ok).length} acknowledged writes, ` +
        `${inFlight.length} in flight at the kill, ${failed.length} failed ` +
        `(${failed.map((r) => `${r.what} ${r.status ?? r.error}`).join(', ') || 'none'}); ` +
        `instance 2 back as pid ${restarted} ${restartSeconds.toFixed(1)} s after the kill; killed at ${killedAt.toFixed(0)} ms`,
    );
    expect(failed.filter((r) => !inFlight.includes(r))).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(PLAYERS + 1);
    expect(writes.filter((w) => w.ok).length).toBeGreaterThan(100);

    // Every pair's row holds its last acknowledged value, or a later write whose answer was lost.
    const rows = await knex('predictions')
      .whereIn(
        'matchId',
        open.map((m) => m.id),
      )
      .select('userId', 'matchId', 'homeGoals', 'awayGoals');
    const stored = new Map(
      rows.map((r) => [`${r.userId}:${r.matchId}`, `${r.homeGoals}-${r.awayGoals}`]),
    );
    const pairs = new Map<string, Write[]>();
    for (const w of writes)
      pairs.set(`${w.userId}:${w.matchId}`, [...(pairs.get(`${w.userId}:${w.matchId}`) ?? []), w]);
    for (const [pair, list] of pairs) {
      const lastOk = list.map((w) => w.ok).lastIndexOf(true);
      const candidates: (string | undefined)[] = list
        .slice(Math.max(lastOk, 0))
        .map((w) => `${w.home}-${w.away}`);
      if (lastOk === -1) candidates.push(undefined);
      expect(candidates).toContain(stored.get(pair));
    }
    expect(rows.length).toBe(new Set(rows.map((r) => `${r.userId}:${r.matchId}`)).size);

    // The restarted instance serves again (its own metrics, read on its loopback port).
    const metrics = await (await fetch(`http://127.0.0.1:${ports[1]}/api/metrics`)).text();
    if (!/route="\/api\/predictions/.test(metrics)) console.log(output, metrics);
    expect(metrics).toMatch(/http_requests_total\{method="(POST|PUT)",route="\/api\/predictions/);

    // Scores and leaderboard totals agree with the independent oracle (what `npm run verify` runs).
    expect(await oracleDifferences(knex)).toMatchObject({ predictions: 0, totals: 0 });

    cluster.kill('SIGTERM');
    await new Promise((resolve) => cluster!.once('exit', resolve));
    expect(cluster.exitCode).toBe(0);
    expect(output).toContain('cluster: stopped');
  }, 150_000);
});
