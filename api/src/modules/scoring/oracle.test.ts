import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason } from '../../../test/factories';
import { bulkUsers } from '../../../test/bulk-users';
import { expectedScore, oracleDifferences } from './oracle';
import { deleteMatchWithPredictions, scoreMatch } from './service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const finished = (homeGoals: number, awayGoals: number) => ({
  status: 'finished',
  homeGoals,
  awayGoals,
  matchDate: new Date('2025-11-15T15:00:00Z'),
});

describe('the oracle rule, from the README', () => {
  it.each([
    ['exact score', [2, 1, false], finished(2, 1), 3],
    ['exact score with banker', [2, 1, true], finished(2, 1), 6],
    ['correct result', [3, 0, false], finished(1, 0), 1],
    ['correct draw with banker', [0, 0, true], finished(2, 2), 2],
    ['wrong result', [0, 1, false], finished(1, 0), 0],
    ['wrong result with banker', [0, 1, true], finished(1, 0), -1],
  ] as const)('%s', (_, [homeGoals, awayGoals, isBanker], match, points) => {
    const score = expectedScore({ homeGoals, awayGoals, isBanker }, match);
    expect(score).toMatchObject({
      points,
      isScored: true,
      isVoid: false,
      countedPeriod: '2025-11',
    });
  });

  it('voids a cancelled match and leaves an unplayed one unscored', () => {
    const guess = { homeGoals: 1, awayGoals: 0, isBanker: true };
    const kickOff = new Date('2025-11-30T23:30:00Z');
    const none = { status: 'scheduled', homeGoals: null, awayGoals: null, matchDate: kickOff };
    expect(expectedScore(guess, { ...none, status: 'cancelled' })).toMatchObject({
      points: 0,
      isScored: false,
      isVoid: true,
      countedPeriod: null,
    });
    expect(expectedScore(guess, none)).toMatchObject({ points: 0, isScored: false, isVoid: false });
    // Counted under the calendar month of kick-off in UTC.
    expect(expectedScore(guess, { ...finished(1, 0), matchDate: kickOff }).countedPeriod).toBe(
      '2025-11',
    );
  });
});

async function setMatch(matchId: number, fields: Record<string, unknown>) {
  await app.knex.transaction(async (trx) => {
    await trx('matches').where({ id: matchId }).forUpdate().update(fields);
    await scoreMatch(trx, matchId);
  });
}

