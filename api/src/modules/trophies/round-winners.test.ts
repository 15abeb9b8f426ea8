import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason, createUser } from '../../../test/factories';
import { scoreMatch } from '../scoring/service';
import { awardRoundWinners } from './awards-job';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 30_000);
afterAll(() => app?.close());

const NOW = new Date('2026-11-29T12:00:00Z');

async function predict(matchId: number, rows: [userId: number, home: number, away: number][]) {
  await app
    .knex('predictions')
    .insert(
      rows.map(([userId, homeGoals, awayGoals]) => ({ userId, matchId, homeGoals, awayGoals })),
    );
}

/** Sets a match's state (a result, cancelled, postponed) and scores it, as the results screen does. */
async function settle(matchId: number, state: [number, number] | 'cancelled' | 'postponed') {
  await app.knex.transaction(async (trx) => {
    await trx('matches')
      .where({ id: matchId })
      .update(
        Array.isArray(state)
          ? { status: 'finished', homeGoals: state[0], awayGoals: state[1] }
          : { status: state, homeGoals: null, awayGoals: null },
      );
    await scoreMatch(trx, matchId);
  });
}

const newUser = async (fields: Parameters<typeof createUser>[1] = {}) =>
  (await createUser(app.knex, fields)).id as number;

const winnersOf = (groupId: number) =>
  app
    .knex('trophyAwards as a')
    .join('trophies as t', 't.id', 'a.trophyId')
    .where('a.awardKey', 'like', `round:${groupId}:%`)
    .orderBy('a.userId')
    .select('a.userId', 't.trophyType', 't.name', 'a.reason', 'a.seasonId');

async function round(matches: number) {
  const season = await createSeason(app.knex, { name: `Round League ${Math.random()}` });
  const group = await createMatchGroup(app.knex, season.id);
  const ids: number[] = [];
  for (let i = 0; i < matches; i += 1)
    ids.push((await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id })).id);
  return { season, group, matches: ids };
}

describe('awardRoundWinners', () => {
  it('crowns the first of a round once all its results are in, ties all, active players only, once', async () => {
    const { season, group, matches } = await round(2);
    const [a, b, c, d] = [await newUser(), await newUser(), await newUser(), await newUser()];
    const gone = await newUser({ isActive: false });
    // a and b: 3 + 3; c: 3 + 0; d: 1 + 1; gone (inactive) ties with a and b but wins nothing.
    await predict(matches[0], [
      [a, 2, 1],
      [b, 2, 1],
      [c, 2, 1],
      [d, 1, 0],
      [gone, 2, 1],
    ]);
    await predict(matches[1], [
      [a, 0, 0],
      [b, 0, 0],
      [c, 3, 0],
      [d, 1, 1],
      [gone, 0, 0],
    ]);
    await settle(matches[0], [2, 1]);
    expect(await awardRoundWinners(app.knex, NOW)).toBe(0); // one match still to play
    expect(await winnersOf(group.id)).toEqual([]);

    await settle(matches[1], [0, 0]);
    expect(await awardRoundWinners(app.knex, NOW)).toBe(2);
    expect(await winnersOf(group.id)).toEqual(
      [a, b].map((userId) => ({
        userId,
        trophyType: 'round_winner',
        name: 'Round Winner',
        reason: `Won ${group.name} of ${season.name}`,
        seasonId: season.id,
      })),
    );
    // Settled once: a run after it, or a correction, changes nothing.
    expect(await awardRoundWinners(app.knex, NOW)).toBe(0);
    await settle(matches[1], [3, 0]);
    expect(await awardRoundWinners(app.knex, NOW)).toBe(0);
    expect((await winnersOf(group.id)).map((w) => w.userId)).toEqual([a, b]);
  });

  it('counts a cancelled match as done, and waits for a postponed one', async () => {
    const done = await round(2);
    const waiting = await round(2);
    const a = await newUser();
    await predict(done.matches[0], [[a, 1, 0]]);
    await predict(waiting.matches[0], [[a, 1, 0]]);
    await settle(done.matches[0], [1, 0]);
    await settle(done.matches[1], 'cancelled');
    await settle(waiting.matches[0], [1, 0]);
    await settle(waiting.matches[1], 'postponed');
    await awardRoundWinners(app.knex, NOW);
    expect((await winnersOf(done.group.id)).map((w) => w.userId)).toEqual([a]);
    expect(await winnersOf(waiting.group.id)).toEqual([]);
  });

  it('awards once when several runners settle the same round at the same time', async () => {
    const { group, matches } = await round(1);
    const a = await newUser();
    await predict(matches[0], [[a, 1, 1]]);
    await settle(matches[0], [1, 1]);
    const runs = await Promise.all([1, 2, 3].map(() => awardRoundWinners(app.knex, NOW)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    expect((await winnersOf(group.id)).map((w) => w.userId)).toEqual([a]);
  });

  it("shows in the winner's trophy room as 'Round Winner'", async () => {
    const { group, matches } = await round(1);
    const a = await newUser();
    await predict(matches[0], [[a, 2, 2]]);
    await settle(matches[0], [2, 2]);
    await awardRoundWinners(app.knex, NOW);
    const res = await app.request('GET', `/api/trophies/user/${a}`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain(`Won ${group.name}`);
    expect(JSON.stringify(res.body)).toContain('Round Winner');
  });
});
