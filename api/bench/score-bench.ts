/**
 * `npm run bench:score -w api` (PostgreSQL only, DATABASE_URL required): the focused benchmark of
 * case (b) of `npm run bench`. Builds a fresh bench_score_<ts> database with 100k players, 5 seasons,
 * a few hundred matches and ~1.3M leaderboard_totals month rows as they stand late in the season
 * (generated directly), plus one match predicted by every player (every 7th a banker), then times setting its result
 * (first result, correction, same result again, cancellation, result again) in one transaction each,
 * checks the totals moved by exactly the match's points, prints a table and drops the database
 * (BENCH_KEEP_DB=1 keeps it, to EXPLAIN by hand; BENCH_KEEP_DB=setup keeps it untouched, without timing).
 */
import knexFactory from 'knex';
import { createKnex, migrateLatest } from '../src/db/knex';
import { scoreMatch } from '../src/modules/scoring/service';
import { scoreColumn } from '../src/modules/scoring/scoring-sql';

const PLAYERS = 100_000;
const ms = (t0: number) => performance.now() - t0;
const log = (text: string) => console.log(`[bench:score] ${text}`);

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    console.error(
      'npm run bench:score needs DATABASE_URL=postgres://... (a fresh bench_score_<ts> database is created and dropped).',
    );
    process.exit(1);
  }
  const name = `bench_score_${Date.now()}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const knex = createKnex(url.toString(), { poolMax: 2 });
  try {
    await migrateLatest(knex);
    let t0 = performance.now();
    const { rows: users } = await knex.raw(
      `INSERT INTO users (email, password_hash, team_name, kit_style, kit_primary_colour, kit_secondary_colour)
       SELECT 'bench' || g || '@example.com', 'not-a-hash', 'Bench ' || g, 'solid', '#2563eb', '#ffffff'
       FROM generate_series(1, ?) g RETURNING id`,
      [PLAYERS],
    );
    const firstUser = Math.min(...users.map((u: { id: number }) => u.id));
    const [competition] = await knex('competitions')
      .insert({ name: 'Bench', countryCode: 'EN', tier: 1 })
      .returning('id');
    const seasons: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const [s] = await knex('seasons')
        .insert({
          competitionId: competition.id,
          name: `Bench ${i} 2025/26`,
          startDate: '2025-08-01',
          endDate: '2026-05-31',
          order: i,
        })
        .returning('id');
      seasons.push(s.id);
    }
    const pl = seasons[0];
    const teams = await knex('teams')
      .insert(
        Array.from({ length: 20 }, (_, i) => ({
          name: `Bench team ${i}`,
          competitionId: competition.id,
        })),
      )
      .returning('id');
    const teamIds = teams.map((t: { id: number }) => t.id);
    // 5 seasons × 38 weeks × 2 finished matches, Aug 2025 to May 2026.
    await knex.raw(
      `INSERT INTO match_groups (season_id, name, match_week) SELECT s, 'Matchweek ' || w, w FROM unnest(?::int[]) s, generate_series(1, 38) w`,
      [seasons],
    );
    await knex.raw(
      `INSERT INTO matches (season_id, match_group_id, home_team_id, away_team_id, match_date, predictions_close, match_week, status, home_goals, away_goals)
       SELECT g.season_id, g.id, (?::int[])[1 + k], (?::int[])[11 + k], d, d - interval '1 hour', g.match_week, 'finished', k % 3, (k + 1) % 2
       FROM match_groups g CROSS JOIN generate_series(0, 1) k
       CROSS JOIN LATERAL (SELECT timestamptz '2025-08-09 15:00Z' + (g.match_week - 1) * interval '7 days' + k * interval '1 day' AS d) x`,
      [teamIds, teamIds],
    );
    // Late-season totals: the PL season for every player (10 months, 90% of them present), the other
    // four seasons for half the players (2 months).
    await knex.raw(
      `INSERT INTO leaderboard_totals (scope, period, user_id, total_points, correct_results, exact_scores, exact_goals, total_predictions)
       SELECT 'season:' || :pl, p.period, u, 10 + (u * 7 + length(p.period)) % 90, 5 + u % 20, u % 6, u % 15, 20 + u % 10
       FROM generate_series(:first::int, :last::int) u
       CROSS JOIN (SELECT to_char(date '2025-08-01' + i * interval '1 month', 'YYYY-MM') AS period FROM generate_series(0, 9) i) p
       WHERE (u + length(p.period) + ascii(right(p.period, 1))) % 10 <> 0
       UNION ALL
       SELECT 'season:' || s, p.period, u, 3 + u % 12, u % 4, u % 2, u % 3, 2 + u % 5
       FROM unnest(:others::int[]) s CROSS JOIN generate_series(:first::int, :last::int) u
       CROSS JOIN (VALUES ('2025-09'), ('2026-03')) p(period)
       WHERE (u + s) % 2 = 0
       ORDER BY 1, 2, 3`,
      { first: firstUser, last: firstUser + PLAYERS - 1, pl, others: seasons.slice(1) },
    );
    const [group] = await knex('matchGroups')
      .insert({ seasonId: pl, name: 'Bench week', matchWeek: 39 })
      .returning('id');
    const date = new Date('2026-05-30T15:00:00Z');
    const [match] = await knex('matches')
      .insert({
        seasonId: pl,
        matchGroupId: group.id,
        homeTeamId: teamIds[0],
        awayTeamId: teamIds[1],
        matchDate: date,
        predictionsClose: new Date(date.getTime() - 3600_000),
        status: 'scheduled',
      })
      .returning('id');
    await knex.raw(
      `INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker)
       SELECT ?::int + g, ?, floor(random() * 4)::int, floor(random() * 3)::int, g % 7 = 0 FROM generate_series(0, ? - 1) g`,
      [firstUser, match.id, PLAYERS],
    );
    await knex.raw('VACUUM ANALYZE');
    const totals = (await knex.raw('SELECT count(*)::int AS n FROM leaderboard_totals')).rows[0]
      .n as number;
    const size = (
      await knex.raw(`SELECT pg_size_pretty(pg_total_relation_size('leaderboard_totals')) AS s`)
    ).rows[0].s as string;
    log(
      `${PLAYERS} players, ${totals} leaderboard rows (${size}), 100k predictions on match ${match.id}, built in ${(ms(t0) / 1000).toFixed(1)} s`,
    );

    // The one totals row per player the match counts in: its month of its season.
    const pairs = [`season:${pl}|2026-05`];
    const sums = async () =>
      (
        await knex.raw(
          `SELECT coalesce(sum(total_points), 0)::int AS pts, coalesce(sum(total_predictions), 0)::int AS n, count(*)::int AS rows
         FROM leaderboard_totals WHERE scope || '|' || period = ANY(?)`,
          [pairs],
        )
      ).rows[0] as { pts: number; n: number; rows: number };
    const matchSums = async () =>
      (
        await knex.raw(
          `SELECT coalesce(sum(${scoreColumn('points')}), 0)::int AS pts, count(*) FILTER (WHERE ${scoreColumn('is_scored')})::int AS n
           FROM predictions p JOIN matches m ON m.id = p.match_id WHERE p.match_id = ?`,
          [match.id],
        )
      ).rows[0] as { pts: number; n: number };
    const base = await sums();

    const steps: [string, Record<string, unknown>][] = [
      ['first result 2-1', { status: 'finished', homeGoals: 2, awayGoals: 1 }],
      ['correction 1-1', { status: 'finished', homeGoals: 1, awayGoals: 1 }],
      ['same result again 1-1', { status: 'finished', homeGoals: 1, awayGoals: 1 }],
      ['cancelled (void)', { status: 'cancelled' }],
      ['result again 0-2', { status: 'finished', homeGoals: 0, awayGoals: 2 }],
    ];
    const rows: [string, string, string][] = [];
    for (const [label, change] of process.env.BENCH_KEEP_DB === 'setup' ? [] : steps) {
      t0 = performance.now();
      await knex.transaction(async (trx) => {
        await trx('matches').where({ id: match.id }).forUpdate().first('id');
        await trx('matches')
          .where({ id: match.id })
          .update({ ...change, updatedAt: new Date() });
        await scoreMatch(trx, match.id);
      });
      const took = ms(t0);
      const [now, m] = [await sums(), await matchSums()];
      const ok =
        now.pts - base.pts === pairs.length * m.pts && now.n - base.n === pairs.length * m.n;
      rows.push([
        label,
        `${took.toFixed(0)} ms`,
        `${m.n} scored, ${m.pts} points; totals ${ok ? 'consistent' : 'WRONG'} (${now.rows} rows in the ${pairs.length} leaderboards it counts in)`,
      ]);
      if (!ok) process.exitCode = 1;
    }
    console.log(
      `\nscoreMatch benchmark (PostgreSQL, ${PLAYERS} players, ${totals} leaderboard rows, target <= 1000 ms)\n`,
    );
    const width = Math.max(...rows.map((r) => r[0].length));
    for (const [what, figure, note] of rows)
      console.log(`${what.padEnd(width)} | ${figure.padStart(8)} | ${note}`);
  } finally {
    await knex.destroy();
    if (process.env.BENCH_KEEP_DB) log(`kept ${name} (BENCH_KEEP_DB=${process.env.BENCH_KEEP_DB})`);
    else {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      log(`dropped ${name}`);
    }
    await admin.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
