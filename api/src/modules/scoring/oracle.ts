import type { Knex } from 'knex';
import { SCORED_PREDICTIONS } from './scoring-sql';
import { expectedBonusTotals } from '../season-questions/oracle';

/*
 * An independent check of every score players are shown and every leaderboard total (`npm run
 * verify`). It reads the raw rows with plain selects (each prediction with its score as served)
 * and applies the rules as the README states them, in TypeScript: it shares no rule and no
 * constant with scoring (score.ts, contracts' SCORING), so a mistake there shows here as
 * differences instead of being repeated.
 * Predictions are read in key order a page at a time and each player's totals are compared as soon
 * as all of the player's predictions are in, so memory stays bounded on millions of predictions.
 */

// README, "Rules of the game", restated on purpose.
const EXACT_SCORE = 3;
const CORRECT_RESULT = 1;
const BANKER_FACTOR = 2;
const BANKER_WRONG = -1;

export type MatchState = {
  status: string;
  homeGoals: number | null;
  awayGoals: number | null;
  matchDate: Date;
};
export type Guess = { homeGoals: number; awayGoals: number; isBanker: boolean };
export type ExpectedScore = {
  exactScorePoints: number;
  correctResultPoints: number;
  bankerBonus: number;
  points: number;
  isScored: boolean;
  isVoid: boolean;
  /** The month (UTC) the prediction counts under in leaderboard_totals; null when not counted. */
  countedPeriod: string | null;
};

/**
 * What one prediction should hold: a finished match with a score counts it (exact 3, else correct
 * result 1; a banker doubles a positive score and costs 1 when wrong); a cancelled match voids it;
 * any other match leaves it unscored.
 */
export function expectedScore(guess: Guess, match: MatchState): ExpectedScore {
  const none = { exactScorePoints: 0, correctResultPoints: 0, bankerBonus: 0, points: 0 };
  if (match.status !== 'finished' || match.homeGoals === null || match.awayGoals === null) {
    return { ...none, isScored: false, isVoid: match.status === 'cancelled', countedPeriod: null };
  }
  const exact = guess.homeGoals === match.homeGoals && guess.awayGoals === match.awayGoals;
  const outcome = (home: number, away: number) =>
    home > away ? 'home' : home < away ? 'away' : 'draw';
  const correct =
    !exact &&
    outcome(guess.homeGoals, guess.awayGoals) === outcome(match.homeGoals, match.awayGoals);
  const base = exact ? EXACT_SCORE : correct ? CORRECT_RESULT : 0;
  const bankerBonus = !guess.isBanker ? 0 : base > 0 ? base * (BANKER_FACTOR - 1) : BANKER_WRONG;
  return {
    exactScorePoints: exact ? EXACT_SCORE : 0,
    correctResultPoints: correct ? CORRECT_RESULT : 0,
    bankerBonus,
    points: base + bankerBonus,
    isScored: true,
    isVoid: false,
    countedPeriod: match.matchDate.toISOString().slice(0, 7),
  };
}

/** Whether and when a match counts does not depend on the guess. */
const ANY_GUESS: Guess = { homeGoals: 0, awayGoals: 0, isBanker: false };

/** A leaderboard_totals row's figures: points, correct results, exact scores, exact goals, predictions. */
type Figures = [number, number, number, number, number];
const ZERO: Figures = [0, 0, 0, 0, 0];

export type Differences = { predictions: number; totals: number; samples: string[] };

type MatchRow = MatchState & { id: number; seasonId: number; matchGroupId: number | null };
type PredictionRow = Guess &
  Omit<ExpectedScore, 'countedPeriod'> & {
    id: number;
    userId: number;
    matchId: number;
    matchGroupId: number | null;
    countedPeriod: string | null;
  };
type TotalsRow = { scope: string; period: string; userId: number } & Record<string, number>;

const STORED_SCORE = [
  'exactScorePoints',
  'correctResultPoints',
  'bankerBonus',
  'points',
  'isScored',
  'isVoid',
  'countedPeriod',
] as const;

/**
 * Recomputes every prediction's score and every (season, month, player) total from the raw
 * predictions and matches, and every season's bonus row from the raw season answers, and compares
 * them with what is stored (0 differences expected). Also
 * checks that each prediction carries its match's group. Reads one consistent snapshot.
 */
