import Router from '@koa/router';
import { requireAdmin } from '../../lib/auth';
import { dashboardTotals } from './dashboard-service';

export const dashboardRouter = new Router({ prefix: '/admin/dashboard' });

/** GET /admin/dashboard → {totalUsers, totalPredictions, totalMatches} (admin only) */
dashboardRouter.get('/', requireAdmin, async (ctx) => {
  ctx.body = await dashboardTotals(ctx.deps);
});
