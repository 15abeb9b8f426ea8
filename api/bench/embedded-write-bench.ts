/**
 * `npm run bench:embedded -w api`: long admin writes on the embedded database (in-memory PGlite
 * behind its socket, one connection, as the server runs without DATABASE_URL; on PostgreSQL instead
 * when TEST_DATABASE_URL is set, for comparison). Seeds MATCHES matches (default 250), each
 * predicted by PLAYERS players (default 300), then times saving every result through POST
 * /api/admin/matches/results, then shifting every match through POST /api/admin/matches/shift (by
 * 30 minutes, then by 31 days: into another month, so every match is re-scored), while a signed-in player sends a read every 100 ms (leaderboard, season, match list in turn);
 * prints each write's time and the reads' answers and latencies.
 */
import { signedIn } from '../test/factories';
import { startTestApp } from '../test/harness';
import { latencies, readsDuring, seedPredictedSeason } from '../test/writes-under-load';

const MATCHES = Number(process.env.MATCHES ?? 250);
const PLAYERS = Number(process.env.PLAYERS ?? 300);

async function main() {
  const app = await startTestApp();
  try {
    const admin = (await signedIn(app, { role: 'admin' })).token;
    const player = (await signedIn(app)).token;
    const season = await seedPredictedSeason(app.knex, { matches: MATCHES, players: PLAYERS });
    const reads = {
      token: player,
      paths: [
        `/api/leaderboards?season=${season.seasonId}`,
        `/api/seasons/${season.seasonId}`,
        `/api/matches?season=${season.seasonId}`,
      ],
    };
    const writes: [string, string, object][] = [
      [
        `${MATCHES} results`,
        '/api/admin/matches/results',
        {
          results: season.matchIds.map((matchId, i) => ({
            matchId,
            homeGoals: i % 4,
            awayGoals: i % 3,
          })),
        },
      ],
      [
        `shift of ${MATCHES}`,
        '/api/admin/matches/shift',
        { matchIds: season.matchIds, minutes: 30 },
      ],
      // Every match then kicks off in another month: each is re-scored, in the shift's one transaction.
      [
        `shift of ${MATCHES} by 31 days`,
        '/api/admin/matches/shift',
        { matchIds: season.matchIds, minutes: 31 * 24 * 60 },
      ],
    ];
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded';
    console.log(`${database} database, ${MATCHES} matches x ${PLAYERS} players`);
    console.log('| write | status | write ms | reads | not 200 | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, path, body] of writes) {
      const run = await readsDuring(
        app,
        () => app.request('POST', path, { token: admin, body }),
        reads,
      );
      const { count, p50, p95, max } = latencies(run.reads);
      const failed = run.reads.filter((r) => r.status !== 200).length;
      console.log(
        `| ${name} | ${run.result.status} | ${Math.round(run.writeMs)} | ${count} | ${failed} | ${p50} | ${p95} | ${max} |`,
      );
    }
  } finally {
    await app.close();
  }
}

await main();
