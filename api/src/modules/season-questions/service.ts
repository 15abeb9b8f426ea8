import { ADMIN_MESSAGES } from '@predictor/contracts';
import { questionOpen, SEASON_QUESTION_MESSAGES as M } from '@predictor/contracts/rules';
import type { SeasonAnswerInput } from '@predictor/contracts/types';
import { Season, SeasonAnswer, SeasonQuestion } from '../../models';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { presentQuestion } from './presenter';
import { seasonTeams, teamsOutsideSeason } from './teams';

/**
 * GET /seasons/{id}/questions: the season's teams and questions by deadline, each with the caller's
 * picks (none for a guest) and points; other players' picks never before the deadline, after it only
 * as counts per team. 404 'Season not found'.
 */
export async function seasonQuestions(deps: AppDeps, seasonId: number, userId: number | null) {
  const { knex } = deps;
  const season = await Season.query(knex).findById(seasonId).select('id', 'name');
  if (!season) throw notFound(ADMIN_MESSAGES.seasonNotFound);
  const now = deps.now();
  const [teams, questions] = await Promise.all([
    seasonTeams(knex, seasonId),
    SeasonQuestion.query(knex)
      .where({ seasonId })
      .orderBy([{ column: 'deadline' }, { column: 'id' }]),
  ]);
  const ids = questions.map((q) => q.id);
  const closed = questions.filter((q) => !questionOpen(q, now)).map((q) => q.id);
  const [mine, counts, picks] = await Promise.all([
    userId === null
      ? []
      : SeasonAnswer.query(knex)
          .whereIn('questionId', ids)
          .where({ userId })
          .select('questionId', 'teamIds'),
    knex('seasonAnswers')
      .whereIn('questionId', ids)
      .groupBy('questionId')
      .select('questionId', knex.raw('count(*)::int AS answers')) as Promise<
      { questionId: number; answers: number }[]
    >,
    // Counts only, and only of questions past their deadline: a player's picks never leave the database.
    knex
      .from(knex.raw('season_answers a, unnest(a.team_ids) AS pick(team_id)'))
      .whereIn('a.questionId', closed)
      .groupBy('a.questionId', 'pick.teamId')
      .orderBy([
        { column: 'a.questionId' },
        { column: 'count', order: 'desc' },
        { column: 'pick.teamId' },
      ])
      .select('a.questionId', 'pick.teamId', knex.raw('count(*)::int AS count')) as Promise<
      { questionId: number; teamId: number; count: number }[]
    >,
  ]);
  const mineOf = new Map(mine.map((a) => [a.questionId, a.teamIds]));
  const answersOf = new Map(counts.map((c) => [c.questionId, Number(c.answers)]));
  return {
    season: { id: season.id, name: season.name },
    teams,
    questions: questions.map((question) =>
      presentQuestion(
        question,
        {
          mine: mineOf.get(question.id) ?? null,
          answers: answersOf.get(question.id) ?? 0,
          pickCounts: picks
            .filter((p) => p.questionId === question.id)
            .map((p) => ({ teamId: p.teamId, count: Number(p.count) })),
        },
        now,
      ),
    ),
  };
}

/**
 * PUT /seasons/{id}/questions/{questionId}/answer: saves the caller's picks (made or changed) while
 * the question is open. The question row is read FOR SHARE, so an admin's change to it (deadline,
 * answer) waits for the save or goes first. 404 for a question of another season; 400
 * QUESTION_CLOSED at or after the deadline (the API's clock); 400 for a wrong number of teams or a
 * team outside the season.
 */
export async function saveAnswer(
  deps: AppDeps,
  userId: number,
  seasonId: number,
  questionId: number,
  input: SeasonAnswerInput,
) {
  await deps.knex.transaction(async (trx) => {
    const question = await SeasonQuestion.query(trx).findById(questionId).forShare();
    if (!question || question.seasonId !== seasonId) throw notFound(M.questionNotFound);
    if (!questionOpen(question, deps.now()))
      throw badRequest(M.closed, undefined, 'QUESTION_CLOSED');
    if (input.teamIds.length !== question.picks)
      throw badRequest(M.wrongPickCount(question.picks), {
        teamIds: M.wrongPickCount(question.picks),
      });
    if ((await teamsOutsideSeason(trx, seasonId, input.teamIds)).length > 0)
      throw badRequest(M.teamNotInSeason, { teamIds: M.teamNotInSeason });
    await trx.raw(
      `INSERT INTO season_answers (question_id, user_id, team_ids) VALUES (?, ?, ?::integer[])
       ON CONFLICT (question_id, user_id) DO UPDATE SET team_ids = EXCLUDED.team_ids, updated_at = now()`,
      [questionId, userId, input.teamIds],
    );
  });
  const answer = await seasonQuestions(deps, seasonId, userId);
  return answer.questions.find((q) => q.id === questionId)!;
}