describe('oracleDifferences', () => {
  it('finds nothing after results, a correction, a cancellation, a move and a deletion', async () => {
    const season = await createSeason(app.knex);
    const [week1, week2] = [
      await createMatchGroup(app.knex, season.id),
      await createMatchGroup(app.knex, season.id),
    ];
    const at = (iso: string) => ({
      matchDate: new Date(iso),
      predictionsClose: new Date(new Date(iso).getTime() - 3600_000),
    });
    const matches = [
      await createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: week1.id,
        ...at('2025-10-25T15:00:00Z'),
      }),
      await createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: week1.id,
        ...at('2025-10-31T23:30:00Z'),
      }),
      await createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: week2.id,
        ...at('2025-11-01T12:00:00Z'),
      }),
      await createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: week2.id,
        ...at('2025-11-02T16:00:00Z'),
      }),
      await createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: week2.id,
        ...at('2025-11-08T15:00:00Z'),
      }),
    ];
    const players = await bulkUsers(app.knex, 12);
    const rows = players.flatMap((userId, u) =>
      matches.map((match, m) => ({
        userId,
        matchId: match.id,
        homeGoals: (u + m) % 4,
        awayGoals: (u * 3 + m) % 3,
        // One banker per player and week: on the first match of week 1, the fourth of week 2.
        isBanker: (m === 0 || m === 3) && u % 2 === 0,
      })),
    );
    await app.knex('predictions').insert(rows);

    await setMatch(matches[0].id, { status: 'finished', homeGoals: 2, awayGoals: 1 });
    await setMatch(matches[1].id, { status: 'finished', homeGoals: 0, awayGoals: 0 });
    await setMatch(matches[2].id, { status: 'finished', homeGoals: 1, awayGoals: 2 });
    await setMatch(matches[3].id, { status: 'finished', homeGoals: 1, awayGoals: 1 });
    // A correction, a cancellation (its bankers refunded), a match moved into the next month.
    await setMatch(matches[0].id, { homeGoals: 3, awayGoals: 0 });
    await setMatch(matches[3].id, { status: 'cancelled', homeGoals: null, awayGoals: null });
    await setMatch(matches[1].id, at('2025-11-01T00:30:00Z'));
    await app.knex.transaction((trx) => deleteMatchWithPredictions(trx, matches[2].id));

    expect(await oracleDifferences(app.knex)).toEqual({ predictions: 0, totals: 0, samples: [] });
    // Small pages: players' predictions and totals split over many pages give the same answer.
    for (const pageSize of [1, 3, 7])
      expect(await oracleDifferences(app.knex, pageSize)).toEqual({
        predictions: 0,
        totals: 0,
        samples: [],
      });
  });

  it('reports a stored total, or a match counted with another result, changed behind the scoring', async () => {
    const match = await createMatch(app.knex, at2025());
    const [a, b] = await bulkUsers(app.knex, 2);
    await app.knex('predictions').insert([
      { userId: a, matchId: match.id, homeGoals: 1, awayGoals: 0, isBanker: true },
      { userId: b, matchId: match.id, homeGoals: 2, awayGoals: 2 },
    ]);
    await setMatch(match.id, { status: 'finished', homeGoals: 1, awayGoals: 0 });
    expect(await oracleDifferences(app.knex, 1)).toMatchObject({ predictions: 0, totals: 0 });

    const total = app
      .knex('leaderboard_totals')
      .where({ userId: a, scope: `season:${match.seasonId}` });
    await total.clone().increment('totalPoints', 1);
    const tampered = await oracleDifferences(app.knex, 1);
    expect(tampered).toMatchObject({ predictions: 0, totals: 1 });
    expect(tampered.samples).toEqual([
      `total season:${match.seasonId} 2025-09 user ${a}: stored 7/1/1/1/1, expected 6/1/1/1/1`,
    ]);
    await total.clone().decrement('totalPoints', 1);

    // The totals move from the result a match is counted with: a wrong one is a difference.
    const counted = app.knex('matches').where({ id: match.id });
    await counted.clone().update({ countedHomeGoals: 2, countedAwayGoals: 2 });
    const wrongResult = await oracleDifferences(app.knex);
    expect(wrongResult).toMatchObject({ predictions: 1, totals: 0 });
    expect(wrongResult.samples).toEqual([
      `prediction scores of match ${match.id}: counted with 2/2/2025-09, expected 1/0/2025-09`,
    ]);
    await counted.clone().update({ countedHomeGoals: 1, countedAwayGoals: 0 });

    // A prediction is void exactly when its match is cancelled.
    const prediction = app.knex('predictions').where({ userId: b, matchId: match.id });
    await prediction.clone().update({ isVoid: true });
    const wrongVoid = await oracleDifferences(app.knex);
    expect(wrongVoid).toMatchObject({ predictions: 1, totals: 0 });
    expect(wrongVoid.samples[0]).toMatch(/^prediction \d+: isVoid$/);
    await prediction.clone().update({ isVoid: false });

    // A totals row for a player without any prediction is a difference too.
    const [stranger] = await bulkUsers(app.knex, 1);
    await app.knex('leaderboard_totals').insert({
      scope: `season:${match.seasonId}`,
      period: '2025-09',
      userId: stranger,
      totalPoints: 1,
      totalPredictions: 1,
    });
    expect(await oracleDifferences(app.knex, 1)).toMatchObject({ predictions: 0, totals: 1 });
  });
});

function at2025() {
  return {
    matchDate: new Date('2025-09-20T15:00:00Z'),
    predictionsClose: new Date('2025-09-20T14:00:00Z'),
  };
}
