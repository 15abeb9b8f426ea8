import Router from '@koa/router';
import { createSeasonQuestionSchema, seasonQuestionAnswerSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendAll, sendPage } from '../../lib/simple-rest';
import { parse, parseId } from '../../lib/validate';
import * as questions from './admin-service';

export const seasonQuestionsAdminRouter = new Router({ prefix: '/admin/season-questions' });
seasonQuestionsAdminRouter.use(requireAdmin);

/**
 * GET /admin/season-questions[?seasonId=] → AdminSeasonQuestion[] by season, then deadline.
 * simple-REST (filter {seasonId, id}) answers one page with Content-Range.
 */
seasonQuestionsAdminRouter.get('/', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: questions.SEASON_QUESTION_SORTABLE,
    defaultSort: ['deadline', 'ASC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, 'season-questions', params, await questions.listPage(ctx.deps, params));
  const season = ctx.query.seasonId ?? ctx.query.season;
  const filter =
    season === undefined || season === '' ? {} : { seasonId: parseId(season, 'seasonId') };
  sendAll(ctx, 'season-questions', await questions.listAll(ctx.deps, filter));
});

/** GET /admin/season-questions/{id} → AdminSeasonQuestion */
seasonQuestionsAdminRouter.get('/:id', async (ctx) => {
  ctx.body = await questions.getOne(ctx.deps, parseId(ctx.params.id));
});

/** POST /admin/season-questions {seasonId, text, deadline?, points, picks} → 201 AdminSeasonQuestion */
seasonQuestionsAdminRouter.post('/', async (ctx) => {
  const input = parse(createSeasonQuestionSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await questions.create(ctx.deps, currentUser(ctx).id, input);
});

/** PUT /admin/season-questions/{id} {text, deadline, points, picks}, whole or partial → AdminSeasonQuestion (re-scored) */
seasonQuestionsAdminRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  ctx.body = await questions.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
});

/** DELETE /admin/season-questions/{id} → the deleted AdminSeasonQuestion; its bonus points leave the table */
seasonQuestionsAdminRouter.delete('/:id', async (ctx) => {
  ctx.body = await questions.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});

/** POST /admin/season-questions/{id}/answer {teamIds | null} → AdminSeasonQuestion; scores (or re-scores) the season's bonus */
seasonQuestionsAdminRouter.post('/:id/answer', async (ctx) => {
  const id = parseId(ctx.params.id);
  const input = parse(seasonQuestionAnswerSchema, ctx.request.body);
  ctx.body = await questions.setAnswer(ctx.deps, currentUser(ctx).id, id, input);
});
