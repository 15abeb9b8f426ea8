import type { Knex } from 'knex';
import { signSessionToken } from '../src/lib/auth';
import { hashPassword } from '../src/modules/auth/passwords';
import { SUMMED_TOTALS } from '../src/modules/scoring/scoring-sql';
import type { TestApp } from './harness';

let counter = 0;
const next = () => ++counter;

// Hashing is slow on purpose; tests share one hash of 'password1'.
let sharedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'password1';

export async function createUser(
  knex: Knex,
  fields: Partial<{
    email: string;
    teamName: string;
    role: 'user' | 'admin';
    isActive: boolean;
    firstName: string;
    lastName: string;
    favouriteTeamId: number | null;
  }> = {},
) {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const n = next();
  const [user] = await knex('users')
    .insert({
      email: `player${n}_${process.pid}@example.com`,
      teamName: `Team ${n} ${process.pid}`,
      passwordHash: await sharedHash,
      firstName: 'First',
      lastName: `Last${n}`,
      ...fields,
    })
    .returning('*');
  return user as { id: number; email: string; teamName: string; role: 'user' | 'admin' };
}

/** A user plus a valid bearer token for them. */
export async function signedIn(app: TestApp, fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.knex, fields);
  const token = await signSessionToken(user.id, app.config.jwtSecret, '1h');
  return { user, token };
}

export async function createCompetition(knex: Knex, fields: Record<string, unknown> = {}) {
  const [row] = await knex('competitions')
    .insert({ name: `Competition ${next()}`, countryCode: 'EN', tier: 1, ...fields })
    .returning('*');
  return row;
}

export async function createSeason(knex: Knex, fields: Record<string, unknown> = {}) {
  const competitionId = fields.competitionId ?? (await createCompetition(knex)).id;
  const [row] = await knex('seasons')
    .insert({
      name: `Season ${next()}`,
      startDate: '2025-08-01',
      endDate: '2026-05-31',
      isActive: true,
      ...fields,
      competitionId,
    })
    .returning('*');
  return row;
}

export async function createTeam(knex: Knex, fields: Record<string, unknown> = {}) {
  const n = next();
  const [row] = await knex('teams')
    .insert({
      name: `Club ${n} ${process.pid}`,
      shortName: `C${n}`.slice(0, 10),
      countryCode: 'EN',
      ...fields,
    })
    .returning('*');
  return row;
}

export async function createMatchGroup(
  knex: Knex,
  seasonId: number,
  fields: Record<string, unknown> = {},
) {
  const week = (fields.matchWeek as number | undefined) ?? next();
  const [row] = await knex('match_groups')
    .insert({ seasonId, name: `Matchweek ${week}`, matchWeek: week, ...fields })
    .returning('*');
  return row;
}

/** A match kicking off at `matchDate` (default: in two days), predictions closing at kick-off minus a minute. */
export async function createMatch(knex: Knex, fields: Record<string, unknown> = {}) {
  const seasonId = fields.seasonId ?? (await createSeason(knex)).id;
  const matchGroupId =
    fields.matchGroupId === undefined
      ? (await createMatchGroup(knex, seasonId as number)).id
      : fields.matchGroupId;
  const homeTeamId = fields.homeTeamId ?? (await createTeam(knex)).id;
  const awayTeamId = fields.awayTeamId ?? (await createTeam(knex)).id;
  const matchDate =
    (fields.matchDate as Date | undefined) ?? new Date(Date.now() + 2 * 24 * 3600 * 1000);
  const predictionsClose = fields.predictionsClose ?? new Date(matchDate.getTime() - 60_000);
  const [row] = await knex('matches')
    .insert({
      status: 'scheduled',
      ...fields,
      seasonId,
      matchGroupId,
      homeTeamId,
      awayTeamId,
      matchDate,
      predictionsClose,
    })
    .returning('*');
  return row;
}

/** A ra-data-simple-rest query string: `?sort=[...]&range=[...]&filter={...}`, each value JSON-encoded. */
export const simpleRestQuery = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

/** A player's totals in a season's table: the sum of the season's month rows (zeros without any). */
export async function seasonTotals(knex: Knex, seasonId: number, userId: number) {
  return knex('leaderboard_totals as t')
    .where({ scope: `season:${seasonId}`, userId })
    .first(knex.raw(SUMMED_TOTALS('t')));
}
