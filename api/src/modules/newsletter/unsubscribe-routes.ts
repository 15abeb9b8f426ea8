import Router from '@koa/router';
import { ADMIN_CONTENT_MESSAGES as M } from '@predictor/contracts';
import { badRequest } from '../../lib/errors';
import { unsubscribe } from './unsubscribe';

/** Public one-click unsubscribe (the link in every newsletter and its List-Unsubscribe header). */
export const newsletterUnsubscribeRouter = new Router({ prefix: '/newsletter' });

const DONE = 'You have been unsubscribed and will no longer receive the weekly newsletter.';

const tokenOf = (query: Record<string, unknown>) =>
  typeof query.token === 'string' ? query.token : '';

function page(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${message}</p><p><a href="/">Back to the game</a></p></body></html>`;
}

/** GET /newsletter/unsubscribe?token= → a small HTML page (400 for a bad or expired token) */
newsletterUnsubscribeRouter.get('/unsubscribe', async (ctx) => {
  const ok = await unsubscribe(ctx.deps, tokenOf(ctx.query));
  ctx.status = ok ? 200 : 400;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = ok ? page('Unsubscribed', DONE) : page('Link not valid', M.invalidUnsubscribe);
});

/** POST /newsletter/unsubscribe?token= (RFC 8058 one-click) → {message}; 400 INVALID_LINK for a bad token */
newsletterUnsubscribeRouter.post('/unsubscribe', async (ctx) => {
  if (!(await unsubscribe(ctx.deps, tokenOf(ctx.query))))
    throw badRequest(M.invalidUnsubscribe, undefined, 'INVALID_LINK');
  ctx.body = { message: DONE };
});
