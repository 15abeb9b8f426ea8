import { expect, type APIRequestContext } from '@playwright/test';
import { adminPost, adminToken, type FixtureMatch } from './game';
import { uniqueSuffix, type PlayerAccount } from './unique';

const HOUR = 60 * 60 * 1000;

/** A match to create: its kick-off and deadline in hours from now (the deadline an hour before by default). */
export type MatchTimes = { kickOffInHours: number; closesInHours?: number };

export type SeasonRounds = {
  seasonId: number;
  seasonName: string;
  /** Per round (Matchweek 1, 2, …): its group id and matches, in the order asked. */
  rounds: { groupId: number; name: string; matches: FixtureMatch[] }[];
};

/**
 * A fresh active competition with one season and its rounds, made through the admin API the way
 * staff would: round n is 'Matchweek n', each match between two teams named for this run.
 */
export async function createSeasonRounds(
  request: APIRequestContext,
  rounds: MatchTimes[][],
): Promise<SeasonRounds> {
  const token = await adminToken(request);
  const suffix = uniqueSuffix();
  const competition = await adminPost<{ id: number }>(request, token, '/competitions', {
    name: `E2E Rounds ${suffix}`,
    countryCode: 'EN',
    tier: 1,
  });
  const day = (offset: number) =>
    new Date(Date.now() + offset * 24 * HOUR).toISOString().slice(0, 10);
  const seasonName = `E2E Rounds Season ${suffix}`;
  const season = await adminPost<{ id: number }>(request, token, '/seasons', {
    name: seasonName,
    competitionId: competition.id,
    startDate: day(-30),
    endDate: day(120),
    isActive: true,
    order: -1000,
  });
  const made: SeasonRounds['rounds'] = [];
  let n = 0;
  for (const [index, times] of rounds.entries()) {
    const name = `Matchweek ${index + 1}`;
    const group = await adminPost<{ id: number }>(request, token, '/match-groups', {
      seasonId: season.id,
      name,
      matchWeek: index + 1,
      isActive: true,
    });
    const matches: FixtureMatch[] = [];
    for (const { kickOffInHours, closesInHours = kickOffInHours - 1 } of times) {
      n += 1;
      const [home, away] = [`Home ${n} ${suffix}`, `Away ${n} ${suffix}`];
      const [homeTeam, awayTeam] = await Promise.all(
        [home, away].map((teamName) =>
          adminPost<{ id: number }>(request, token, '/teams', {
            name: teamName,
            shortName: teamName.slice(0, 3),
            competitionId: competition.id,
          }),
        ),
      );
      const match = await adminPost<{ id: number }>(request, token, '/matches', {
        season: season.id,
        matchGroup: group.id,
        homeTeam: homeTeam.id,
        awayTeam: awayTeam.id,
        matchDate: new Date(Date.now() + kickOffInHours * HOUR).toISOString(),
        predictionsClose: new Date(Date.now() + closesInHours * HOUR).toISOString(),
      });
      matches.push({ id: match.id, home, away });
    }
    made.push({ groupId: group.id, name, matches });
  }
  return { seasonId: season.id, seasonName, rounds: made };
}

/** Saves a player's prediction through the API, as the site would. */
export async function predict(
  request: APIRequestContext,
  token: string,
  match: FixtureMatch,
  body: { homeGoals: number; awayGoals: number; isBanker?: boolean },
) {
  const response = await request.post('/api/predictions', {
    data: { match: match.id, isBanker: false, ...body },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs a player in through the API and answers the bearer token. */
export async function playerToken(request: APIRequestContext, player: PlayerAccount) {
  const response = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token as string;
}

/** The player's saved predictions as the server holds them, by match id. */
export async function savedPredictions(request: APIRequestContext, token: string) {
  const response = await request.get('/api/predictions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const rows: { match: { id: number }; homeGoals: number; awayGoals: number; isBanker: boolean }[] =
    await response.json();
  return new Map(rows.map((row) => [row.match.id, row]));
}
