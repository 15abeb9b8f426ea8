import Router from '@koa/router';
import { requireAdmin } from '../../lib/auth';
import { dashboardActivity } from './activity-service';
import { dashboardTotals } from './dashboard-service';

export const dashboardRouter = new Router({ prefix: '/admin/dashboard' });

/** GET /admin/dashboard → {totalUsers, totalPredictions, totalMatches} (admin only) */
dashboardRouter.get('/', requireAdmin, async (ctx) => {
  ctx.body = await dashboardTotals(ctx.deps);
});

/** GET /admin/dashboard/activity → {predictionsPerDay[56], activePlayersPerWeek[8], today:{total, awaitingResult, matches}} (admin only) */
dashboardRouter.get('/activity', requireAdmin, async (ctx) => {
  ctx.body = await dashboardActivity(ctx.deps);
});
