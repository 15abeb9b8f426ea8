import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { AppDeps } from './lib/context';
import { authenticate } from './lib/auth';
import { errorMiddleware, HttpError, notFound, unauthorized } from './lib/errors';
import { requestContext } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { createAuthLimits } from './lib/rate-limit';
import { securityHeaders } from './lib/security';
import { bootPageFor, earlyGetsFor } from './lib/boot-pages';
import { withBootShell } from './lib/boot-shell';
import { brandIndexHtml, requestBrand } from './lib/brands';
import { spa, uploads } from './lib/static';
import { manifestRoute, touchIconFor } from './lib/web-manifest';
import { routers } from './routes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Metrics are for the operator: the METRICS_TOKEN bearer token when one is set, else loopback clients only. */
function metricsAllowed(ctx: Koa.Context, token: string | undefined): boolean {
  if (token) return ctx.get('authorization') === `Bearer ${token}`;
  return LOOPBACK.has(ctx.ip);
}

/** Builds the Koa app (no listening): API under /api, uploads, back office under /admin, player site. */
export function createApp(
  deps: AppDeps,
  options: { playerDist?: string; backofficeDist?: string } = {},
) {
  const app = new Koa({ proxy: deps.config.trustProxy });
  app.context.deps = deps;
  app.context.authLimits = createAuthLimits(deps.config, deps.knex);
  const metrics = createMetrics(deps.knex);

  // A request id on every log line of the request and in the X-Request-Id answer header.
  app.use(async (ctx, next) => {
    const requestId = randomUUID();
    ctx.set('X-Request-Id', requestId);
    ctx.log = deps.log.child({ requestId });
    const started = performance.now();
    await requestContext.run({ requestId }, next);
    if (ctx.path.startsWith('/api/')) {
      ctx.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use(errorMiddleware());
  app.use(securityHeaders());

  const api = new Router({ prefix: '/api' });
  api.use(metrics.middleware);
  api.get('/metrics', async (ctx) => {
    if (!metricsAllowed(ctx, deps.config.metricsToken))
      throw unauthorized('Metrics need the METRICS_TOKEN bearer token');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  // JSON answers compressed (a season's fixtures: 240 kB → about 20 kB on a phone's network). Fast
  // settings: the CPU spent per answer stays small next to its query. Small answers go as they are.
  api.use(
    compress({
      threshold: 2048,
      gzip: { level: 5 },
      deflate: false,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    }),
  );
  api.use(
    koaBody({
      jsonLimit: deps.config.bodyLimit,
      formLimit: deps.config.bodyLimit,
      textLimit: deps.config.bodyLimit,
      multipart: false,
    }),
  );
  api.use(authenticate);
  // A write may have set a result: the live feed reads its events now rather than at its next poll.
  api.use(async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.status < 400) void deps.live.wake();
  });
  // No allowedMethods() per router: the fallback below answers a known path's other methods (405), and
  // each one would add a layer to every request's chain.
  for (const router of routers) api.use(router.routes());
  app.use(api.routes());
  // No API route answered: 405 with a message for a known path called with another method, else a JSON 404.
  app.use(async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    const matched = api.match(ctx.path, ctx.method);
    if (matched.path.some((layer) => layer.methods.length > 0)) {
      const allow = [...new Set(matched.path.flatMap((layer) => layer.methods))].join(', ');
      throw new HttpError(405, `${ctx.method} is not allowed on ${ctx.path}`, {
        code: 'METHOD_NOT_ALLOWED',
        headers: { Allow: allow },
      });
    }
    throw notFound(`No API route for ${ctx.method} ${ctx.path}`);
  });
  app.use(uploads(deps.storage));
  app.use(spa(options.backofficeDist ?? path.join(ROOT, 'backoffice/dist'), '/admin/'));
  const playerDist = options.playerDist ?? path.join(ROOT, 'player/dist');
  app.use(manifestRoute(playerDist));
  app.use(
    spa(playerDist, '/', async (html, ctx) => {
      const brand = requestBrand(ctx);
      const dressed = brandIndexHtml(html, brand, touchIconFor(playerDist, brand));
      return withBootShell(
        dressed,
        brand,
        await bootPageFor(deps, ctx.path),
        earlyGetsFor(ctx.path, ctx.querystring, deps.now()),
      );
    }),
  );
  return app;
}
