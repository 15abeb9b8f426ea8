import Router from '@koa/router';
import { currentUser, requireUser } from '../../lib/auth';
import { parseId } from '../../lib/validate';
import * as trophies from './service';

export const trophiesRouter = new Router({ prefix: '/trophies' });

/** GET /trophies/user → {awards:[{id, trophy:{id, name, description, imageUrl, trophyType}, reason, awardedAt}]}, own, newest first */
trophiesRouter.get('/user', requireUser, async (ctx) => {
  ctx.body = { awards: await trophies.userAwards(ctx.deps, currentUser(ctx).id) };
});

/** GET /trophies/user/featured → {awards} own, at most 8, first places first */
trophiesRouter.get('/user/featured', requireUser, async (ctx) => {
  ctx.body = { awards: await trophies.featuredAwards(ctx.deps, currentUser(ctx).id) };
});

/** GET /trophies/user/{id} → {awards}; 404 'User not found' */
trophiesRouter.get('/user/:id', async (ctx) => {
  ctx.body = { awards: await trophies.userAwards(ctx.deps, parseId(ctx.params.id)) };
});

/** GET /trophies/user/{id}/featured → {awards} at most 8 */
trophiesRouter.get('/user/:id/featured', async (ctx) => {
  ctx.body = { awards: await trophies.featuredAwards(ctx.deps, parseId(ctx.params.id)) };
});
