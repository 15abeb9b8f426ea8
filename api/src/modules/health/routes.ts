import Router from '@koa/router';

export const healthRouter = new Router();

/**
 * GET /health → {status:"ok"} after a database round trip; 503 when the database does not answer,
 * or while the instance starts (its leaderboards are being read: server.ts).
 */
healthRouter.get('/health', async (ctx) => {
  if (ctx.deps.starting && !ctx.deps.starting.ready) {
    ctx.status = 503;
    ctx.body = {
      status: 'starting',
      message: 'The server is starting: the leaderboards are being loaded',
      code: 'STARTING',
    };
    return;
  }
  try {
    await Promise.race([
      ctx.deps.knex.raw('select 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000)),
    ]);
    ctx.body = { status: 'ok' };
  } catch {
    ctx.status = 503;
    ctx.body = {
      status: 'unavailable',
      message: 'The database is not reachable',
      code: 'UNAVAILABLE',
    };
  }
});
