import type { Server } from 'node:http';
import { loadConfig, ConfigError } from './config';
import { createApp } from './app';
import { openDatabase } from './db/open';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createDiskStorage } from './lib/storage';
import { ensureAdmin } from './modules/users/ensure-admin';
import { seedDemoIfWanted } from './seed/run';
import { startJobs, type JobRunner } from './jobs/runner';

/** Starts everything: config, database and migrations, admin, demo data, HTTP, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, { onStaleLock: (message) => log.warn(message) });
  log.info(
    { database: database.embedded ? `embedded (${config.dataDir})` : 'PostgreSQL' },
    'database ready',
  );

  if (config.admin) {
    const outcome = await ensureAdmin(database.knex, config.admin.email, config.admin.password);
    log.info({ email: config.admin.email }, `admin account ${outcome}`);
  }
  await seedDemoIfWanted(database, config, log);
  // Scheduled work (trophy awards); the site still serves if it cannot start.
  let jobs: JobRunner | null = null;
  try {
    jobs = await startJobs({
      knex: database.knex,
      url: database.url,
      embedded: database.embedded,
      log,
    });
  } catch (error) {
    log.error({ err: error }, 'job runner not started');
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const deps = {
    config,
    knex: database.knex,
    log,
    mailer,
    storage: createDiskStorage(config.dataDir),
    now: () => new Date(),
  };
  const app = createApp(deps);
  const server: Server = app.listen(config.port, () => {
    log.info(`Predictor is running at ${config.publicUrl}`);
  });
  // Idle keep-alive sockets outlive a proxy's or client's own idle timeout (60 s on most load
  // balancers): with Node's 5 s default, a client reusing a socket just as the server closes it gets
  // ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: no new connections, finishing in-flight requests');
    server.close(async () => {
      mailer.close();
      await jobs?.stop().catch((error) => log.error({ err: error }, 'job runner stop failed'));
      await database.close();
      log.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
