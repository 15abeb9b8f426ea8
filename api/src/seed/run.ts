import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/open';
import type { Storage } from '../lib/storage';
import { seedDemo, type SeedSummary } from './seed';

/** SEED_DEMO=0 never; SEED_DEMO=1 any empty database; unset: only an empty embedded database. */
export function wantsDemo(config: Pick<Config, 'seedDemo'>, embedded: boolean): boolean {
  return config.seedDemo ?? embedded;
}

/** Seeds demo data into an empty embedded database, or any empty database with SEED_DEMO=1. */
export async function seedDemoIfWanted(
  database: Database,
  config: Config,
  storage: Storage,
  log: Logger,
): Promise<SeedSummary | null> {
  if (!wantsDemo(config, database.embedded)) return null;
  const summary = await seedDemo(database.knex, {
    storage,
    adminEmail: config.admin?.email,
  });
  if (!summary) return null;
  log.info(
    { ...summary.counts, shiftedWeeks: summary.weeks, ms: summary.ms },
    'demo data seeded (real 2025-26 English fixtures, openfootball CC0)',
  );
  const adminPassword = config.admin
    ? 'the ADMIN_PASSWORD you set'
    : (summary.admin.password ?? '(your existing password)');
  // Printed once, plainly, so a person starting the demo can sign in; the generated password is not stored anywhere else.
  const lines = [
    '',
    '  Demo data is ready.',
    `  Sign in as admin: ${summary.admin.email} / ${adminPassword}`,
    `  Or as a demo player: ${summary.demoPlayer.email} / ${summary.demoPlayer.password}`,
    '',
  ];
  console.log(lines.join('\n'));
  return summary;
}
