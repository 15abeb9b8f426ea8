import Router from '@koa/router';
import {
  MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@predictor/contracts';
import { afterAnswer } from '../../lib/after-answer';
import { currentUser, requireUser } from '../../lib/auth';
import { brandPublicUrl, requestBrand } from '../../lib/brands';
import { limitPerAccount, limitPerIp } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import * as auth from './service';

export const authRouter = new Router({ prefix: '/auth' });

/** POST /auth/register {email, password, teamName, firstName?, lastName?} → 201 {token, user} */
authRouter.post('/register', limitPerIp('register'), async (ctx) => {
  const input = parse(registerSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await auth.register(ctx.deps, input, requestBrand(ctx).id);
});

/** POST /auth/login {email, password} → {token, user}; 401 on wrong credentials or a deactivated account */
authRouter.post(
  '/login',
  limitPerIp('login'),
  limitPerAccount('login', (b) => b.email, { failuresOnly: true }),
  async (ctx) => {
    const { email, password } = parse(loginSchema, ctx.request.body);
    ctx.body = await auth.login(ctx.deps, email, password);
  },
);

/** GET /auth/me → {user} */
authRouter.get('/me', requireUser, async (ctx) => {
  ctx.body = { user: await auth.me(ctx.deps, currentUser(ctx).id) };
});

/**
 * POST /auth/forgot-password {email} → {message}, the same whether or not the address exists, and
 * in the same time: the lookup, the link and the mail happen after the answer.
 */
authRouter.post(
  '/forgot-password',
  limitPerIp('forgot'),
  limitPerAccount('forgot', (b) => b.email, { failuresOnly: false }),
  async (ctx) => {
    const { email } = parse(forgotPasswordSchema, ctx.request.body);
    const brand = requestBrand(ctx);
    const siteUrl = brandPublicUrl(ctx.deps.config.publicUrl, brand, ctx.hostname);
    ctx.body = { message: MESSAGES.resetEmailSent };
    afterAnswer(ctx, () => auth.sendResetLink(ctx.deps, email, brand, siteUrl));
  },
);

/** POST /auth/reset-password {token, password} → {message} */
authRouter.post('/reset-password', limitPerIp('reset'), async (ctx) => {
  const { token, password } = parse(resetPasswordSchema, ctx.request.body);
  ctx.body = await auth.resetPassword(ctx.deps, token, password);
});

/**
 * POST /auth/change-password {currentPassword, newPassword} → {token, message}: every other session
 * ends; this device continues with the new token. A wrong current password is 400 WRONG_PASSWORD,
 * counted per account like a failed login.
 */
authRouter.post(
  '/change-password',
  requireUser,
  limitPerIp('change-password'),
  limitPerAccount('change-password', (_body, ctx) => String(currentUser(ctx).id), {
    failuresOnly: true,
    isFailure: (error) => error.code === 'WRONG_PASSWORD',
  }),
  async (ctx) => {
    const input = parse(changePasswordSchema, ctx.request.body);
    ctx.body = await auth.changePassword(ctx.deps, currentUser(ctx).id, input);
  },
);

/** POST /auth/sign-out-everywhere → 204: every session of the caller ends, this one included. */
authRouter.post('/sign-out-everywhere', requireUser, async (ctx) => {
  await auth.signOutEverywhere(ctx.deps, currentUser(ctx).id);
  ctx.status = 204;
});
