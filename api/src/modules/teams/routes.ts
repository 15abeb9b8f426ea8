import Router from '@koa/router';
import { listTeams } from './service';

export const teamsRouter = new Router({ prefix: '/teams' });

/** GET /teams → [{id, name, shortName, logoUrl, countryCode, competition: {id, name} | null}] ordered by name. */
teamsRouter.get('/', async (ctx) => {
  ctx.body = await listTeams(ctx.deps);
});
