import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { startTestApp, type TestApp, type TestResponse } from './harness';
import { createMatch, createMatchGroup, createSeason, signedIn } from './factories';
import { seedPredictions } from './bulk-seed';
import { embeddedOutage, postgresOutage, type Outage } from './outage';
import {
  call,
  databaseEnv,
  runScript,
  startedRequest,
  startServer,
  type Outcome,
} from './server-process';
import { scoredPredictions } from '../src/modules/scoring/service';

// The database goes away under a running app and comes back: requests fail fast with 503 {message}
// meanwhile, and the same process serves again afterwards.

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
let outage: Outage;
let app: TestApp;
let season: { id: number };
let match: { id: number };
let token: string;

beforeAll(async () => {
  outage = serverUrl ? await postgresOutage(serverUrl) : await embeddedOutage();
  app = await startTestApp({}, { databaseUrl: outage.url, embedded: !serverUrl });
  season = await createSeason(app.knex);
  match = await createMatch(app.knex, { seasonId: season.id });
  ({ token } = await signedIn(app));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await outage?.close();
});

/** The calls a player makes, each timed. */
function calls(): Promise<TestResponse & { ms: number }>[] {
  const timed = async (
    method: string,
    path: string,
    options: Parameters<TestApp['request']>[2] = {},
  ) => {
    const started = performance.now();
    const answer = await app.request(method, path, options);
    return { ...answer, ms: performance.now() - started };
  };
  return [
    timed('GET', '/api/health'),
    timed('GET', `/api/seasons/${season.id}`),
    timed('GET', `/api/matches?season=${season.id}`),
    timed('GET', '/api/predictions', { token }),
    timed('POST', '/api/predictions', {
      token,
      body: { match: match.id, homeGoals: 1, awayGoals: 0, isBanker: false },
    }),
    timed('GET', `/api/matches/${match.id}`),
  ];
}

describe('database outage', () => {
  it('answers 503 {message} fast while the database is unreachable, then recovers in the same process', async () => {
    expect((await app.request('GET', '/api/health')).status).toBe(200);

    await outage.cut();
    // Several rounds: the first meets dead pooled connections, later ones fail to connect.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(calls());
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(typeof answer.body.message).toBe('string');
        expect(answer.ms).toBeLessThan(3000);
      }
    }

    await outage.restore();
    let healthy = false;
    for (let i = 0; i < 50 && !healthy; i++) {
      healthy = (await app.request('GET', '/api/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
    const answers = await Promise.all(calls());
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 201, 200]);
  }, 60_000);
});

