import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { uniqueSuffix } from './unique';

const HOUR = 60 * 60 * 1000;

export type FixtureMatch = { id: number; home: string; away: string };
export type GameWeek = {
  competitionId: number;
  competitionName: string;
  seasonId: number;
  seasonName: string;
  groupId: number;
  groupName: string;
  matches: FixtureMatch[];
};

/** Signs the e2e admin in through the API and answers the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token;
}

export async function adminPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
) {
  const response = await request.post(`/api/admin${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * A fresh active competition with one season, one match week of `matchCount` matches kicking off
 * `kickOffInHours` from now (predictions close an hour before), made through the admin API the way
 * staff would. Team names are unique to the run so specs can find their own cards.
 */
export async function createGameWeek(
  request: APIRequestContext,
  { matchCount = 3, kickOffInHours = 48 }: { matchCount?: number; kickOffInHours?: number } = {},
): Promise<GameWeek> {
  const token = await adminToken(request);
  const suffix = uniqueSuffix();
  const competitionName = `E2E League ${suffix}`;
  const competition = await adminPost<{ id: number }>(request, token, '/competitions', {
    name: competitionName,
    countryCode: 'EN',
    tier: 1,
  });
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 24 * HOUR).toISOString().slice(0, 10);
  const seasonName = `E2E Season ${suffix}`;
  const season = await adminPost<{ id: number }>(request, token, '/seasons', {
    name: seasonName,
    competitionId: competition.id,
    startDate: day(-30),
    endDate: day(120),
    isActive: true,
    order: -1000,
  });
  const groupName = 'Matchweek 1';
  const group = await adminPost<{ id: number }>(request, token, '/match-groups', {
    seasonId: season.id,
    name: groupName,
    matchWeek: 1,
    isActive: true,
  });
  const matches: FixtureMatch[] = [];
  for (let i = 0; i < matchCount; i++) {
    const [home, away] = [`Home ${i + 1} ${suffix}`, `Away ${i + 1} ${suffix}`];
    const [homeTeam, awayTeam] = await Promise.all(
      [home, away].map((name) =>
        adminPost<{ id: number }>(request, token, '/teams', {
          name,
          shortName: name.slice(0, 3),
          competitionId: competition.id,
        }),
      ),
    );
    const matchDate = new Date(Date.now() + kickOffInHours * HOUR + i * 2 * HOUR);
    const match = await adminPost<{ id: number }>(request, token, '/matches', {
      season: season.id,
      matchGroup: group.id,
      homeTeam: homeTeam.id,
      awayTeam: awayTeam.id,
      matchDate: matchDate.toISOString(),
      predictionsClose: new Date(matchDate.getTime() - HOUR).toISOString(),
    });
    matches.push({ id: match.id, home, away });
  }
  return {
    competitionId: competition.id,
    competitionName,
    seasonId: season.id,
    seasonName,
    groupId: group.id,
    groupName,
    matches,
  };
}

/** Moves a match into the past (predictions closed, kicked off) as staff would after kick-off. */
export async function closeMatch(
  request: APIRequestContext,
  token: string,
  week: GameWeek,
  matchId: number,
) {
  const matchDate = new Date(Date.now() - 2 * HOUR);
  const response = await request.put(`/api/admin/matches/${matchId}`, {
    data: {
      matchDate: matchDate.toISOString(),
      predictionsClose: new Date(matchDate.getTime() - HOUR).toISOString(),
      matchGroupId: week.groupId,
      status: 'in_progress',
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Enters a final score (the match becomes finished and every prediction of it is scored). */
export async function enterResult(
  request: APIRequestContext,
  token: string,
  matchId: number,
  homeGoals: number,
  awayGoals: number,
) {
  await adminPost(request, token, `/matches/${matchId}/result`, {
    homeGoals,
    awayGoals,
    beforeKickOff: true,
  });
}
