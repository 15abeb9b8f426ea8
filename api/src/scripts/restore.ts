import path from 'node:path';
import { restoreEmbedded, restorePostgres } from '../backup/restore';
import { loadConfig } from '../config';

// npm runs workspace scripts in api/; DATA_DIR and FILE are meant from where the command was typed.
process.chdir(process.env.INIT_CWD ?? process.cwd());

/**
 * `npm run restore FILE`: puts an archive of `npm run backup` back into DATA_DIR (a fresh folder or the
 * current one, whose data is moved aside) or, with DATABASE_URL, into that database (pg_restore).
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore FILE');
  process.exit(1);
}
try {
  const config = loadConfig();
  const archive = path.resolve(file);
  console.log(
    config.databaseUrl
      ? await restorePostgres(archive, config.databaseUrl, config.dataDir)
      : await restoreEmbedded(archive, config.dataDir),
  );
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