describe('the server process under faults', () => {
  const dataDirs: string[] = [];
  const scratch: Outage[] = [];
  /** Environment for a server on a fresh database: a new PostgreSQL database, or an embedded one in a new DATA_DIR. */
  async function freshDatabase() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-fault-'));
    dataDirs.push(dataDir);
    const pg = serverUrl ? await postgresOutage(serverUrl) : undefined;
    if (pg) scratch.push(pg);
    return { dataDir, databaseUrl: pg?.url, env: databaseEnv(dataDir, pg?.url) };
  }
  afterAll(async () => {
    for (const s of scratch) await s.close();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  it('finishes in-flight requests on SIGTERM during load, refuses new connections, and exits 0', async () => {
    const { env } = await freshDatabase();
    const server = await startServer({
      ...env,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    });
    const account = { email: 'sigterm@example.com', password: 'sigterm-pass-1' };
    expect(
      (
        await call(server.url, 'POST', '/api/auth/register', {
          ...account,
          teamName: 'Terminators',
        })
      ).status,
    ).toBe(201);

    const outcomes: Outcome[] = [];
    let killedAt = Infinity;
    const loop = async (i: number) => {
      while (performance.now() < killedAt + 1000) {
        const outcome = await (i % 2
          ? call(server.url, 'POST', '/api/auth/login', account)
          : call(server.url, 'GET', '/api/seasons'));
        outcomes.push(outcome);
        if (outcome.error) await new Promise((r) => setTimeout(r, 20));
      }
    };
    const loops = Promise.all(Array.from({ length: 8 }, (_, i) => loop(i)));
    await new Promise((r) => setTimeout(r, 1500));
    // A sign-in the server has surely taken up (it answered 100 Continue) but whose body comes after the signal.
    const inFlight = await startedRequest(server.url, '/api/auth/login');
    killedAt = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const inFlightOutcome = await inFlight.finish(account);
    await loops;
    expect(await server.exited).toBe(0);

    expect(inFlightOutcome.status).toBe(200);
    const answered = outcomes.filter((o) => o.status !== undefined);
    expect(answered.filter((o) => o.status! >= 300).map((o) => `${o.path} ${o.status}`)).toEqual(
      [],
    );
    // The only failures are connections the server never took up: refused, or reset while still waiting in
    // the accept queue when the listening socket closed (the signal is handled once the event loop gets to it).
    const failed = outcomes.filter((o) => o.error);
    for (const o of failed) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(o.error);
    // (A busy event loop can leave a connection a while in that queue, hence the margin.)
    expect(failed.filter((o) => o.started < killedAt - 1000)).toEqual([]);
    // Every connection attempt well after the signal is refused.
    const late = outcomes.filter((o) => o.started > killedAt + 200);
    expect(late.length).toBeGreaterThan(0);
    expect(new Set(late.map((o) => o.error ?? `answered ${o.status}`))).toEqual(
      new Set(['ECONNREFUSED']),
    );
  }, 120_000);

  it('a server killed while scoring a result leaves the database as before or after it; npm run verify finds 0 differences', async () => {
    const { env, dataDir, databaseUrl } = await freshDatabase();
    const admin = { email: 'scorer@example.com', password: 'scorer-pass-1' };
    // At debug level the server logs when a result's scoring begins inside its transaction: the kill follows that line.
    const serverEnv = {
      ...env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'debug',
    };
    // Scoring 20k predictions takes ~7 s on PGlite: fewer there keep the test short; the kill still lands mid-way.
    const PLAYERS = serverUrl ? 20_000 : 5_000;

    let db = await openDatabase({ databaseUrl, dataDir });
    const season = await createSeason(db.knex);
    const group = await createMatchGroup(db.knex, season.id);
    const kickedOff = {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate: new Date(Date.now() - 3 * 3600_000),
    };
    const [earlier, match] = [
      await createMatch(db.knex, kickedOff),
      await createMatch(db.knex, kickedOff),
    ];
    await seedPredictions(db.knex, earlier.id, PLAYERS);
    await seedPredictions(db.knex, match.id, PLAYERS);
    await db.close();

    const server = await startServer(serverEnv);
    const login = await fetch(server.url + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = await login.json();
    const setResult = (matchId: number) =>
      fetch(`${server.url}/api/admin/matches/${matchId}/result`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ homeGoals: 2, awayGoals: 1, beforeKickOff: true }),
      }).then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      );
    // A result scored before the kill: its points are in the totals that verify checks afterwards.
    expect(await setResult(earlier.id)).toBe('answered 200');
    const result = setResult(match.id);
    await server.waitForOutput(new RegExp(`"matchId":${match.id},[^\\n]*"msg":"scoring result"`));
    server.child.kill('SIGKILL');
    await server.exited;
    // Killed while the request was still being served, inside its scoring transaction.
    expect(await result).toBe('failed');

    // The same DATA_DIR (its lock held by a dead process) or database starts again.
    const restarted = await startServer(serverEnv);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const verify = runScript('src/scripts/verify.ts', env);
    expect(await verify.exited, verify.output()).toBe(0);
    expect(verify.output()).toMatch(
      /verify: 0 prediction\(s\) and 0 leaderboard total\(s\) differ/,
    );

    db = await openDatabase({ databaseUrl, dataDir });
    try {
      const scoredOf = async (matchId: number) =>
        Number(
          (await scoredPredictions(db.knex)
            .where({ matchId, isScored: true })
            .count({ n: '*' })
            .first())!.n,
        );
      expect(await scoredOf(earlier.id)).toBe(PLAYERS);
      const stored = await db
        .knex('matches')
        .where({ id: match.id })
        .first('status', 'homeGoals', 'awayGoals');
      const scored = await scoredOf(match.id);
      const untouched = stored.status === 'scheduled' && stored.homeGoals === null && scored === 0;
      const finished =
        stored.status === 'finished' &&
        stored.homeGoals === 2 &&
        stored.awayGoals === 1 &&
        scored === PLAYERS;
      expect(untouched || finished, JSON.stringify({ stored, scored })).toBe(true);
    } finally {
      await db.close();
    }
  }, 180_000);
});
