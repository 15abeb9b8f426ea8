import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createUser,
  signedIn,
} from '../../../test/factories';

let app: TestApp;
let player: { user: { id: number }; token: string };
let season: { id: number; name: string };
const weeks: { id: number }[] = [];
const now = new Date('2026-02-01T12:00:00Z');
const day = 86_400_000;

type Played = { home: number; away: number } | 'cancelled' | 'closed' | 'open';

/** A match of week `w` (1-based) kicking off `daysAgo` days before now, played or not. */
async function matchOf(w: number, daysAgo: number, played: Played) {
  const matchDate = new Date(now.getTime() - daysAgo * day + (played === 'closed' ? 1800_000 : 0));
  const fields =
    typeof played === 'object'
      ? { status: 'finished', homeGoals: played.home, awayGoals: played.away }
      : { status: played === 'cancelled' ? 'cancelled' : 'scheduled' };
  return createMatch(app.knex, {
    seasonId: season.id,
    matchGroupId: weeks[w - 1].id,
    matchDate,
    // A closed match: predictions closed at now, kick-off in half an hour.
    ...(played === 'closed' ? { predictionsClose: now } : {}),
    ...fields,
  });
}

async function predict(
  userId: number,
  match: { id: number },
  home: number,
  away: number,
  isBanker = false,
) {
  await app
    .knex('predictions')
    .insert({ userId, matchId: match.id, homeGoals: home, awayGoals: away, isBanker });
}

beforeAll(async () => {
  app = await startTestApp();
  app.setNow(now);
  player = await signedIn(app);
  season = await createSeason(app.knex, { name: 'Form League 2025/26' });
  for (let matchWeek = 1; matchWeek <= 8; matchWeek += 1)
    weeks.push(await createMatchGroup(app.knex, season.id, { matchWeek }));
  const id = player.user.id;
  // Weeks 1 to 6, a week apart: one played match each (week 2 also has a cancelled one).
  await predict(id, await matchOf(1, 42, { home: 2, away: 1 }), 2, 1, true); // exact banker: 6
  await predict(id, await matchOf(2, 35, { home: 0, away: 0 }), 1, 0, true); // wrong banker: -1
  await predict(id, await matchOf(2, 35, 'cancelled'), 1, 1); // void
  await predict(id, await matchOf(3, 28, { home: 3, away: 1 }), 1, 0); // correct result: 1
  await predict(id, await matchOf(4, 21, { home: 1, away: 1 }), 2, 2); // correct result: 1
  await predict(id, await matchOf(5, 14, { home: 0, away: 2 }), 0, 2); // exact: 3
  const six = await matchOf(6, 7, { home: 1, away: 0 });
  await predict(id, six, 1, 0, true); // exact banker: 6
  await predict(id, await matchOf(6, 7, { home: 2, away: 2 }), 0, 1); // wrong: 0
  // Week 7 is in play: closed, no result yet (its banker has no record yet).
  await predict(id, await matchOf(7, 0, 'closed'), 3, 0, true);
  // Week 8 is still open: its prediction and banker stay hidden.
  await predict(id, await matchOf(8, -5, 'open'), 4, 4, true);
}, 30_000);
afterAll(() => app?.close());

describe('GET /api/users/{id}/form', () => {
  it('answers the last 5 rounds with predictions closed, oldest first, with their points', async () => {
    const res = await app.request('GET', `/api/users/${player.user.id}/form`);
    expect(res.status).toBe(200);
    const round = (w: number, points: number, predictions: number, scored = predictions) => ({
      season: { id: season.id, name: 'Form League 2025/26' },
      matchGroup: { id: weeks[w - 1].id, name: `Matchweek ${w}`, matchWeek: w },
      points,
      predictions,
      scoredPredictions: scored,
    });
    expect(res.body.rounds).toEqual([
      round(3, 1, 1),
      round(4, 1, 1),
      round(5, 3, 1),
      round(6, 6, 2),
      round(7, 0, 1, 0), // in play
    ]);
  });

  it('gives the accuracy of GET /users/{id}/stats and the record of the bankers with a result', async () => {
    const res = await app.request('GET', `/api/users/${player.user.id}/form`);
    const stats = await app.request('GET', `/api/users/${player.user.id}/stats`);
    // Scored: weeks 1 to 6, 7 predictions, 5 of them right.
    expect(res.body.accuracy).toEqual({ percent: 71, correctResults: 5, scoredPredictions: 7 });
    expect(res.body.accuracy.percent).toBe(stats.body.predictionAccuracy);
    // Bankers: week 1 exact (+3), week 2 wrong (−1), week 6 exact (+3); week 7's has no result.
    expect(res.body.bankers).toEqual({ scored: 3, correct: 2, bonusPoints: 5 });
  });

  it('never counts a prediction still open, not even for its owner', async () => {
    const res = await app.request('GET', `/api/users/${player.user.id}/form`, {
      token: player.token,
    });
    const weeksShown = res.body.rounds.map((r: { matchGroup: { id: number } }) => r.matchGroup.id);
    expect(weeksShown).not.toContain(weeks[7].id);
    const newcomer = await createUser(app.knex);
    await predict(newcomer.id, await matchOf(8, -5, 'open'), 1, 0, true);
    expect((await app.request('GET', `/api/users/${newcomer.id}/form`)).body).toEqual({
      rounds: [],
      accuracy: { percent: 0, correctResults: 0, scoredPredictions: 0 },
      bankers: { scored: 0, correct: 0, bonusPoints: 0 },
    });
  });

  it('answers 404 for an unknown or deactivated user', async () => {
    const gone = await createUser(app.knex, { isActive: false });
    expect((await app.request('GET', '/api/users/999999/form')).status).toBe(404);
    expect((await app.request('GET', `/api/users/${gone.id}/form`)).status).toBe(404);
    expect((await app.request('GET', '/api/users/abc/form')).status).toBe(400);
  });
});
