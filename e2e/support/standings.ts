import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, enterResult, type FixtureMatch } from './game';
import { createSeasonRounds, predict } from './rounds';
import { registerPlayer, type RegisteredPlayer } from './users';

const HOUR = 60 * 60 * 1000;

/** Moves a round's match into the past (predictions closed) and enters its final score. */
export async function playMatch(
  request: APIRequestContext,
  token: string,
  groupId: number,
  match: FixtureMatch,
  [homeGoals, awayGoals]: [number, number],
) {
  const matchDate = new Date(Date.now() - 2 * HOUR);
  const moved = await request.put(`/api/admin/matches/${match.id}`, {
    data: {
      matchDate: matchDate.toISOString(),
      predictionsClose: new Date(matchDate.getTime() - HOUR).toISOString(),
      matchGroupId: groupId,
      status: 'in_progress',
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await enterResult(request, token, match.id, homeGoals, awayGoals);
}

/** `count` fresh players, registered a few at a time. */
async function players(request: APIRequestContext, count: number) {
  const made: RegisteredPlayer[] = [];
  while (made.length < count) {
    const batch = Math.min(8, count - made.length);
    made.push(...(await Promise.all(Array.from({ length: batch }, () => registerPlayer(request)))));
  }
  return made;
}

/**
 * A season table of 107 players in which `caller` ends outside the top 100 after climbing in the
 * latest round: in Matchweek 1 (1–0) 101 players score an exact 3 points, 5 a correct result and
 * the caller nothing (107th); in Matchweek 2 (0–0) the caller's exact score lifts them above those
 * 5, below the 101 (3 points each, but no goals in the exact score): 102nd, up 5.
 */
export async function callerBeyondTheTop(request: APIRequestContext) {
  const season = await createSeasonRounds(request, [
    [{ kickOffInHours: 48 }],
    [{ kickOffInHours: 72 }],
  ]);
  const [first, second] = season.rounds;
  const [leaders, chasers, [caller]] = [
    await players(request, 101),
    await players(request, 5),
    await players(request, 1),
  ];
  for (const [group, body] of [
    [leaders, { homeGoals: 1, awayGoals: 0 }],
    [chasers, { homeGoals: 2, awayGoals: 0 }],
  ] as const)
    for (let i = 0; i < group.length; i += 8)
      await Promise.all(
        group.slice(i, i + 8).map((p) => predict(request, p.token, first.matches[0], body)),
      );
  await predict(request, caller.token, first.matches[0], { homeGoals: 0, awayGoals: 1 });
  await predict(request, caller.token, second.matches[0], { homeGoals: 0, awayGoals: 0 });
  const token = await adminToken(request);
  await playMatch(request, token, first.groupId, first.matches[0], [1, 0]);
  await playMatch(request, token, second.groupId, second.matches[0], [0, 0]);
  return { seasonId: season.seasonId, caller };
}

/**
 * A player with three rounds: Matchweek 1 an exact banker (2–1: 6 points), Matchweek 2 a wrong
 * result (0 points), Matchweek 3 still open (a banker nobody may see yet).
 */
export async function playerWithForm(request: APIRequestContext) {
  const season = await createSeasonRounds(request, [
    [{ kickOffInHours: 48 }],
    [{ kickOffInHours: 72 }],
    [{ kickOffInHours: 240 }],
  ]);
  const [one, two, three] = season.rounds;
  const player = await registerPlayer(request);
  await predict(request, player.token, one.matches[0], {
    homeGoals: 2,
    awayGoals: 1,
    isBanker: true,
  });
  await predict(request, player.token, two.matches[0], { homeGoals: 1, awayGoals: 1 });
  await predict(request, player.token, three.matches[0], {
    homeGoals: 3,
    awayGoals: 3,
    isBanker: true,
  });
  const token = await adminToken(request);
  await playMatch(request, token, one.groupId, one.matches[0], [2, 1]);
  await playMatch(request, token, two.groupId, two.matches[0], [0, 2]);
  return { player, seasonName: season.seasonName };
}
