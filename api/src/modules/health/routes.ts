import Router from '@koa/router';

export const healthRouter = new Router();

/** GET /health → {status:"ok"} after a database round trip; 503 when the database does not answer. */
healthRouter.get('/health', async (ctx) => {
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