export async function oracleDifferences(knex: Knex, pageSize = 20_000): Promise<Differences> {
  return knex.transaction(
    async (trx) => {
      const found: Differences = { predictions: 0, totals: 0, samples: [] };
      const note = (kind: 'predictions' | 'totals', sample: string) => {
        found[kind] += 1;
        if (found.samples.filter((s) => s.startsWith(kind.slice(0, -1))).length < 5)
          found.samples.push(sample);
      };
      const matches = new Map<number, MatchRow>();
      for (const m of await trx('matches').select(
        'id',
        'seasonId',
        'matchGroupId',
        'status',
        'homeGoals',
        'awayGoals',
        'matchDate',
        'countedHomeGoals',
        'countedAwayGoals',
        'countedPeriod',
      )) {
        const match = { ...m, matchDate: new Date(m.matchDate) };
        matches.set(m.id, match);
        // The totals move from the result a match is counted with to its next one: a wrong one
        // would miscount every prediction of the match at its next result.
        const { isScored, countedPeriod } = expectedScore(ANY_GUESS, match);
        const due = isScored ? [m.homeGoals, m.awayGoals, countedPeriod] : [null, null, null];
        const counted = [m.countedHomeGoals, m.countedAwayGoals, m.countedPeriod];
        if (counted.some((value, i) => value !== due[i]))
          note(
            'predictions',
            `prediction scores of match ${m.id}: counted with ${counted.join('/')}, expected ${due.join('/')}`,
          );
      }

      // Expected totals of the players whose predictions are not all compared yet, by user then key;
      // season predictions' bonus rows (season-questions/oracle.ts) are known before any prediction.
      const pending: Map<number, Map<string, Figures>> = await expectedBonusTotals(trx);
      let comparedUpTo = 0;
      const compareTotals = async (upTo: number | null) => {
        const stored = trx('leaderboard_totals')
          .where('userId', '>', comparedUpTo)
          .select('scope', 'period', 'userId', 'totalPoints', 'correctResults')
          .select('exactScores', 'exactGoals', 'totalPredictions');
        if (upTo !== null) stored.where('userId', '<=', upTo);
        const storedByUser = new Map<number, Map<string, Figures>>();
        for (const t of (await stored) as TotalsRow[]) {
          const rows = storedByUser.get(t.userId) ?? new Map<string, Figures>();
          rows.set(`${t.scope} ${t.period}`, [
            t.totalPoints,
            t.correctResults,
            t.exactScores,
            t.exactGoals,
            t.totalPredictions,
          ]);
          storedByUser.set(t.userId, rows);
        }
        const users = new Set(
          [...pending.keys(), ...storedByUser.keys()].filter((u) => upTo === null || u <= upTo),
        );
        for (const userId of users) {
          const expected = pending.get(userId) ?? new Map<string, Figures>();
          const actual = storedByUser.get(userId) ?? new Map<string, Figures>();
          for (const key of new Set([...expected.keys(), ...actual.keys()])) {
            const [e, a] = [expected.get(key) ?? ZERO, actual.get(key) ?? ZERO];
            if (e.some((value, i) => value !== a[i]))
              note(
                'totals',
                `total ${key} user ${userId}: stored ${a.join('/')}, expected ${e.join('/')}`,
              );
          }
          pending.delete(userId);
        }
        if (upTo !== null) comparedUpTo = upTo;
      };

      let after: [number, number] = [0, 0];
      for (;;) {
        const page: PredictionRow[] = await trx
          // Scores are not stored but worked out when read: this fragment of scoring SQL is how
          // the oracle reads the scores players are shown, which it then checks.
          .from(trx.raw(`(${SCORED_PREDICTIONS}) AS p`))
          .whereRaw('(user_id, match_id) > (?, ?)', after)
          .orderBy([{ column: 'userId' }, { column: 'matchId' }])
          .limit(pageSize)
          .select('id', 'userId', 'matchId', 'matchGroupId', 'homeGoals', 'awayGoals', 'isBanker')
          .select(...STORED_SCORE);
        for (const p of page) {
          const match = matches.get(p.matchId)!;
          const expected = expectedScore(p, match);
          const wrong: string[] = STORED_SCORE.filter((column) => p[column] !== expected[column]);
          if (p.matchGroupId !== match.matchGroupId) wrong.push('matchGroupId');
          if (wrong.length) note('predictions', `prediction ${p.id}: ${wrong.join(', ')}`);
          if (!expected.isScored) continue;
          const key = `season:${match.seasonId} ${expected.countedPeriod}`;
          const totals = pending.get(p.userId) ?? new Map<string, Figures>();
          const [points, correct, exact, goals, n] = totals.get(key) ?? ZERO;
          const isExact = expected.exactScorePoints > 0;
          totals.set(key, [
            points + expected.points,
            correct + (isExact || expected.correctResultPoints > 0 ? 1 : 0),
            exact + (isExact ? 1 : 0),
            goals + (isExact ? p.homeGoals + p.awayGoals : 0),
            n + 1,
          ]);
          pending.set(p.userId, totals);
        }
        if (page.length < pageSize) break;
        const last = page[page.length - 1];
        after = [last.userId, last.matchId];
        // Every player before the page's last one has all predictions read.
        if (last.userId - 1 > comparedUpTo) await compareTotals(last.userId - 1);
      }
      await compareTotals(null);
      return found;
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
