import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, createMatchGroup, createSeason } from '../../../test/factories';
import { oracleDifferences } from '../scoring/oracle';
import { findDifferences } from '../scoring/rebuild';
import { deleteMatchWithPredictions, scoreMatch } from '../scoring/service';
import { bulkUsers } from '../../../test/bulk-users';
import { prng } from '../../../test/prng';

const SEED = Number(process.env.SEQUENCE_SEED ?? 20251115);
const STEPS = 50;
const PLAYERS = 40;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Matches finished with a score, whose predictions count. */
const finishedMatches = () => app.knex('matches').where({ status: 'finished' }).select('id');

describe(
  'random sequence of results, corrections, cancellations, postponements and deletions (seed ' +
    SEED +
    ')',
  () => {
    it('keeps every score and leaderboard total equal to a full recomputation after each step', async () => {
      const random = prng(SEED);
      const int = (n: number) => Math.floor(random() * n);
      const users = await bulkUsers(app.knex, PLAYERS);
      const seasons = [
        await createSeason(app.knex, { startDate: '2025-08-01', endDate: '2026-05-31' }),
        await createSeason(app.knex, { startDate: '2026-08-01', endDate: '2027-05-31' }),
      ];
      const groups: { id: number; seasonId: number }[] = [];
      for (const season of seasons)
        for (let w = 0; w < 3; w += 1)
          groups.push({ ...(await createMatchGroup(app.knex, season.id)), seasonId: season.id });

      // Kick-offs straddle month ends so postponements move predictions between monthly periods.
      const kickOff = (seasonIndex: number) =>
        new Date(Date.UTC(2025 + seasonIndex, 9 + int(4), 27 + int(4), 15));
      async function addMatch(): Promise<number> {
        const group = groups[int(groups.length)];
        const matchDate = kickOff(seasons.findIndex((s) => s.id === group.seasonId));
        const match = await createMatch(app.knex, {
          seasonId: group.seasonId,
          matchGroupId: group.id,
          matchDate,
        });
        const bankers = await app
          .knex('predictions')
          .where({ matchGroupId: group.id, isBanker: true, isVoid: false })
          .select('userId');
        await app.knex('predictions').insert(
          users
            .filter(() => random() < 0.85)
            .map((userId) => ({
              userId,
              matchId: match.id,
              homeGoals: int(4),
              awayGoals: int(4),
              isBanker:
                !bankers.some((b: { userId: number }) => b.userId === userId) && random() < 0.4,
            })),
        );
        return match.id;
      }
      const matches: number[] = [];
      for (let i = 0; i < 10; i += 1) matches.push(await addMatch());

      const inTransaction = (matchId: number, change: Record<string, unknown>) =>
        app.knex.transaction(async (trx) => {
          await trx('matches').where({ id: matchId }).forUpdate().first('id');
          await trx('matches')
            .where({ id: matchId })
            .update({ ...change, updatedAt: new Date() });
          await scoreMatch(trx, matchId);
        });

      const counts: Record<string, number> = {};
      for (let step = 0; step < STEPS; step += 1) {
        const matchId = matches[int(matches.length)];
        const roll = random();
        let op: string;
        if (roll < 0.35) {
          op = 'result';
          await inTransaction(matchId, {
            status: 'finished',
            homeGoals: int(4),
            awayGoals: int(4),
          });
        } else if (roll < 0.5) {
          op = 'correction';
          const current = await app.knex('matches').where({ id: matchId }).first();
          await inTransaction(matchId, {
            status: 'finished',
            homeGoals: (current.homeGoals ?? 0) + 1,
            awayGoals: int(3),
          });
        } else if (roll < 0.62) {
          op = 'cancellation';
          await inTransaction(matchId, { status: 'cancelled' });
          // A player moves the refunded banker to another match of the week, as the API allows.
          const voided = await app
            .knex('predictions')
            .where({ matchId, isBanker: true })
            .first('userId', 'matchGroupId');
          const holds =
            voided &&
            (await app
              .knex('predictions')
              .where({
                userId: voided.userId,
                matchGroupId: voided.matchGroupId,
                isBanker: true,
                isVoid: false,
              })
              .first('id'));
          if (voided && !holds) {
            await app
              .knex('predictions')
              .where({
                userId: voided.userId,
                matchGroupId: voided.matchGroupId,
                isVoid: false,
              })
              .whereNotIn('matchId', finishedMatches())
              .whereNot({ matchId })
              .whereIn(
                'id',
                app
                  .knex('predictions')
                  .where({
                    userId: voided.userId,
                    matchGroupId: voided.matchGroupId,
                    isVoid: false,
                  })
                  .whereNotIn('matchId', finishedMatches())
                  .whereNot({ matchId })
                  .limit(1)
                  .select('id'),
              )
              .update({ isBanker: true });
          }
        } else if (roll < 0.77) {
          op = 'postponement';
          const current = await app.knex('matches').where({ id: matchId }).first();
          const matchDate = new Date(
            new Date(current.matchDate).getTime() + (int(10) + 1) * 86400_000,
          );
          const finishedLater = random() < 0.5;
          await inTransaction(matchId, {
            matchDate,
            predictionsClose: new Date(matchDate.getTime() - 60_000),
            status: finishedLater ? 'finished' : 'postponed',
            homeGoals: finishedLater ? int(4) : null,
            awayGoals: finishedLater ? int(4) : null,
          });
        } else if (roll < 0.87) {
          op = 'reopen';
          await inTransaction(matchId, { status: 'scheduled', homeGoals: null, awayGoals: null });
        } else {
          op = 'deletion';
          await app.knex.transaction((trx) => deleteMatchWithPredictions(trx, matchId));
          matches.splice(matches.indexOf(matchId), 1, await addMatch());
        }
        counts[op] = (counts[op] ?? 0) + 1;
        // Checked twice: with the scoring SQL's own recompute, and with the independent oracle.
        for (const differences of [
          await findDifferences(app.knex),
          await oracleDifferences(app.knex),
        ]) {
          expect({
            step,
            op,
            predictions: differences.predictions,
            totals: differences.totals,
          }).toEqual({ step, op, predictions: 0, totals: 0 });
        }
      }
      // The sequence exercised every kind of change.
      expect(Object.keys(counts).sort()).toEqual([
        'cancellation',
        'correction',
        'deletion',
        'postponement',
        'reopen',
        'result',
      ]);
      const counted = await app
        .knex('leaderboard_totals')
        .where('totalPredictions', '>', 0)
        .count({ n: '*' })
        .first();
      expect(Number(counted?.n)).toBeGreaterThan(0);
    });
  },
);
