import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';

type Fixture = {
  competition: string;
  season: string;
  tier: number;
  teams: { name: string; shortName: string; country: string }[];
  matches: {
    round: number;
    date: string;
    home: string;
    away: string;
    homeGoals: number | null;
    awayGoals: number | null;
    status: string;
  }[];
};

const STATUS: Record<string, string> = {
  finished: 'finished',
  scheduled: 'scheduled',
  postponed: 'postponed',
  cancelled: 'cancelled',
  abandoned: 'cancelled',
};

/** One competition-season from a fixture file: competition, season, teams, match weeks, matches. */
async function loadFixture(knex: Knex, file: string): Promise<number> {
  const f: Fixture = JSON.parse(readFileSync(file, 'utf8'));
  const [competition] = await knex('competitions')
    .insert({ name: f.competition, countryCode: 'EN', tier: f.tier })
    .returning('id');
  const [season] = await knex('seasons')
    .insert({
      competitionId: competition.id,
      name: `${f.competition} ${f.season.replace('-', '/')}`,
      startDate: '2025-08-01',
      endDate: '2026-05-31',
      isActive: true,
      order: f.tier,
    })
    .returning('id');
  await knex.raw(
    `INSERT INTO teams (name, short_name, country_code, competition_id)
     SELECT t.name, left(t."shortName", 10), t.country, ? FROM json_to_recordset(?::json) AS t(name text, "shortName" text, country text)
     ON CONFLICT (name) DO NOTHING`,
    [competition.id, JSON.stringify(f.teams)],
  );
  const rounds = [...new Set(f.matches.map((m) => m.round))].sort((a, b) => a - b);
  await knex('matchGroups').insert(
    rounds.map((round) => ({ seasonId: season.id, name: `Matchweek ${round}`, matchWeek: round })),
  );
  const matches = f.matches.map((m) => {
    const status = STATUS[m.status] ?? 'scheduled';
    const played = status === 'finished' && m.homeGoals !== null && m.awayGoals !== null;
    return {
      ...m,
      status: status === 'finished' && !played ? 'scheduled' : status,
      homeGoals: played ? m.homeGoals : null,
      awayGoals: played ? m.awayGoals : null,
    };
  });
  await knex.raw(
    `INSERT INTO matches (season_id, match_group_id, home_team_id, away_team_id, match_date, predictions_close, match_week, status, home_goals, away_goals)
     SELECT :season, g.id, h.id, a.id, m.date, m.date - interval '1 minute', m.round, m.status, m."homeGoals", m."awayGoals"
     FROM json_to_recordset(:matches::json) AS m(round int, date timestamptz, home text, away text, "homeGoals" int, "awayGoals" int, status text)
     JOIN teams h ON h.name = m.home JOIN teams a ON a.name = m.away
     JOIN match_groups g ON g.season_id = :season AND g.match_week = m.round
     ORDER BY m.date, m.home`,
    { season: season.id, matches: JSON.stringify(matches) },
  );
  return season.id;
}

const FIRST_NAMES =
  'Oliver Amelia George Isla Harry Ava Noah Mia Jack Ivy Leo Lily Arthur Freya Oscar Emily Charlie Grace Henry Sophia'.split(
    ' ',
  );
const LAST_NAMES = (
  'Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Robinson Wright Thompson Evans Walker White ' +
  'Roberts Green Hall Thomas Clarke Jackson Wood Harris Edwards Turner Martin Cooper Hill Ward Hughes Moore Clark King Harrison ' +
  'Lewis Baker Lee Allen Morris Khan Scott Watson Davis Parker James Bennett Young Phillips Richardson Mitchell'
).split(' ');

/**
 * Builds the benchmark data set: `players` players, the fixture files, ~3M predictions (every
 * 19th player per Premier League match, every 220th per other match), one extra Premier League
 * match predicted by every player (for the timed result) and ten open matches next week.
 */
