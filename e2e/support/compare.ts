import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './game';
import { createSeasonRounds, predict } from './rounds';
import { playMatch } from './standings';

/**
 * A season two players both predicted: Matchweek 1 played (2–1 and 2–2), Matchweek 2 open. The
 * caller ("me", by token) has an exact banker (6) and a correct result (1): 7 points; the rival a
 * correct result (1) and a correct banker (2): 3 points. In the open match each has a pick the
 * other may not see yet (mine 3–3, theirs a 1–2 banker).
 */
export async function headToHead(request: APIRequestContext, me: string, rival: string) {
  const season = await createSeasonRounds(request, [
    [{ kickOffInHours: 48 }, { kickOffInHours: 50 }],
    [{ kickOffInHours: 240 }],
  ]);
  const [one, two] = season.rounds;
  const [played, drawn] = one.matches;
  const [open] = two.matches;
  await predict(request, me, played, { homeGoals: 2, awayGoals: 1, isBanker: true });
  await predict(request, rival, played, { homeGoals: 1, awayGoals: 0 });
  await predict(request, me, drawn, { homeGoals: 0, awayGoals: 0 });
  await predict(request, rival, drawn, { homeGoals: 1, awayGoals: 1, isBanker: true });
  await predict(request, me, open, { homeGoals: 3, awayGoals: 3 });
  await predict(request, rival, open, { homeGoals: 1, awayGoals: 2, isBanker: true });
  const token = await adminToken(request);
  await playMatch(request, token, one.groupId, played, [2, 1]);
  await playMatch(request, token, one.groupId, drawn, [2, 2]);
  return { ...season, played, drawn, open };
}
