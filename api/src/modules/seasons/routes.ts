import Router from '@koa/router';
import { z } from 'zod';
import { parse, parseId } from '../../lib/validate';
import * as seasons from './service';

export const seasonsRouter = new Router({ prefix: '/seasons' });

const listQuery = z.object({
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
});

/** GET /seasons[?active=true] → Season[] ordered by order, then name. */
seasonsRouter.get('/', async (ctx) => {
  const { active } = parse(listQuery, ctx.query);
  ctx.body = await seasons.listSeasons(ctx.deps, { active: active === 'true' });
});

/** GET /seasons/{id} → Season; 404 'Season not found'. */
seasonsRouter.get('/:id', async (ctx) => {
  ctx.body = await seasons.getSeason(ctx.deps, parseId(ctx.params.id));
});

/** GET /seasons/{id}/match-groups → MatchGroup[] {id, name, description, matchWeek, isActive, startDate, endDate, matchCount}. */
seasonsRouter.get('/:id/match-groups', async (ctx) => {
  ctx.body = await seasons.listMatchGroups(ctx.deps, parseId(ctx.params.id));
});

/** GET /seasons/{id}/current-match-group → MatchGroup chosen by the 36-hour rule; 404 without groups. */
seasonsRouter.get('/:id/current-match-group', async (ctx) => {
  ctx.body = await seasons.seasonCurrentMatchGroup(ctx.deps, parseId(ctx.params.id));
});
