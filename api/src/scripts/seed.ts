import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { createStorage } from '../lib/create-storage';
import { createLogger } from '../lib/logger';
import { seedDemoIfWanted } from '../seed/run';

/** `npm run seed`: demo data into an empty database (DATABASE_URL or the embedded one), as a start would. */
const config = loadConfig({ ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? '1' });
const database = await openDatabase(config);
try {
  const summary = await seedDemoIfWanted(
    database,
    config,
    createStorage(config),
    createLogger(config.logLevel),
  );
  if (!summary) console.log('seed: the database already has data (or SEED_DEMO=0); nothing to do.');
} finally {
  await database.close();
}