export async function generate(knex: Knex, files: string[], players: number) {
  const seasonIds: number[] = [];
  for (const file of files) seasonIds.push(await loadFixture(knex, file));
  const premierLeagueSeasonId = seasonIds[0];

  // Players look like an admin's users list: names from 20 first × 50 last names, a favourite team for
  // three in four, a last login for four in five, joined over ~9 months, 100 admins, and the last
  // tenth inactive (after the players that (c) and (d) sign in as).
  const { rows: users } = await knex.raw(
    `INSERT INTO users (email, password_hash, team_name, first_name, last_name, role, is_active, favourite_team_id,
                        last_login, created_at, kit_style, kit_primary_colour, kit_secondary_colour)
     SELECT 'bench' || g || '@example.com', 'not-a-hash', 'Bench ' || g,
            (:first::text[])[1 + g % 20], (:last::text[])[1 + (g / 20) % 50],
            CASE WHEN g % 1000 = 500 THEN 'admin' ELSE 'user' END, g <= :players * 9 / 10,
            CASE WHEN g % 4 = 0 THEN NULL ELSE t.ids[1 + g % cardinality(t.ids)] END,
            CASE WHEN g % 5 = 0 THEN NULL ELSE timestamptz '2026-05-01' - (g::bigint * 7919 % 200000) * interval '1 minute' END,
            timestamptz '2025-06-01' + g * interval '4 minutes',
            (ARRAY['solid','sleeves','vertical','horizontal','quartered','half','checkered','diagonal'])[1 + g % 8], '#2563eb', '#ffffff'
     FROM generate_series(1, :players) g, (SELECT array_agg(id ORDER BY id) AS ids FROM teams) t RETURNING id`,
    {
      players,
      first: `{${FIRST_NAMES.join(',')}}`,
      last: `{${LAST_NAMES.join(',')}}`,
    },
  );
  const ids = users.map((u: { id: number }) => u.id).sort((a: number, b: number) => a - b);
  const firstUserId = ids[0];
  if (ids[ids.length - 1] - firstUserId !== players - 1)
    throw new Error('player ids are not contiguous');

  // Set-based predictions, in user order (the unique index then grows at its end). match_group_id is
  // written directly, so no trigger is needed: in replica mode none runs, not even the foreign-key
  // checks (the rows come from existing players and matches), nor the one that makes their totals
  // rows: the bench rebuilds every total (recomputeAll).
  await knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL session_replication_role = replica');
    await trx.raw(
      `INSERT INTO predictions (user_id, match_id, match_group_id, home_goals, away_goals)
       SELECT :first + g, m.id, m.match_group_id, floor(random() * 4)::int, floor(random() * 3)::int
       FROM matches m
       CROSS JOIN LATERAL generate_series(m.id % (CASE WHEN m.season_id = :pl THEN 19 ELSE 220 END), :players - 1,
                                          CASE WHEN m.season_id = :pl THEN 19 ELSE 220 END) g
       ORDER BY g, m.id`,
      { first: firstUserId, pl: premierLeagueSeasonId, players },
    );
  });

  const teams = await knex('teams')
    .whereIn('id', knex('matches').where({ seasonId: premierLeagueSeasonId }).select('homeTeamId'))
    .limit(2)
    .pluck('id');
  const [group] = await knex('matchGroups')
    .insert({ seasonId: premierLeagueSeasonId, name: 'Bench week', matchWeek: 39 })
    .returning('id');
  const resultDate = new Date('2026-05-30T15:00:00Z');
  const [resultMatch] = await knex('matches')
    .insert({
      seasonId: premierLeagueSeasonId,
      matchGroupId: group.id,
      homeTeamId: teams[0],
      awayTeamId: teams[1],
      matchDate: resultDate,
      predictionsClose: new Date(resultDate.getTime() - 3600_000),
      status: 'scheduled',
    })
    .returning('id');
  await knex.raw(
    `INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker)
     SELECT :first + g, :match, floor(random() * 4)::int, floor(random() * 3)::int, g % 7 = 0 FROM generate_series(0, :players - 1) g`,
    { first: firstUserId, match: resultMatch.id, players },
  );
  const kickOff = new Date(Date.now() + 7 * 86400_000);
  const open = await knex('matches')
    .insert(
      Array.from({ length: 10 }, (_, i) => ({
        seasonId: premierLeagueSeasonId,
        matchGroupId: null,
        homeTeamId: teams[i % 2],
        awayTeamId: teams[(i + 1) % 2],
        matchDate: new Date(kickOff.getTime() + i * 3600_000),
        predictionsClose: new Date(kickOff.getTime() + i * 3600_000 - 3600_000),
        status: 'scheduled',
      })),
    )
    .returning('id');
  // An open match week of 10 matches for the batch submissions: each request saves a player's week.
  const [openWeek] = await knex('matchGroups')
    .insert({ seasonId: premierLeagueSeasonId, name: 'Bench open week', matchWeek: 40 })
    .returning('id');
  const openWeekMatches = await knex('matches')
    .insert(
      Array.from({ length: 10 }, (_, i) => ({
        seasonId: premierLeagueSeasonId,
        matchGroupId: openWeek.id,
        homeTeamId: teams[i % 2],
        awayTeamId: teams[(i + 1) % 2],
        matchDate: new Date(kickOff.getTime() + (24 + i) * 3600_000),
        predictionsClose: new Date(kickOff.getTime() + (23 + i) * 3600_000),
        status: 'scheduled',
      })),
    )
    .returning('id');
  const count = async (table: string) => (await knex(table).count({ n: '*' }).first())!.n as number;
  return {
    players,
    firstUserId,
    premierLeagueSeasonId,
    benchResultMatchId: resultMatch.id as number,
    openMatchIds: open.map((m: { id: number }) => m.id),
    openWeekMatchIds: openWeekMatches.map((m: { id: number }) => m.id),
    matches: await count('matches'),
    predictions: await count('predictions'),
  };
}
