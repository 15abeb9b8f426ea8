import Router from '@koa/router';
import { publicBrand, requestBrand } from '../../lib/brands';

export const brandRouter = new Router();

/** GET /brand → {id, name, logo, accentColour, mailSenderName}: the brand of the request's host. */
brandRouter.get('/brand', async (ctx) => {
  ctx.set('Vary', 'Host, X-Forwarded-Host');
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = publicBrand(requestBrand(ctx));
});
