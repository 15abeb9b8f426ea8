import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { oracleDifferences } from '../modules/scoring/oracle';

/**
 * `npm run verify`: recomputes every prediction's score and every leaderboard total from the raw
 * predictions and results, and every season's bonus points from the raw season answers, with the
 * independent oracles (scoring/oracle.ts, season-questions/oracle.ts), and reports how many stored
 * rows differ. Exits 1 on any difference.
 */
const database = await openDatabase(loadConfig());
try {
  const started = performance.now();
  const differences = await oracleDifferences(database.knex);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `verify: ${differences.predictions} prediction(s) and ${differences.totals} leaderboard total(s) differ (${seconds} s)`,
  );
  for (const sample of differences.samples) console.log(`  ${sample}`);
  process.exitCode = differences.predictions + differences.totals === 0 ? 0 : 1;
} finally {
  await database.close();
}
