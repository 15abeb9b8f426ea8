import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusPoints } from '@predictor/contracts/rules';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createSeason, createTeam, signedIn } from '../../../test/factories';
import { seededRandom } from '../../seed/random';
import { findDifferences, recomputeAll } from '../scoring/rebuild';
import { oracleDifferences } from '../scoring/oracle';
import { expectedBonus, expectedBonusTotals } from './oracle';

const rng = seededRandom(31_4);
const random = rng.next;
const int = (n: number) => Math.floor(random() * n);
/** `count` distinct items of `from`, in a random order. */
const some = <T>(from: T[], count: number) => {
  const pool = [...from];
  return Array.from(
    { length: Math.min(count, pool.length) },
    () => pool.splice(int(pool.length), 1)[0],
  );
};

describe('bonus points: the contracts rule and the independent oracle agree', () => {
  it('on random questions, answers and picks', () => {
    const teams = Array.from({ length: 12 }, (_, i) => i + 1);
    for (let i = 0; i < 2000; i += 1) {
      const question = {
        points: 1 + int(20),
        answerTeamIds: random() < 0.2 ? null : some(teams, 1 + int(4)),
      };
      const picks = some(teams, 1 + int(5));
      expect(expectedBonus(question, picks)).toBe(bonusPoints(question, picks));
    }
  });
});

describe('season bonus totals against the oracle, through the API', () => {
  let app: TestApp;
  let admin: string;
  let seasons: number[];
  const teamsOf = new Map<number, number[]>();
  let players: { token: string; user: { id: number } }[];

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await signedIn(app, { role: 'admin' })).token;
    players = await Promise.all(Array.from({ length: 6 }, () => signedIn(app)));
    seasons = [];
    for (let s = 0; s < 2; s += 1) {
      const seasonId = (await createSeason(app.knex)).id as number;
      const teams = await Promise.all(Array.from({ length: 6 }, () => createTeam(app.knex)));
      for (let m = 0; m < 3; m += 1)
        await createMatch(app.knex, {
          seasonId,
          homeTeamId: teams[2 * m].id,
          awayTeamId: teams[2 * m + 1].id,
        });
      seasons.push(seasonId);
      teamsOf.set(
        seasonId,
        teams.map((t) => t.id),
      );
    }
  }, 60_000);
  afterAll(() => app?.close());

  it('keeps every bonus row equal to the oracle through answers, scoring, corrections and deletions', async () => {
    const open = new Date(Date.now() + 3600_000);
    const questions: { id: number; seasonId: number; picks: number }[] = [];
    for (let i = 0; i < 8; i += 1) {
      const seasonId = seasons[i % 2];
      const picks = 1 + int(3);
      const res = await app.request('POST', '/api/admin/season-questions', {
        token: admin,
        body: {
          seasonId,
          text: `Question ${i}`,
          points: 1 + int(10),
          picks,
          deadline: open.toISOString(),
        },
      });
      expect(res.status).toBe(201);
      questions.push({ id: res.body.id, seasonId, picks });
    }
    for (const q of questions)
      for (const p of players)
        if (random() < 0.8) {
          const res = await app.request(
            'PUT',
            `/api/seasons/${q.seasonId}/questions/${q.id}/answer`,
            {
              token: p.token,
              body: { teamIds: some(teamsOf.get(q.seasonId)!, q.picks) },
            },
          );
          expect(res.status).toBe(200);
        }
    app.setNow(new Date(open.getTime() + 60_000));
    try {
      for (let step = 0; step < 24 && questions.length > 1; step += 1) {
        const q = questions[int(questions.length)];
        const roll = random();
        if (roll < 0.7) {
          const teamIds = roll < 0.1 ? null : some(teamsOf.get(q.seasonId)!, 1 + int(3));
          const res = await app.request('POST', `/api/admin/season-questions/${q.id}/answer`, {
            token: admin,
            body: { teamIds },
          });
          expect(res.status).toBe(200);
        } else if (roll < 0.9) {
          const res = await app.request('PUT', `/api/admin/season-questions/${q.id}`, {
            token: admin,
            body: { points: 1 + int(10) },
          });
          expect(res.status).toBe(200);
        } else {
          const res = await app.request('DELETE', `/api/admin/season-questions/${q.id}`, {
            token: admin,
          });
          expect(res.status).toBe(200);
          questions.splice(questions.indexOf(q), 1);
        }
        expect(await oracleDifferences(app.knex), `step ${step}`).toMatchObject({
          predictions: 0,
          totals: 0,
        });
      }
      expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
      // The stored bonus rows are what the oracle expects, and a full rebuild leaves them so.
      const stored = async () =>
        (
          await app
            .knex('leaderboardTotals')
            .where({ period: 'bonus' })
            .orderBy(['scope', 'userId'])
        ).map(
          (r) =>
            `${r.scope} ${r.userId} ${r.totalPoints}/${r.correctResults}/${r.exactScores}/${r.exactGoals}/${r.totalPredictions}`,
        );
      const expected = [...(await expectedBonusTotals(app.knex))]
        .flatMap(([userId, rows]) =>
          [...rows].map(([key, f]) => `${key.split(' ')[0]} ${userId} ${f.join('/')}`),
        )
        .sort();
      const before = await stored();
      expect([...before].sort()).toEqual(expected);
      expect(before.some((row) => !row.includes(' 0/0/0/0/0'))).toBe(true);
      await recomputeAll(app.knex);
      expect(await stored()).toEqual(before);
      // A wrong bonus row is caught by both checks.
      await app.knex.raw(
        `UPDATE leaderboard_totals SET total_points = total_points + 1
         WHERE (scope, user_id) = (SELECT scope, user_id FROM leaderboard_totals WHERE period = 'bonus' LIMIT 1)
           AND period = 'bonus'`,
      );
      expect((await oracleDifferences(app.knex)).totals).toBe(1);
      expect((await findDifferences(app.knex)).totals).toBe(1);
    } finally {
      app.setNow(null);
    }
  });
});
