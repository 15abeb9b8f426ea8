import Router from '@koa/router';
import {
  bulkResultsSchema,
  createMatchSchema,
  fixtureImportSchema,
  latePredictionSchema,
  matchResultSchema,
  shiftMatchesSchema,
} from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { parseListParams, sendAll, sendPage } from '../../lib/simple-rest';
import { parse, parseId } from '../../lib/validate';
import * as matches from './admin-service';
import { highlightPage, listAll, listPage } from './admin-list';
import { MATCH_SORTABLE } from './admin-presenter';
import { shiftMatches } from './bulk-service';
import { saveResults, setResult } from './results-service';
import { importFixtures } from './import-service';
import { currentPrediction, enterLatePrediction } from '../predictions/late-service';

export const matchesAdminRouter = new Router({ prefix: '/admin' });

/**
 * GET /admin/matches?season=&status=&date=YYYY-MM-DD → AdminMatch[] by kick-off (plain query parameters).
 * simple-REST: filter {seasonId, status, date, matchGroupId, q, id, currentWeek, awaitingResult} with
 * sort (also `todayFirst`)/range, one page plus Content-Range. With highlight={matchId} (and range), the
 * page of that size holding the match among its season's matches; Content-Range says which.
 */
matchesAdminRouter.get('/matches', requireAdmin, async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: MATCH_SORTABLE,
    defaultSort: ['matchDate', 'ASC'],
  });
  if (ctx.query.highlight !== undefined) {
    const matchId = parseId(ctx.query.highlight, 'highlight');
    if (ctx.query.range === undefined) throw badRequest('A highlight needs a range');
    const page = await highlightPage(ctx.deps, params, matchId);
    return sendPage(ctx, 'matches', page.params, page);
  }
  const plain: Record<string, unknown> = {};
  for (const key of ['season', 'status', 'date'] as const) {
    const value = ctx.query[key];
    if (typeof value === 'string' && value !== '') plain[key] = value;
  }
  const filter = { ...plain, ...params.filter };
  if (params.simpleRest)
    return sendPage(ctx, 'matches', params, await listPage(ctx.deps, { ...params, filter }));
  sendAll(ctx, 'matches', await listAll(ctx.deps, filter));
});

/**
 * POST /admin/matches/results {results:[{matchId, status?, homeGoals?, awayGoals?}]} → {updated, matches,
 * outcomes:[{matchId, status, scored, withPoints, correction}]}; status finished (default, needs both goals),
 * postponed or cancelled (no goals). Any bad row: 400 {message, code, rows} and nothing saved.
 */
matchesAdminRouter.post('/matches/results', requireAdmin, async (ctx) => {
  const { results } = parse(bulkResultsSchema, ctx.request.body);
  ctx.body = await saveResults(ctx.deps, currentUser(ctx).id, results);
});

/** POST /admin/matches/shift {matchIds, minutes} → {updated, matches}; 404 when a match is unknown */
matchesAdminRouter.post('/matches/shift', requireAdmin, async (ctx) => {
  const input = parse(shiftMatchesSchema, ctx.request.body);
  ctx.body = await shiftMatches(ctx.deps, currentUser(ctx).id, input);
});

/** GET /admin/matches/{id} → AdminMatch */
matchesAdminRouter.get('/matches/:id', requireAdmin, async (ctx) => {
  ctx.body = await matches.getOne(ctx.deps, parseId(ctx.params.id));
});

/** POST /admin/matches {season, matchGroup, homeTeam, awayTeam, matchDate, predictionsClose, venue?, matchWeek?} → 201 AdminMatch */
matchesAdminRouter.post('/matches', requireAdmin, async (ctx) => {
  const input = parse(createMatchSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await matches.create(ctx.deps, currentUser(ctx).id, input);
});

/**
 * PUT /admin/matches/{id} {matchDate, predictionsClose, matchGroupId, venue?, matchWeek?, status}, whole or
 * partial (merged over the stored match, then validated) → AdminMatch (re-scored)
 */
matchesAdminRouter.put('/matches/:id', requireAdmin, async (ctx) => {
  const id = parseId(ctx.params.id);
  ctx.body = await matches.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
});

/** POST /admin/matches/{id}/result {homeGoals, awayGoals} → AdminMatch, finished and scored (recaps queued) */
matchesAdminRouter.post('/matches/:id/result', requireAdmin, async (ctx) => {
  const id = parseId(ctx.params.id);
  const result = parse(matchResultSchema, ctx.request.body);
  ctx.body = await setResult(ctx.deps, currentUser(ctx).id, id, result);
});

/** DELETE /admin/matches/{id} → the deleted AdminMatch (its predictions leave every total) */
matchesAdminRouter.delete('/matches/:id', requireAdmin, async (ctx) => {
  ctx.body = await matches.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});

/**
 * POST /admin/seasons/{seasonId}/fixtures/import {csv, confirm?}. Dry run → {rows, valid, invalid};
 * confirm without problems → 201 {created, updated}; confirm with problems → 400 {message, code, rows, valid, invalid}.
 */
matchesAdminRouter.post('/seasons/:seasonId/fixtures/import', requireAdmin, async (ctx) => {
  const seasonId = parseId(ctx.params.seasonId, 'seasonId');
  const input = parse(fixtureImportSchema, ctx.request.body);
  const outcome = await importFixtures(ctx.deps, currentUser(ctx).id, seasonId, input);
  ctx.status = input.confirm ? 201 : 200;
  ctx.body = outcome;
});

/** GET /admin/matches/{matchId}/predictions/{userId} → {prediction | null}: what a late prediction replaces. */
matchesAdminRouter.get('/matches/:matchId/predictions/:userId', requireAdmin, async (ctx) => {
  const matchId = parseId(ctx.params.matchId, 'matchId');
  const userId = parseId(ctx.params.userId, 'userId');
  ctx.body = await currentPrediction(ctx.deps, matchId, userId);
});

/**
 * PUT /admin/matches/{matchId}/predictions/{userId} {homeGoals, awayGoals, reason} → {created, prediction}:
 * a late prediction, once the match no longer takes predictions (409 while open or when cancelled);
 * audited with the reason, marked as entered by an admin, the match re-scored.
 */
matchesAdminRouter.put('/matches/:matchId/predictions/:userId', requireAdmin, async (ctx) => {
  const matchId = parseId(ctx.params.matchId, 'matchId');
  const userId = parseId(ctx.params.userId, 'userId');
  const input = parse(latePredictionSchema, ctx.request.body);
  ctx.body = await enterLatePrediction(ctx.deps, currentUser(ctx).id, matchId, userId, input);
});
