import Router from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { deleteAccountSchema } from '@predictor/contracts';
import { currentUser, requireUser } from '../../lib/auth';
import { limitPerAccount, limitPerIp } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import { deleteAccount } from './account-delete';
import { exportAccount } from './account-export';

/** "Your data" on the profile (UK GDPR): the signed-in player's own data, only ever their own. */
export const accountRouter = new Router({ prefix: '/users/me' });

/** GET /users/me/export → a JSON file (attachment) of everything kept about the caller; never cached. */
accountRouter.get('/export', requireUser, async (ctx) => {
  const { id } = currentUser(ctx);
  const data = await exportAccount(ctx.deps, id);
  const day = ctx.deps.now().toISOString().slice(0, 10);
  ctx.set('Content-Disposition', `attachment; filename="predictor-data-${id}-${day}.json"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(data, null, 2);
});

/**
 * DELETE /users/me {password, confirmation} → 204: the account is erased at once. A wrong password is
 * 400 WRONG_PASSWORD, counted per account like a failed login (429 beyond the limit); the last
 * admin gets 409 LAST_ADMIN.
 */
accountRouter.delete(
  '/',
  requireUser,
  // The app-wide body parser reads POST, PUT and PATCH bodies only.
  koaBody({
    parsedMethods: [HttpMethodEnum.DELETE],
    jsonLimit: '16kb',
    urlencoded: false,
    text: false,
  }),
  limitPerIp('delete-account'),
  limitPerAccount('delete-account', (_body, ctx) => String(currentUser(ctx).id), {
    failuresOnly: true,
    isFailure: (error) => error.code === 'WRONG_PASSWORD',
  }),
  async (ctx) => {
    const input = parse(deleteAccountSchema, ctx.request.body ?? {});
    await deleteAccount(ctx.deps, currentUser(ctx).id, input);
    ctx.status = 204;
  },
);
