import Router from '@koa/router';
import { seasonAnswerSchema } from '@predictor/contracts';
import { currentUser, requireUser } from '../../lib/auth';
import { parse, parseId } from '../../lib/validate';
import * as questions from './service';

export const seasonQuestionsRouter = new Router({ prefix: '/seasons/:id/questions' });

/** GET /seasons/{id}/questions → SeasonQuestions {season, teams, questions} (the caller's picks when signed in); 404 'Season not found'. */
seasonQuestionsRouter.get('/', async (ctx) => {
  const userId = ctx.state.user?.id ?? null;
  ctx.body = await questions.seasonQuestions(ctx.deps, parseId(ctx.params.id), userId);
});

/** PUT /seasons/{id}/questions/{questionId}/answer {teamIds} → SeasonQuestion; 400 QUESTION_CLOSED after the deadline. */
seasonQuestionsRouter.put('/:questionId/answer', requireUser, async (ctx) => {
  const seasonId = parseId(ctx.params.id);
  const questionId = parseId(ctx.params.questionId, 'questionId');
  const input = parse(seasonAnswerSchema, ctx.request.body);
  ctx.body = await questions.saveAnswer(ctx.deps, currentUser(ctx).id, seasonId, questionId, input);
});
