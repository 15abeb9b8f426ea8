/**
 * For `npm run bench:web`'s league page (scripts/bench-web-league.mjs): the demo data, then a public
 * league of 10,000 members in the first active season, every member predicting the current match week
 * and the one before (scored), as a fan league of a big club would be. Prints one JSON line: the
 * demo's 141-member league and the big one, each with a member to sign in as (password `demo-player`).
 * Run on a fresh DATA_DIR (or DATABASE_URL) before the server starts: `tsx bench/web-league-seed.ts`.
 */
import { chooseCurrentGroup } from '@predictor/contracts/rules';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { camelRows } from '../src/db/rows';
import { createStorage } from '../src/lib/create-storage';
import { createLogger } from '../src/lib/logger';
import { recomputeAll } from '../src/modules/scoring/rebuild';
import { seedDemoIfWanted } from '../src/seed/run';

const MEMBERS = Number(process.env.BENCH_LEAGUE_MEMBERS ?? 10_000);

const config = loadConfig({ ...process.env, SEED_DEMO: '1', LOG_LEVEL: 'warn' });
const database = await openDatabase(config);
const { knex } = database;
try {
  await seedDemoIfWanted(database, config, createStorage(config), createLogger('warn'));
  const season = await knex('seasons').where('isActive', true).orderBy('order').first('id');
  const groups: { id: number; startDate: Date }[] = await knex('matchGroups as g')
    .join('matches as m', 'm.matchGroupId', 'g.id')
    .where('g.seasonId', season.id)
    .groupBy('g.id')
    .orderByRaw('g.match_week, min(m.match_date), g.id')
    .select('g.id', knex.raw('min(m.match_date) AS start_date'));
  const current = chooseCurrentGroup(groups, new Date());
  const before = groups[groups.findIndex((g) => g.id === current?.id) - 1];
  const weekIds = [current, before].flatMap((g) => (g ? [g.id] : []));
  const demo = await knex('users').where('role', 'user').orderBy('id').first('passwordHash');

  const [league] = await knex('leagues')
    .insert({
      name: 'Ten Thousand Club',
      description: 'A league as big as a big club’s fan league.',
      seasonId: season.id,
      type: 'public',
      inviteCode: 'BENCH10K',
    })
    .returning('id');
  const started = Date.now();
  await knex.raw(
    `WITH made AS (
       INSERT INTO users (email, password_hash, team_name, kit_style, kit_primary_colour, kit_secondary_colour)
       SELECT 'bench-league-' || g || '@example.com', ?, 'Bench Fan ' || lpad(g::text, 5, '0'),
              'solid', '#2563eb', '#ffffff'
       FROM generate_series(1, ?) g RETURNING id)
     INSERT INTO league_members (league_id, user_id, role)
     SELECT ?, id, CASE WHEN id = (SELECT min(id) FROM made) THEN 'creator' ELSE 'member' END FROM made`,
    [demo.passwordHash, MEMBERS, league.id],
  );
  await knex.raw(
    `INSERT INTO predictions (user_id, match_id, home_goals, away_goals)
     SELECT lm.user_id, m.id, floor(random() * 4)::int, floor(random() * 3)::int
     FROM league_members lm JOIN matches m ON m.match_group_id = ANY(?::int[])
     WHERE lm.league_id = ? AND m.status <> 'cancelled'`,
    [`{${weekIds.join(',')}}`, league.id],
  );
  await recomputeAll(knex);
  await knex.raw('ANALYZE');
  const seeded = Date.now() - started;

  const memberOf = async (leagueId: number) => {
    const result = await knex.raw(
      `SELECT u.email FROM league_members lm JOIN users u ON u.id = lm.user_id
       WHERE lm.league_id = ? AND u.role = 'user' AND u.is_active
       ORDER BY u.id DESC LIMIT 1`,
      [leagueId],
    );
    return camelRows<{ email: string }>(result)[0].email;
  };
  const small = await knex('leagues as l')
    .join('leagueMembers as lm', 'lm.leagueId', 'l.id')
    .whereNot('l.id', league.id)
    .groupBy('l.id')
    .orderByRaw('count(*) DESC')
    .first('l.id', knex.raw('count(*)::int AS members'));
  console.log(
    JSON.stringify({
      seededMs: seeded,
      leagues: [
        { id: small.id, members: small.members, email: await memberOf(small.id) },
        { id: league.id, members: MEMBERS, email: await memberOf(league.id) },
      ],
    }),
  );
} finally {
  await database.close();
}
