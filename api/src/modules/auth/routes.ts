import Router from '@koa/router';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@predictor/contracts';
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

/** POST /auth/forgot-password {email} → {message}, the same whether or not the address exists */
authRouter.post(
  '/forgot-password',
  limitPerIp('forgot'),
  limitPerAccount('forgot', (b) => b.email, { failuresOnly: false }),
  async (ctx) => {
    const { email } = parse(forgotPasswordSchema, ctx.request.body);
    const brand = requestBrand(ctx);
    const siteUrl = brandPublicUrl(ctx.deps.config.publicUrl, brand, ctx.hostname);
    ctx.body = await auth.forgotPassword(ctx.deps, email, brand, siteUrl);
  },
);

/** POST /auth/reset-password {token, password} → {message} */
authRouter.post('/reset-password', limitPerIp('reset'), async (ctx) => {
  const { token, password } = parse(resetPasswordSchema, ctx.request.body);
  ctx.body = await auth.resetPassword(ctx.deps, token, password);
});
