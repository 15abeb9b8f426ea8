import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createUser,
  seasonTotals,
} from '../../../test/factories';
import { scorePrediction } from './score';
import { findDifferences, recomputeAll } from './rebuild';
import { deleteMatchWithPredictions, scoredPredictions, scoreMatch } from './service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function setResult(matchId: number, fields: Record<string, unknown>) {
  await app.knex.transaction(async (trx) => {
    await trx('matches').where({ id: matchId }).update(fields);
    await scoreMatch(trx, matchId);
  });
}

describe('scoring in SQL', () => {
  it('gives every prediction the points of the pure rule, for all score combinations', async () => {
    const season = await createSeason(app.knex);
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchDate: new Date('2025-11-15T15:00:00Z'),
      predictionsClose: new Date('2025-11-15T14:00:00Z'),
    });
    const guesses: { home: number; away: number; banker: boolean }[] = [];
    for (const home of [0, 1, 2])
      for (const away of [0, 1, 2])
        for (const banker of [false, true]) guesses.push({ home, away, banker });
    const users = [];
    for (const g of guesses) {
      const user = await createUser(app.knex);
      users.push(user);
      await app.knex('predictions').insert({
        userId: user.id,
        matchId: match.id,
        homeGoals: g.home,
        awayGoals: g.away,
        isBanker: g.banker,
      });
    }
    // A home win, a draw, an away win, then back to the home win (corrections re-score every row).
    for (const result of [
      { homeGoals: 2, awayGoals: 1 },
      { homeGoals: 0, awayGoals: 0 },
      { homeGoals: 0, awayGoals: 2 },
      { homeGoals: 1, awayGoals: 0 },
    ]) {
      await setResult(match.id, { status: 'finished', ...result });
      const rows = await scoredPredictions(app.knex).where({ matchId: match.id }).orderBy('id');
      rows.forEach((row, i) => {
        const expected = scorePrediction(
          { homeGoals: guesses[i].home, awayGoals: guesses[i].away, isBanker: guesses[i].banker },
          result,
        );
        expect([
          row.points,
          row.exactScorePoints,
          row.correctResultPoints,
          row.bankerBonus,
          row.isScored,
        ]).toEqual([
          expected.points,
          expected.exactScore,
          expected.correctResult,
          expected.bankerBonus,
          true,
        ]);
      });
      expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    }
    const banker = users[guesses.findIndex((g) => g.home === 1 && g.away === 0 && g.banker)];
    expect(await seasonTotals(app.knex, season.id, banker.id)).toMatchObject({
      totalPoints: 6,
      correctResults: 1,
      exactScores: 1,
      exactGoals: 1,
      totalPredictions: 1,
    });
    const monthly = await app
      .knex('leaderboard_totals')
      .where({ scope: `season:${season.id}`, period: '2025-11' })
      .count({ n: '*' })
      .first();
    expect(monthly?.n).toBe(guesses.length);
    // Only season scopes are stored: all-competition tables are summed from them when read.
    expect(
      await app.knex('leaderboard_totals').whereNot('scope', 'like', 'season:%').first(),
    ).toBeUndefined();
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });

  it("makes a player's zero totals rows on predicting, without changing any leaderboard", async () => {
    const match = await createMatch(app.knex, {
      matchDate: new Date('2025-12-06T15:00:00Z'),
      predictionsClose: new Date('2025-12-06T14:00:00Z'),
    });
    const user = await createUser(app.knex);
    const version = async () =>
      (await app.knex('leaderboard_version').where({ id: 1 }).first()).version;
    const before = await version();
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 1, awayGoals: 1 });
    const rows = await app
      .knex('leaderboard_totals')
      .where({ userId: user.id })
      .orderBy('period')
      .select('scope', 'period', 'totalPoints', 'totalPredictions');
    const scope = `season:${match.seasonId}`;
    expect(rows).toEqual([{ scope, period: '2025-12', totalPoints: 0, totalPredictions: 0 }]);
    expect(await version()).toBe(before);
    for (const view of ['season', 'monthly&year=2025&month=12']) {
      const table = await app.request(
        'GET',
        `/api/leaderboards?season=${match.seasonId}&view=${view}`,
      );
      expect(table.body.rows.map((r: { user: { id: number } }) => r.user.id)).not.toContain(
        user.id,
      );
    }
    await setResult(match.id, { status: 'finished', homeGoals: 1, awayGoals: 1 });
    expect(Number(await version())).toBeGreaterThan(Number(before));
    const points = await app
      .knex('leaderboard_totals')
      .where({ userId: user.id })
      .sum({ n: 'totalPoints' })
      .first();
    expect(Number(points?.n)).toBe(3);
  });

  it('is idempotent and re-scores on correction', async () => {
    const match = await createMatch(app.knex);
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 2, awayGoals: 2, isBanker: true });
    await setResult(match.id, { status: 'finished', homeGoals: 2, awayGoals: 2 });
    await setResult(match.id, { status: 'finished', homeGoals: 2, awayGoals: 2 });
    expect(await seasonTotals(app.knex, match.seasonId, user.id)).toMatchObject({
      totalPoints: 6,
      totalPredictions: 1,
    });
    await setResult(match.id, { status: 'finished', homeGoals: 0, awayGoals: 3 });
    expect(await seasonTotals(app.knex, match.seasonId, user.id)).toMatchObject({
      totalPoints: -1,
      totalPredictions: 1,
      exactScores: 0,
    });
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });

  it('voids predictions of a cancelled match and refunds the banker', async () => {
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const cancelled = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const other = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const user = await createUser(app.knex);
    await app.knex('predictions').insert({
      userId: user.id,
      matchId: cancelled.id,
      homeGoals: 1,
      awayGoals: 0,
      isBanker: true,
    });
    await setResult(cancelled.id, { status: 'cancelled' });
    const voided = await scoredPredictions(app.knex).where({ matchId: cancelled.id }).first();
    expect(voided).toMatchObject({ isVoid: true, isScored: false, points: 0 });
    // The banker is refunded: another match of the same week may now take it.
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: other.id, homeGoals: 1, awayGoals: 0, isBanker: true });
    // Un-cancelling keeps one banker: the refunded one loses its banker flag.
    await setResult(cancelled.id, { status: 'finished', homeGoals: 1, awayGoals: 0 });
    const restored = await scoredPredictions(app.knex).where({ matchId: cancelled.id }).first();
    expect(restored).toMatchObject({ isVoid: false, isBanker: false, points: 3 });
  });

  it('writes the totals and the match, never the predictions, and counts a correction by the difference', async () => {
    const match = await createMatch(app.knex, { matchDate: new Date('2025-10-04T15:00:00Z') });
    const users = [await createUser(app.knex), await createUser(app.knex)];
    await app.knex('predictions').insert([
      { userId: users[0].id, matchId: match.id, homeGoals: 2, awayGoals: 1, isBanker: true },
      { userId: users[1].id, matchId: match.id, homeGoals: 0, awayGoals: 0 },
    ]);
    const versions = () =>
      app.knex.raw('SELECT id, xmin::text FROM predictions WHERE match_id = ? ORDER BY id', [
        match.id,
      ]);
    const before = (await versions()).rows;
    await setResult(match.id, { status: 'finished', homeGoals: 2, awayGoals: 1 });
    expect((await versions()).rows).toEqual(before);
    expect(
      await app
        .knex('matches')
        .where({ id: match.id })
        .first('countedHomeGoals', 'countedAwayGoals', 'countedPeriod'),
    ).toEqual({ countedHomeGoals: 2, countedAwayGoals: 1, countedPeriod: '2025-10' });
    const points = async () =>
      Promise.all(
        users.map(async (u) => (await seasonTotals(app.knex, match.seasonId, u.id)).totalPoints),
      );
    expect(await points()).toEqual([6, 0]);
    await setResult(match.id, { homeGoals: 0, awayGoals: 0 });
    expect(await points()).toEqual([-1, 3]);
    // Moved to another month after it was counted: the totals follow it there.
    await setResult(match.id, {
      matchDate: new Date('2025-11-01T15:00:00Z'),
      predictionsClose: new Date('2025-11-01T14:00:00Z'),
    });
    const months = await app
      .knex('leaderboard_totals')
      .where({ userId: users[1].id, scope: `season:${match.seasonId}` })
      .orderBy('period')
      .select('period', 'totalPoints', 'totalPredictions');
    expect(months).toEqual([
      { period: '2025-10', totalPoints: 0, totalPredictions: 0 },
      { period: '2025-11', totalPoints: 3, totalPredictions: 1 },
    ]);
    await setResult(match.id, { status: 'postponed', homeGoals: null, awayGoals: null });
    expect(await points()).toEqual([0, 0]);
    expect((await versions()).rows).toEqual(before);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });

  it('removes a deleted match from every total', async () => {
    const match = await createMatch(app.knex);
    const user = await createUser(app.knex);
    await app
      .knex('predictions')
      .insert({ userId: user.id, matchId: match.id, homeGoals: 1, awayGoals: 0 });
    await setResult(match.id, { status: 'finished', homeGoals: 1, awayGoals: 0 });
    await app.knex.transaction((trx) => deleteMatchWithPredictions(trx, match.id));
    const rows = await app
      .knex('leaderboard_totals')
      .where({ userId: user.id })
      .where('totalPredictions', '<>', 0);
    expect(rows).toEqual([]);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });

  it('recomputeAll rebuilds totals identical to incremental scoring', async () => {
    const before = await app
      .knex('leaderboard_totals')
      .where('totalPredictions', '<>', 0)
      .orderBy(['scope', 'period', 'userId']);
    await recomputeAll(app.knex);
    const after = await app
      .knex('leaderboard_totals')
      .where('totalPredictions', '<>', 0)
      .orderBy(['scope', 'period', 'userId']);
    expect(after).toEqual(before);
  });
});
