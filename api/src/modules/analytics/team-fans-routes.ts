import Router from '@koa/router';
import { requireAdmin } from '../../lib/auth';
import { teamFans } from './team-fans-service';

export const teamFansRouter = new Router({ prefix: '/admin/team-fans' });

/** GET /admin/team-fans → [{id, name, shortName, logoUrl, countryCode, competition{name}|null, fanCount}] by fanCount desc */
teamFansRouter.get('/', requireAdmin, async (ctx) => {
  ctx.body = await teamFans(ctx.deps);
});
