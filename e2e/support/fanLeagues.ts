import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, createGameWeek } from './game';
import { uniqueSuffix } from './unique';

export type CreatedLeague = {
  id: number;
  name: string;
  seasonId: number;
  groupname: string | null;
};

async function postLeague(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<CreatedLeague> {
  const response = await request.post('/api/leagues', {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { league } = (await response.json()) as {
    league: { id: number; name: string; groupname: string | null };
  };
  return {
    id: league.id,
    name: league.name,
    groupname: league.groupname,
    seasonId: data.season as number,
  };
}

/** A fan league on a fresh active season, created by the e2e admin as staff would (fan leagues are admin-only). */
export async function createFanLeague(request: APIRequestContext): Promise<CreatedLeague> {
  const [week, token] = await Promise.all([
    createGameWeek(request, { matchCount: 1 }),
    adminToken(request),
  ]);
  const suffix = uniqueSuffix();
  return postLeague(request, token, {
    name: `Fans ${suffix}`,
    description: 'The home of every supporter: predict together, win together.',
    season: week.seasonId,
    type: 'fanleague',
    groupname: `fans-${suffix}`,
  });
}

/** An invite-only league created by a player (bearer `token`) on a fresh active season; answers its invite code too. */
export async function createInviteOnlyLeague(
  request: APIRequestContext,
  token: string,
): Promise<CreatedLeague & { inviteCode: string }> {
  const week = await createGameWeek(request, { matchCount: 1 });
  const league = await postLeague(request, token, {
    name: `Mates ${uniqueSuffix()}`,
    description: 'Just us.',
    season: week.seasonId,
    type: 'invite_only',
  });
  const response = await request.get(`/api/leagues/${league.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { league: full } = (await response.json()) as { league: { inviteCode: string | null } };
  expect(full.inviteCode).toBeTruthy();
  return { ...league, inviteCode: full.inviteCode as string };
}
