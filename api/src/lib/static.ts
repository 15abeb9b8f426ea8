import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { send } from '@koa/send';

/**
 * Serves a built single-page app under `prefix` with history fallback: a path that is not a file
 * answers index.html, so a deep link loads the app. Hashed assets are cached for a year.
 */
export function spa(root: string, prefix: string) {
  const index = path.join(root, 'index.html');
  return async (ctx: Context, next: Next) => {
    if (!['GET', 'HEAD'].includes(ctx.method)) return next();
    if (prefix !== '/' && ctx.path !== prefix.replace(/\/$/, '') && !ctx.path.startsWith(prefix))
      return next();
    const relative = ctx.path.slice(prefix.length) || 'index.html';
    if (relative.startsWith('assets/')) {
      try {
        await send(ctx, relative, { root, maxage: 365 * 24 * 3600 * 1000, immutable: true });
        return;
      } catch {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
    }
    if (
      relative !== 'index.html' &&
      /\.[a-z0-9]+$/i.test(relative) &&
      existsSync(path.join(root, relative))
    ) {
      await send(ctx, relative, { root, maxage: 3600 * 1000 });
      return;
    }
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = `The app at ${prefix} is not built yet. Run "npm run build".`;
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}

/** Serves uploaded files with their type, nosniff and long caching (names are random, never reused). */
export function uploads(root: string) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/uploads/')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if (
      !['GET', 'HEAD'].includes(ctx.method) ||
      !/^[a-f0-9]{32}\.(png|jpg|gif|webp|svg)$/.test(name)
    ) {
      ctx.status = 404;
      ctx.body = { message: 'Not found', code: 'NOT_FOUND' };
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Only the server writes SVG (generated crests); a strict policy keeps any SVG inert all the same.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    try {
      await send(ctx, name, { root, maxage: 365 * 24 * 3600 * 1000, immutable: true });
    } catch {
      ctx.status = 404;
      ctx.body = { message: 'Not found', code: 'NOT_FOUND' };
    }
  };
}
