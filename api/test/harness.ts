import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { createKnex, migrateLatest } from '../src/db/knex';
import { loadTableMetadata } from '../src/db/table-metadata';
import type { AppDeps } from '../src/lib/context';
import { createStorage } from '../src/lib/create-storage';
import { createMailer, type MailMessage, type Mailer } from '../src/lib/mailer';
import { createLiveFeed, type LiveFeedOptions } from '../src/modules/live/feed';
import { answerClientErrors } from '../src/lib/client-errors';

export type TestApp = {
  url: string;
  /** The database's URL (a second app on the same database: `startTestApp({}, { databaseUrl })`). */
  databaseUrl: string;
  knex: Knex;
  deps: AppDeps;
  config: Config;
  /** Mails the app sent (when no SMTP_URL is given to the harness). */
  mails: MailMessage[];
  /** Moves the server's clock; `null` goes back to real time. */
  setNow: (date: Date | null) => void;
  request: (
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<TestResponse>;
  close: () => Promise<void>;
};

export type TestResponse = { status: number; body: any; headers: Headers };

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * server of TEST_DATABASE_URL (or DATABASE_URL), dropped afterwards; each a copy of the database the
 * run migrated once (test/migrated-template.ts). Then the real app on a free port.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  /** An existing database (the caller creates and drops it), e.g. for fault tests; `embedded` when it is PGlite's socket. */
  options: {
    databaseUrl?: string;
    embedded?: boolean;
    /** The live feed's timings (modules/live/feed.ts); it LISTENs on PostgreSQL, polls on PGlite. */
    live?: Omit<LiveFeedOptions, 'listenUrl'>;
  } = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let databaseUrl: string;
  let dropDatabase = async () => {};
  if (options.databaseUrl) {
    databaseUrl = options.databaseUrl;
  } else if (serverUrl) {
    const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    const template = inject('templateDatabase');
    await admin.raw(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    };
  } else {
    const imageFile = inject('pgliteImage');
    const image = imageFile ? new Blob([readFileSync(imageFile)]) : undefined;
    const embedded = await startEmbeddedDatabase(null, { image });
    databaseUrl = embedded.url;
    dropDatabase = embedded.stop;
  }
  // PGlite's socket server interleaves protocol messages of concurrent connections: one connection there.
  const isPglite = options.databaseUrl ? Boolean(options.embedded) : !serverUrl;
  const knex = createKnex(databaseUrl, isPglite ? { poolMax: 1 } : {});
  await migrateLatest(knex);
  await loadTableMetadata(knex);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    }),
    ...overrides,
  };
  const mails: MailMessage[] = [];
  // With an SMTP_URL (e.g. a test's own smtp-server) the real mailer sends over it; else mails are captured.
  const mailer: Mailer = config.smtpUrl
    ? createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir,
        log: pino({ level: 'silent' }),
      })
    : { send: async (m) => void mails.push(m), close: () => {} };
  let fixedNow: Date | null = null;
  const live = await createLiveFeed(knex, pino({ level: 'silent' }), {
    listenUrl: isPglite ? null : databaseUrl,
    maxStreamsPerClient: config.liveStreamsPerClient,
    ...options.live,
  });
  const deps: AppDeps = {
    config,
    knex,
    log: pino({ level: 'silent' }),
    mailer,
    storage: createStorage(config),
    live,
    now: () => fixedNow ?? new Date(),
  };
  const app = createApp(deps, {
    playerDist: path.join(dataDir, 'no-player'),
    backofficeDist: path.join(dataDir, 'no-admin'),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  answerClientErrors(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    databaseUrl,
    knex,
    deps,
    config,
    mails,
    setNow: (date) => {
      fixedNow = date;
    },
    request: async (method, requestPath, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      const response = await fetch(url + requestPath, { method, headers, body });
      const text = response.headers.get('content-type')?.startsWith('text/event-stream')
        ? await firstChunk(response)
        : await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    close: async () => {
      await live.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      mailer.close();
      await knex.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An event stream never ends: its answer is read up to its first chunk, then closed. */
async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
