import Router from '@koa/router';
import { requireAdmin } from '../../lib/auth';
import { matchDistribution } from './distribution-service';

export const distributionRouter = new Router({ prefix: '/admin/match-distribution' });

/**
 * GET /admin/match-distribution → [{id, name, expectedPerWeek, totalMatches, matchGroups[{id,name,matchWeek,matchCount}],
 * matchesWithNoGroup[AdminMatch & {problem}], matchesWithWrongGroup[AdminMatch & {problem}]}], one per active season.
 */
distributionRouter.get('/', requireAdmin, async (ctx) => {
  ctx.body = await matchDistribution(ctx.deps);
});
