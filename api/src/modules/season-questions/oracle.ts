import type { Knex } from 'knex';

/*
 * An independent check of the season predictions' bonus points (`npm run verify`, through
 * scoring/oracle.ts): it reads the raw questions and answers with plain selects and applies the rule
 * as docs/RULES.md states it, in TypeScript, sharing nothing with the scoring SQL (bonus-sql.ts) nor
 * the contracts' bonusPoints, so a mistake there shows as differences instead of being repeated.
 */

// docs/RULES.md, "Season predictions", restated on purpose: the question's points for each picked
// team that is in the answer; nothing while the question has no answer.
export function expectedBonus(
  question: { points: number; answerTeamIds: number[] | null },
  teamIds: number[],
): number | null {
  if (question.answerTeamIds === null) return null;
  let right = 0;
  for (const team of teamIds) if (question.answerTeamIds.includes(team)) right += 1;
  return right * question.points;
}

type Figures = [number, number, number, number, number];

/**
 * What each player's bonus totals rows should hold, by player then `season:{id} bonus`: the sum of
 * expectedBonus over their answers to answered questions (a row of zeros when none is right).
 */
export async function expectedBonusTotals(
  knex: Knex | Knex.Transaction,
): Promise<Map<number, Map<string, Figures>>> {
  const questions = new Map<
    number,
    { seasonId: number; points: number; answerTeamIds: number[] | null }
  >();
  for (const q of await knex('season_questions').select(
    'id',
    'seasonId',
    'points',
    'answerTeamIds',
  ))
    questions.set(q.id, q);
  const byUser = new Map<number, Map<string, Figures>>();
  for (const a of await knex('season_answers').select('questionId', 'userId', 'teamIds')) {
    const question = questions.get(a.questionId)!;
    const points = expectedBonus(question, a.teamIds);
    if (points === null) continue;
    const rows = byUser.get(a.userId) ?? new Map<string, Figures>();
    const key = `season:${question.seasonId} bonus`;
    const [before] = rows.get(key) ?? [0];
    rows.set(key, [before + points, 0, 0, 0, 0]);
    byUser.set(a.userId, rows);
  }
  return byUser;
}
