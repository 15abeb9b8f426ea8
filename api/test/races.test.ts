import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@predictor/contracts';
import { findDifferences } from '../src/modules/scoring/rebuild';
import { scoredPredictions } from '../src/modules/scoring/service';
import { createLeagueRow } from './leagues-fixtures';
import { startTestApp, type TestApp, type TestResponse } from './harness';
import { createMatch, createMatchGroup, createSeason, signedIn } from './factories';
import { seedPredictions } from './bulk-seed';

// Concurrent requests over real HTTP: the database rules (unique indexes, row locks, one transaction
// per result) must hold, and no answer may be a 5xx.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimit: { store: 'memory', perIp: 1000, perAccount: 1000 } });
}, 60_000);
afterAll(() => app?.close());

const fire = <T>(n: number, call: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => call(i)));

function expectNo5xx(answers: TestResponse[]) {
  const failures = answers.filter((a) => a.status >= 500);
  expect(failures.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
}

const statuses = (answers: TestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
    {},
  );

describe('races', () => {
  it('50 identical prediction POSTs leave one prediction (one 201, the rest 409)', async () => {
    const { user, token } = await signedIn(app);
    const match = await createMatch(app.knex);
    const answers = await fire(50, () =>
      app.request('POST', '/api/predictions', {
        token,
        body: { match: match.id, homeGoals: 2, awayGoals: 1, isBanker: false },
      }),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 201: 1, 409: 49 });
    expect(
      await app
        .knex('predictions')
        .where({ userId: user.id, matchId: match.id })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: 1 });
  });

  it('50 concurrent banker POSTs in one match week leave exactly one banker', async () => {
    const { user, token } = await signedIn(app);
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const matches = await Promise.all(
      Array.from({ length: 50 }, () =>
        createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id }),
      ),
    );
    const answers = await fire(50, (i) =>
      app.request('POST', '/api/predictions', {
        token,
        body: { match: matches[i].id, homeGoals: 1, awayGoals: 0, isBanker: true },
      }),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 201: 1, 409: 49 });
    const bankers = await app
      .knex('predictions')
      .where({ userId: user.id, matchGroupId: group.id, isBanker: true })
      .count({ n: '*' })
      .first();
    expect(bankers).toEqual({ n: 1 });
  });

  it('50 concurrent banker changes (PUT) in one match week leave at most one banker', async () => {
    const { user, token } = await signedIn(app);
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const predictionIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
      const created = await app.request('POST', '/api/predictions', {
        token,
        body: { match: match.id, homeGoals: 0, awayGoals: 0, isBanker: false },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      predictionIds.push(created.body.id);
    }
    // Every prediction asked to become the banker five times, with some moving it away again.
    const answers = await fire(50, (i) =>
      app.request('PUT', `/api/predictions/${predictionIds[i % 10]}`, {
        token,
        body: { homeGoals: 1, awayGoals: 1, isBanker: i % 7 !== 3 },
      }),
    );
    expectNo5xx(answers);
    expect(
      answers
        .filter((a) => ![200, 409].includes(a.status))
        .map((a) => `${a.status} ${JSON.stringify(a.body)}`),
    ).toEqual([]);
    const bankers = await app
      .knex('predictions')
      .where({ userId: user.id, matchGroupId: group.id, isBanker: true })
      .count({ n: '*' })
      .first();
    expect(bankers!.n, JSON.stringify(statuses(answers))).toBeLessThanOrEqual(1);
    // The answers agree with the stored state: a 200 with isBanker true is the banker now, or was moved off later.
    expect(
      answers.filter((a) => a.status === 200 && a.body.isBanker).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('batches racing a result entry: each batch is all in (and scored) or all out, never a 5xx', async () => {
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const matches = await Promise.all(
      Array.from({ length: 5 }, () =>
        createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id }),
      ),
    );
    const target = matches[2];
    const players = await Promise.all(Array.from({ length: 30 }, () => signedIn(app)));
    const admin = await signedIn(app, { role: 'admin' });
    const batchOf = (i: number) =>
      matches.map((m, k) => ({
        match: m.id,
        homeGoals: (i + k) % 4,
        awayGoals: 1,
        isBanker: k === i % 5,
      }));
    // The result lands somewhere in the middle of the batches.
    const answers = await fire(31, (i) =>
      i === 15
        ? app.request('POST', `/api/admin/matches/${target.id}/result`, {
            token: admin.token,
            body: { homeGoals: 1, awayGoals: 1, beforeKickOff: true },
          })
        : app.request('POST', '/api/predictions/batch', {
            token: players[i > 15 ? i - 1 : i].token,
            body: { predictions: batchOf(i) },
          }),
    );
    expectNo5xx(answers);
    expect(answers[15].status).toBe(200);
    const batches = answers.filter((_, i) => i !== 15);
    expect(
      batches
        .filter((a) => a.status !== 200 && a.body?.code !== 'BATCH_REFUSED')
        .map((a) => a.status),
    ).toEqual([]);
    for (const [i, answer] of batches.entries()) {
      const saved = await app.knex('predictions').where({ userId: players[i].user.id });
      if (answer.status === 200) {
        expect(saved).toHaveLength(5);
      } else {
        // Refused because the match closed under it: only that row, and nothing saved.
        expect(answer.body.errors).toEqual({ 'predictions.2': MESSAGES.predictionsClosed });
        expect(saved).toEqual([]);
      }
    }
    // Every prediction saved on the result's match was there before the result and is scored.
    const onTarget = await scoredPredictions(app.knex).where({ matchId: target.id });
    expect(onTarget.length).toBe(batches.filter((a) => a.status === 200).length);
    expect(onTarget.every((p) => p.isScored)).toBe(true);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  }, 60_000);

  it('20 concurrent joins to a league with room for 10 leave exactly 10 members', async () => {
    const season = await createSeason(app.knex);
    const league = await createLeagueRow(app.knex, { seasonId: season.id, maxMembers: 10 });
    const players = await Promise.all(Array.from({ length: 20 }, () => signedIn(app)));
    const answers = await fire(20, (i) =>
      app.request('POST', `/api/leagues/${league.id}/join`, { token: players[i].token }),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 201: 10, 409: 10 });
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(MESSAGES.leagueFull);
    expect(
      await app.knex('leagueMembers').where({ leagueId: league.id }).count({ n: '*' }).first(),
    ).toEqual({ n: 10 });
  });

  it('two admins setting different results on one match leave scores that match the final result', async () => {
    const season = await createSeason(app.knex);
    const group = await createMatchGroup(app.knex, season.id);
    const matchDate = new Date(Date.now() - 3 * 3600 * 1000);
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate,
    });
    await seedPredictions(app.knex, match.id, 300);
    const admins = await Promise.all([
      signedIn(app, { role: 'admin' }),
      signedIn(app, { role: 'admin' }),
    ]);
    const results = [
      { homeGoals: 2, awayGoals: 1 },
      { homeGoals: 0, awayGoals: 2 },
    ];
    // Each admin enters (and re-enters) their own result ten times, interleaved.
    const answers = await fire(20, (i) =>
      app.request('POST', `/api/admin/matches/${match.id}/result`, {
        token: admins[i % 2].token,
        body: results[i % 2],
      }),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 200: 20 });

    const stored = await app
      .knex('matches')
      .where({ id: match.id })
      .first('status', 'homeGoals', 'awayGoals');
    expect(stored.status).toBe('finished');
    expect(results).toContainEqual({ homeGoals: stored.homeGoals, awayGoals: stored.awayGoals });
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    // Spot check against the final result: an exact prediction scores exact points, a wrong one none.
    const exact = await scoredPredictions(app.knex)
      .where({ matchId: match.id, homeGoals: stored.homeGoals, awayGoals: stored.awayGoals })
      .first();
    expect(exact).toMatchObject({ isScored: true });
    expect(exact.exactScorePoints).toBeGreaterThan(0);
    const other = results.find((r) => r.homeGoals !== stored.homeGoals)!;
    const wrong = await scoredPredictions(app.knex)
      .where({ matchId: match.id, homeGoals: other.homeGoals, awayGoals: other.awayGoals })
      .first();
    expect(wrong).toMatchObject({ isScored: true, exactScorePoints: 0, correctResultPoints: 0 });
    const totals = await scoredPredictions(app.knex)
      .where({ matchId: match.id })
      .sum({ points: 'points' })
      .first();
    expect(totals!.points).toBeGreaterThan(0);
  }, 60_000);

  it('concurrent registrations with one e-mail create one account', async () => {
    const email = `race${Date.now()}@example.com`;
    const answers = await fire(20, (i) =>
      app.request('POST', '/api/auth/register', {
        // Different case on purpose: e-mails are unique case-insensitively.
        body: {
          email: i % 2 ? email.toUpperCase() : email,
          password: 'race-pass-1',
          teamName: `Racers ${Date.now()} ${i}`,
        },
      }),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 201: 1, 409: 19 });
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(MESSAGES.emailTaken);
    expect(
      await app
        .knex('users')
        .whereRaw('lower(email) = lower(?)', [email])
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: 1 });
  }, 60_000);
});
