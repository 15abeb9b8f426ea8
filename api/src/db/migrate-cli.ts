import { loadConfig } from '../config';
import { migrationSource } from '../../migrations/index';
import { openDatabase } from './open';

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const database = await openDatabase(loadConfig());
const version = await database.knex.migrate.currentVersion({ migrationSource });
console.log(`Database schema is up to date (version ${version}).`);
await database.close();
