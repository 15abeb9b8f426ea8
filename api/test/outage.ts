import { createServer } from 'node:net';
import knexFactory from 'knex';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPglite } from '../src/db/embedded';

/** A free loopback TCP port (closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A database the test can cut off and bring back, while the app keeps running against its URL. */
export type Outage = {
  url: string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * On PostgreSQL: a fresh database; cutting refuses new connections (ALLOW_CONNECTIONS false) and
 * terminates every open one; restoring allows connections again.
 */
export async function postgresOutage(serverUrl: string): Promise<Outage> {
  const name = `fault_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cut: async () => {
      await admin.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.raw(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid()',
        [name],
      );
    },
    restore: async () => {
      await admin.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    },
    close: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/**
 * On the embedded database: in-memory PGlite behind a socket server on a fixed port; cutting stops
 * the socket server (open connections closed, new ones refused), restoring starts a new one on the
 * same port with the same PGlite.
 */
export async function embeddedOutage(): Promise<Outage> {
  const db = await createPglite();
  const port = await freePort();
  const listen = async () => {
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 20 });
    await server.start();
    return server;
  };
  let server: PGLiteSocketServer | null = await listen();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cut: async () => {
      await server?.stop();
      server = null;
    },
    restore: async () => {
      server = await listen();
    },
    close: async () => {
      await server?.stop();
      await db.close();
    },
  };
}
