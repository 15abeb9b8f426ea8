import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@predictor/contracts/types';
import { comparisonSchema } from '@predictor/contracts/schemas';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createUser,
  signedIn,
} from '../../../test/factories';
import { recomputeAll } from '../scoring/rebuild';

let app: TestApp;
let me: { user: { id: number; teamName: string }; token: string };
let rival: { user: { id: number; teamName: string }; token: string };
let season: { id: number; name: string };
let oldSeason: { id: number; name: string };
const weeks: { id: number }[] = [];
const matches: Record<string, { id: number }> = {};
const now = new Date('2026-02-01T12:00:00Z');
const day = 86_400_000;

type Played = { home: number; away: number } | 'cancelled' | 'closed' | 'open';

/** A match of week `w` (1-based) of `seasonId` kicking off `daysAgo` days before now. */
async function matchOf(seasonId: number, groupId: number, daysAgo: number, played: Played) {
  const matchDate = new Date(now.getTime() - daysAgo * day + (played === 'closed' ? 1800_000 : 0));
  const fields =
    typeof played === 'object'
      ? { status: 'finished', homeGoals: played.home, awayGoals: played.away }
      : { status: played === 'cancelled' ? 'cancelled' : 'scheduled' };
  return createMatch(app.knex, {
    seasonId,
    matchGroupId: groupId,
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

/** GET /api/users/{id}/compare as `token`'s player (me by default; null: without a session). */
const compare = (id: number | string, token: string | null = me.token, query = '') =>
  app.request('GET', `/api/users/${id}/compare${query}`, { token: token ?? undefined });

beforeAll(async () => {
  app = await startTestApp();
  app.setNow(now);
  me = await signedIn(app, { teamName: 'Compare Me FC' });
  rival = await signedIn(app, { teamName: 'Compare Rival FC' });
  await app
    .knex('users')
    .where('id', rival.user.id)
    .update({ kitStyle: 'vertical', kitPrimaryColour: '#112233', kitSecondaryColour: '#ffffff' });
  season = await createSeason(app.knex, { name: 'Compare League 2025/26' });
  for (let matchWeek = 1; matchWeek <= 4; matchWeek += 1)
    weeks.push(await createMatchGroup(app.knex, season.id, { matchWeek }));
  const at = (w: number, daysAgo: number, played: Played) =>
    matchOf(season.id, weeks[w - 1].id, daysAgo, played);
  const [a, b] = [me.user.id, rival.user.id];
  // Week 1: my exact banker (6) and correct result (1); their correct result (1) and exact banker (6).
  matches.m1 = await at(1, 21, { home: 2, away: 1 });
  await predict(a, matches.m1, 2, 1, true);
  await predict(b, matches.m1, 1, 0);
  matches.m2 = await at(1, 21, { home: 0, away: 0 });
  await predict(a, matches.m2, 1, 1);
  await predict(b, matches.m2, 0, 0, true);
  // Week 2: my wrong banker (−1) and an exact score only I predicted (3); their correct result (1).
  matches.m3 = await at(2, 14, { home: 3, away: 1 });
  await predict(a, matches.m3, 0, 2, true);
  await predict(b, matches.m3, 2, 0);
  matches.m4 = await at(2, 14, { home: 1, away: 1 });
  await predict(a, matches.m4, 1, 1);
  // Week 3: a cancelled match (void for both) and one closed, not yet played.
  matches.m5 = await at(3, 7, 'cancelled');
  await predict(a, matches.m5, 1, 0);
  await predict(b, matches.m5, 1, 0);
  await app.knex('predictions').where('matchId', matches.m5.id).update({ isVoid: true });
  matches.m6 = await at(3, 0, 'closed');
  await predict(a, matches.m6, 1, 0);
  await predict(b, matches.m6, 2, 2, true);
  // Week 4 is open: each one's pick is hidden from the other.
  matches.m7 = await at(4, -5, 'open');
  await predict(a, matches.m7, 3, 3, true);
  await predict(b, matches.m7, 1, 2, true);
  // An older, inactive season only the rival played.
  oldSeason = await createSeason(app.knex, {
    name: 'Compare League 2024/25',
    startDate: '2024-08-01',
    endDate: '2025-05-31',
    isActive: false,
  });
  const oldWeek = await createMatchGroup(app.knex, oldSeason.id, { matchWeek: 1 });
  await predict(b, await matchOf(oldSeason.id, oldWeek.id, 300, { home: 1, away: 0 }), 1, 0);
  // A season in which the rival has only an open prediction: not listed (it would reveal it).
  const hiddenSeason = await createSeason(app.knex, { name: 'Compare Cup 2025/26' });
  const hiddenWeek = await createMatchGroup(app.knex, hiddenSeason.id, { matchWeek: 1 });
  await predict(b, await matchOf(hiddenSeason.id, hiddenWeek.id, -3, 'open'), 2, 0);
  await recomputeAll(app.knex);
}, 60_000);
afterAll(() => app?.close());

const closedPick = (
  homeGoals: number,
  awayGoals: number,
  isBanker: boolean,
  points: number,
  isScored = true,
) => ({ homeGoals, awayGoals, isBanker, points, isScored, hidden: false });

describe('GET /api/users/{id}/compare', () => {
  it("answers both players' totals, banker records and who leads in the default season", async () => {
    const res = await compare(rival.user.id);
    expect(res.status).toBe(200);
    expect(comparisonSchema.safeParse(res.body).success).toBe(true);
    const body = res.body as Comparison;
    expect(body.season).toMatchObject({ id: season.id, name: 'Compare League 2025/26' });
    expect(body.me.user).toEqual({
      id: me.user.id,
      teamName: 'Compare Me FC',
      kitStyle: null,
      kitPrimaryColour: null,
      kitSecondaryColour: null,
    });
    expect(body.them.user).toEqual({
      id: rival.user.id,
      teamName: 'Compare Rival FC',
      kitStyle: 'vertical',
      kitPrimaryColour: '#112233',
      kitSecondaryColour: '#ffffff',
    });
    // Me: 6 + 1 − 1 + 3 = 9; right outcomes m1, m2, m4; exact m1 (3 goals), m4 (2 goals).
    expect(body.me.totals).toEqual({
      points: 9,
      correctResults: 3,
      exactScores: 2,
      exactGoals: 5,
      scoredPredictions: 4,
    });
    // Them: 1 + 6 + 1 = 8; every outcome right, m2 exact with no goals.
    expect(body.them.totals).toEqual({
      points: 8,
      correctResults: 3,
      exactScores: 1,
      exactGoals: 0,
      scoredPredictions: 3,
    });
    // Bankers with a result: mine m1 exact (+3), m3 wrong (−1); theirs m2 exact (+3).
    expect(body.me.bankers).toEqual({ scored: 2, correct: 1, bonusPoints: 2 });
    expect(body.them.bankers).toEqual({ scored: 1, correct: 1, bonusPoints: 3 });
    expect(body.leader).toBe('me');
  });

  it('gives the points of each round with a scored prediction, oldest first', async () => {
    const { body } = await compare(rival.user.id);
    expect(body.rounds).toEqual([
      { matchGroup: { id: weeks[0].id, name: 'Matchweek 1', matchWeek: 1 }, me: 7, them: 7 },
      { matchGroup: { id: weeks[1].id, name: 'Matchweek 2', matchWeek: 2 }, me: 2, them: 1 },
    ]);
    const sum = (key: 'me' | 'them') =>
      (body as Comparison).rounds.reduce((total, r) => total + (r[key] ?? 0), 0);
    expect([sum('me'), sum('them')]).toEqual([body.me.totals.points, body.them.totals.points]);
  });

  it('lists the matches both predicted, newest first, void ones left out', async () => {
    const { body } = await compare(rival.user.id);
    const shared = (body as Comparison).sharedMatches;
    expect(shared.map((s) => s.match.id)).toEqual(
      ['m7', 'm6', 'm3', 'm2', 'm1'].map((k) => matches[k].id),
    );
    const byId = (key: string) => shared.find((s) => s.match.id === matches[key].id)!;
    expect(byId('m1')).toMatchObject({
      match: { status: 'finished', homeGoals: 2, awayGoals: 1, predictionsOpen: false },
      me: closedPick(2, 1, true, 6),
      them: closedPick(1, 0, false, 1),
    });
    expect(byId('m3')).toMatchObject({
      me: closedPick(0, 2, true, -1),
      them: closedPick(2, 0, false, 1),
    });
    // Closed but not played: both picks shown, nothing scored yet.
    expect(byId('m6')).toMatchObject({
      me: closedPick(1, 0, false, 0, false),
      them: closedPick(2, 2, true, 0, false),
    });
  });

  it("hides the other player's open pick and shows the caller's own", async () => {
    const mine = await compare(rival.user.id);
    const open = (mine.body as Comparison).sharedMatches[0];
    expect(open.match).toMatchObject({ id: matches.m7.id, predictionsOpen: true });
    expect(open.me).toEqual(closedPick(3, 3, true, 0, false));
    expect(open.them).toEqual({
      homeGoals: null,
      awayGoals: null,
      isBanker: null,
      points: null,
      isScored: false,
      hidden: true,
    });
    // From the rival's side, my open pick is the hidden one.
    const theirs = await compare(me.user.id, rival.token);
    expect(theirs.status).toBe(200);
    const seen = (theirs.body as Comparison).sharedMatches[0];
    expect(seen.me).toEqual(closedPick(1, 2, true, 0, false));
    expect(seen.them).toMatchObject({ homeGoals: null, awayGoals: null, hidden: true });
    expect(theirs.body.me.totals.points).toBe(8);
    expect(theirs.body.leader).toBe('them');
  });

  it("lists the seasons they can be compared in, never one with only the other's open picks", async () => {
    const { body } = await compare(rival.user.id);
    expect((body as Comparison).seasons.map((s) => s.name)).toEqual([
      'Compare League 2025/26',
      'Compare League 2024/25',
    ]);
    const old = await compare(rival.user.id, me.token, `?season=${oldSeason.id}`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({
      season: { id: oldSeason.id, isActive: false },
      me: { totals: { points: 0 }, bankers: { scored: 0, correct: 0, bonusPoints: 0 } },
      them: { totals: { points: 3, correctResults: 1, exactScores: 1 } },
      leader: 'them',
      sharedMatches: [],
    });
  });

  it('answers a player with no comparable season with zeros and no season', async () => {
    const newcomer = await createUser(app.knex);
    const res = await compare(newcomer.id, (await signedIn(app)).token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      season: null,
      seasons: [],
      leader: 'level',
      rounds: [],
      sharedMatches: [],
      them: { totals: { points: 0, scoredPredictions: 0 } },
    });
  });

  it('answers 401 without a session', async () => {
    const res = await compare(rival.user.id, null);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it("answers 404 'User not found' for an unknown or deactivated player, and an unknown season", async () => {
    const gone = await createUser(app.knex, { isActive: false });
    for (const id of [999_999, gone.id]) {
      const res = await compare(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    }
    const unknownSeason = await compare(rival.user.id, me.token, '?season=999999');
    expect(unknownSeason.status).toBe(404);
    expect(unknownSeason.body.message).toBe('Season not found');
  });

  it('answers 400 for a malformed id or season, and for comparing with oneself', async () => {
    expect((await compare('abc')).status).toBe(400);
    const season = await compare(rival.user.id, me.token, '?season=last');
    expect(season.status).toBe(400);
    expect(season.body).toMatchObject({
      code: 'VALIDATION',
      errors: { season: expect.any(String) },
    });
    const self = await compare(me.user.id);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      message: 'Choose another player to compare with',
      code: 'VALIDATION',
      errors: { id: 'Choose another player to compare with' },
    });
  });
});
