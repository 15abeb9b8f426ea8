import Router from '@koa/router';
import { ADMIN_CONTENT_MESSAGES as M } from '@predictor/contracts';
import { badRequest } from '../../lib/errors';
import { unsubscribe, type UnsubscribeKind } from './unsubscribe';

/** Public one-click unsubscribe (the link in every newsletter, reminder and recap, and their List-Unsubscribe header). */
export const newsletterUnsubscribeRouter = new Router({ prefix: '/newsletter' });

const DONE: Record<UnsubscribeKind, string> = {
  all: 'You have been unsubscribed and will no longer receive the weekly newsletter.',
  reminders:
    'You will no longer receive deadline reminders by e-mail. Other e-mails from the game are unchanged; you can turn reminder e-mails back on in your profile.',
};

const tokenOf = (query: Record<string, unknown>) =>
  typeof query.token === 'string' ? query.token : '';

function page(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${message}</p><p><a href="/">Back to the game</a></p></body></html>`;
}

/** GET /newsletter/unsubscribe?token= → a small HTML page (400 for a bad or expired token) */
newsletterUnsubscribeRouter.get('/unsubscribe', async (ctx) => {
  const kind = await unsubscribe(ctx.deps, tokenOf(ctx.query));
  ctx.status = kind ? 200 : 400;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = kind ? page('Unsubscribed', DONE[kind]) : page('Link not valid', M.invalidUnsubscribe);
});

/** POST /newsletter/unsubscribe?token= (RFC 8058 one-click) → {message}; 400 INVALID_LINK for a bad token */
newsletterUnsubscribeRouter.post('/unsubscribe', async (ctx) => {
  const kind = await unsubscribe(ctx.deps, tokenOf(ctx.query));
  if (!kind) throw badRequest(M.invalidUnsubscribe, undefined, 'INVALID_LINK');
  ctx.body = { message: DONE[kind] };
});
