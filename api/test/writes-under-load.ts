import type { Knex } from 'knex';
import type { TestApp } from './harness';
import { bulkUsers } from './bulk-users';
import { createSeason, createTeam } from './factories';

export type PredictedSeason = { seasonId: number; matchIds: number[]; playerIds: number[] };

/**
 * A season of `matches` matches (ten per match week) kicked off in the past days and not yet
 * finished, each predicted by every one of `players` players, one banker per player and week: a
 * match day as the results grid sees it, seeded in a few statements.
 */
export async function seedPredictedSeason(
  knex: Knex,
  { matches, players }: { matches: number; players: number },
): Promise<PredictedSeason> {
  const season = await createSeason(knex);
  const teams: number[] = [];
  for (let i = 0; i < 20; i++) teams.push((await createTeam(knex)).id);
  const weeks = Math.ceil(matches / 10);
  const { rows: groups } = await knex.raw(
    `INSERT INTO match_groups (season_id, name, match_week)
     SELECT ?, 'Week ' || w, w FROM generate_series(1, ?) w ORDER BY w RETURNING id`,
    [season.id, weeks],
  );
  const { rows } = await knex.raw(
    `INSERT INTO matches (season_id, match_group_id, home_team_id, away_team_id, match_date,
                          predictions_close, match_week, status)
     SELECT ?, (?::int[])[1 + k / 10], (?::int[])[1 + k % 10], (?::int[])[11 + k % 10],
            now() - interval '2 days' + k * interval '1 minute',
            now() - interval '2 days' + k * interval '1 minute' - interval '1 hour', 1 + k / 10, 'scheduled'
     FROM generate_series(0, ? - 1) k ORDER BY k RETURNING id`,
    [season.id, groups.map((g: { id: number }) => g.id), teams, teams, matches],
  );
  const matchIds: number[] = rows.map((r: { id: number }) => r.id);
  const playerIds = await bulkUsers(knex, players);
  await knex.raw(
    `INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker)
     SELECT u, m.id, (u + m.id) % 4, (u * m.id) % 3, m.nth = u % 10
     FROM unnest(?::int[]) u
     CROSS JOIN (SELECT id, row_number() OVER (PARTITION BY match_group_id ORDER BY id) - 1 AS nth
                 FROM matches WHERE id = ANY(?::int[])) m`,
    [playerIds, matchIds],
  );
  return { seasonId: season.id, matchIds, playerIds };
}

export type Read = { path: string; status: number; ms: number };

/**
 * Runs `write` and meanwhile sends one of `paths` (in turn) every `intervalMs`, without waiting for
 * earlier reads to answer, until the write is done; answers the write's result and every read's
 * status and latency.
 */
export async function readsDuring<T>(
  app: Pick<TestApp, 'request'>,
  write: () => Promise<T>,
  { paths, token, intervalMs = 100 }: { paths: string[]; token?: string; intervalMs?: number },
): Promise<{ result: T; writeMs: number; reads: Read[] }> {
  const reads: Promise<Read>[] = [];
  const t0 = performance.now();
  const writing = write();
  let done = false;
  void writing.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done) {
    const path = paths[reads.length % paths.length]!;
    const sent = performance.now();
    reads.push(
      app
        .request('GET', path, { token })
        .then((res) => ({ path, status: res.status, ms: performance.now() - sent })),
    );
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const result = await writing;
  const writeMs = performance.now() - t0;
  return { result, writeMs, reads: await Promise.all(reads) };
}

/** The slowest read and the 50th and 95th percentiles, in whole milliseconds. */
export function latencies(reads: Read[]) {
  const sorted = reads.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0) };
}
