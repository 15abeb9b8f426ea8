/**
 * The data `npm run bench` measures: generated into a fresh database (generate.ts), or, with
 * BENCH_KEEP, generated once and reused by later runs after a reset, since a million players take
 * long to generate.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { migrateLatest } from '../src/db/knex';
import { recomputeAll } from '../src/modules/scoring/rebuild';
import { scoreMatch } from '../src/modules/scoring/service';
import { generate } from './generate';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ms = (t0: number) => performance.now() - t0;
const log = (text: string) => console.log(`[bench] ${text}`);

export type BenchData = Awaited<ReturnType<typeof generate>>;

/** The five real 2025-26 English fixture lists under api/seeds. */
function fixtureFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^en\.[1-5]\.2025-26\.json$/.test(name)) found.push(full);
    }
  };
  walk(path.join(HERE, '../seeds'));
  const files = found.sort();
  if (files.length !== 5)
    throw new Error(
      `expected the five 2025-26 fixture files under api/seeds, found ${files.length}`,
    );
  return files;
}

/**
 * Fills the empty database behind `knex` (players, fixtures, predictions; every total scored unless
 * `scoreTotals` is false), or resets a kept one (`reuse`). With `keep`, a newly generated database
 * records what it holds in bench_info, so that a later run can reuse it; `kept` says it is complete.
 */
export async function prepareBenchData(
  knex: Knex,
  {
    reuse,
    keep,
    players,
    scoreTotals,
  }: { reuse: boolean; keep: string | undefined; players: number; scoreTotals: boolean },
): Promise<{ data: BenchData; kept: boolean }> {
  let t0 = performance.now();
  if (reuse) {
    // A database kept by an earlier version of the code gains the migrations added since.
    await migrateLatest(knex);
    const data: BenchData = (await knex('bench_info').first()).data;
    await resetForRerun(knex, data);
    log(`reusing ${keep} (${data.players} players), reset in ${(ms(t0) / 1000).toFixed(1)} s`);
    return { data, kept: true };
  }
  await migrateLatest(knex);
  // Secondary indexes are built once after the bulk writes: far faster than row by row.
  const indexes = await dropSecondaryIndexes(knex, 'predictions');
  const data = await generate(knex, fixtureFiles(), players);
  log(
    `generated ${data.players} players, ${data.matches} matches, ${data.predictions} predictions in ${(ms(t0) / 1000).toFixed(1)} s`,
  );
  t0 = performance.now();
  if (scoreTotals) await recomputeAll(knex);
  await knex.raw(`SET maintenance_work_mem = '1GB'`);
  for (const definition of indexes) await knex.raw(definition);
  await knex.raw('VACUUM ANALYZE');
  if (scoreTotals) log(`recomputeAll and indexes in ${(ms(t0) / 1000).toFixed(1)} s`);
  if (!keep) return { data, kept: false };
  await knex.raw('CREATE TABLE bench_info (data json NOT NULL)');
  await knex('bench_info').insert({ data: JSON.stringify(data) });
  return { data, kept: true };
}

/** Drops a table's indexes that back no constraint; answers their definitions to build them again. */
async function dropSecondaryIndexes(knex: Knex, table: string): Promise<string[]> {
  const { rows } = await knex.raw(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ?
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = ?::regclass)`,
    [table, table],
  );
  for (const row of rows) await knex.raw('DROP INDEX ??', [row.indexname]);
  return rows.map((row: { indexdef: string }) => row.indexdef);
}

/** A kept database as generated: the timed result unset (and unscored), the open matches unpredicted. */
async function resetForRerun(knex: Knex, data: BenchData) {
  const match = data.benchResultMatchId;
  await knex.transaction(async (trx) => {
    await trx('matches').where({ id: match }).forUpdate().first('id');
    await trx('matches')
      .where({ id: match })
      .update({ status: 'scheduled', homeGoals: null, awayGoals: null });
    await scoreMatch(trx, match);
  });
  await knex('predictions')
    .whereIn('matchId', [...data.openMatchIds, ...data.openWeekMatchIds])
    .delete();
  await knex.raw('VACUUM ANALYZE predictions, leaderboard_totals');
}

/** Sets the bench's timed result (2-1) on a match and scores it, in one transaction as staff do. */
export async function setBenchResult(knex: Knex, matchId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('matches').where({ id: matchId }).forUpdate().first('id');
    await trx('matches')
      .where({ id: matchId })
      .update({ status: 'finished', homeGoals: 2, awayGoals: 1, updatedAt: new Date() });
    await scoreMatch(trx, matchId);
  });
}
