import type { Server } from 'node:http';
import { loadConfig, ConfigError } from './config';
import { createApp } from './app';
import { keepTablesCurrent, warmLeaderboards } from './modules/leaderboards/service';
import { openDatabase } from './db/open';
import { createLogger } from './lib/logger';
import type { AppDeps } from './lib/context';
import { createMailer } from './lib/mailer';
import { createStorage } from './lib/create-storage';
import { ensureAdmin } from './modules/users/ensure-admin';
import { seedDemoIfWanted } from './seed/run';
import { startJobs, type JobRunner } from './jobs/runner';
import { describeBackup, writeBackup, type BackupSource } from './backup/backup';
import { backupIntoFolder } from './backup/backups-folder';
import { startControlSocket, type ControlSocket } from './backup/control-socket';
import { createLiveFeed } from './modules/live/feed';
import { answerClientErrors } from './lib/client-errors';
import { settled } from './lib/after-answer';

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
  const storage = createStorage(config);
  await seedDemoIfWanted(database, config, storage, log);
  const backupSource: BackupSource = database.pglite
    ? { kind: 'embedded', pglite: database.pglite }
    : { kind: 'postgres', url: database.url };
  // `npm run backup` reaches the embedded database through this server (backup/control-socket.ts).
  let control: ControlSocket | null = null;
  if (database.pglite) {
    control = await startControlSocket(config.dataDir, (file) =>
      writeBackup(backupSource, config.dataDir, file),
    ).catch((error) => {
      log.error({ err: error }, 'backup control socket not started: stop the server to back up');
      return null;
    });
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const live = await createLiveFeed(database.knex, log, {
    listenUrl: database.embedded ? null : database.url,
    maxStreamsPerClient: config.liveStreamsPerClient,
  });
  const deps: AppDeps = {
    config,
    knex: database.knex,
    log,
    mailer,
    storage,
    live,
    now: () => new Date(),
  };
  // Scheduled and queued work (trophies, mail, newsletter sends); the site still serves if it cannot
  // start (a send is then delivered by its request).
  let jobs: JobRunner | null = null;
  try {
    jobs = await startJobs({
      deps,
      url: database.url,
      embedded: database.embedded,
      backup: config.backup.cron
        ? {
            cron: config.backup.cron,
            run: async () =>
              describeBackup(
                await backupIntoFolder(backupSource, config.dataDir, config.backup.keep),
              ),
          }
        : undefined,
    });
    deps.jobs = jobs.queue;
  } catch (error) {
    log.error({ err: error }, 'job runner not started');
  }

  // A result set on any instance moves the tables held here on at once.
  keepTablesCurrent(deps);
  // Ready once the leaderboards players open first are in memory (or could not be read: they are
  // then read on the first request, as any table).
  const starting = { ready: false };
  deps.starting = starting;
  warmLeaderboards(deps)
    .catch((error) => log.error({ err: error }, 'leaderboards not read at start'))
    .finally(() => (starting.ready = true));

  const app = createApp(deps);
  const server: Server = app.listen(config.port, config.host, () => {
    log.info(`Predictor is running at ${config.publicUrl}`);
  });
  // Idle keep-alive sockets outlive a proxy's or client's own idle timeout (60 s on most load
  // balancers): with Node's 5 s default, a client reusing a socket just as the server closes it gets
  // ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  answerClientErrors(server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: no new connections, finishing in-flight requests');
    server.close(async () => {
      await settled();
      mailer.close();
      await live.close();
      await control?.close();
      await jobs?.stop().catch((error) => log.error({ err: error }, 'job runner stop failed'));
      await database.close();
      log.info('stopped');
      process.exit(0);
    });
    // Ends the live event streams (their sockets close with them), so they do not hold the stop.
    void live.close();
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
