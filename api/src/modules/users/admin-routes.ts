import Router from '@koa/router';
import { adminPasswordSchema, adminRoleSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendPage } from '../../lib/simple-rest';
import { parse, parseId } from '../../lib/validate';
import { listPage, USER_SORTABLE } from './admin-list';
import * as users from './admin-service';

export const usersAdminRouter = new Router();

/**
 * GET /admin/users → AdminUser[] {id, email, teamName, firstName, lastName, role, isActive, isEmailVerified,
 * favouriteTeam{name,logoUrl}|null, _count{predictions}, lastLogin, createdAt}, one page (default 25, joined
 * newest first) with Content-Range carrying the filtered total, with or without simple-REST parameters.
 * Filter {q, role, status|isActive, id}; sort name, teamName, favouriteTeam, predictions, lastLogin, createdAt, ...
 */
usersAdminRouter.get('/admin/users', requireAdmin, async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: USER_SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
  });
  sendPage(ctx, 'users', params, await listPage(ctx.deps, params));
});

/** GET /admin/users/{id} → AdminUser */
usersAdminRouter.get('/admin/users/:id', requireAdmin, async (ctx) => {
  ctx.body = await users.getOne(ctx.deps, parseId(ctx.params.id));
});

/**
 * PUT /admin/users/{id} {email, teamName, firstName?, lastName?, isActive?}, whole or partial (merged over
 * the stored user, then validated) → AdminUser; 409 on a taken e-mail or team name
 */
usersAdminRouter.put('/admin/users/:id', requireAdmin, async (ctx) => {
  const id = parseId(ctx.params.id);
  ctx.body = await users.update(ctx.deps, currentUser(ctx).id, id, ctx.request.body);
});

/** PUT /admin/users/{id}/password {password} → AdminUser */
usersAdminRouter.put('/admin/users/:id/password', requireAdmin, async (ctx) => {
  const id = parseId(ctx.params.id);
  const { password } = parse(adminPasswordSchema, ctx.request.body);
  ctx.body = await users.setPassword(ctx.deps, currentUser(ctx).id, id, password);
});

/** PUT /admin/users/{id}/role {role: user|admin} → AdminUser; 400 when an admin demotes themself */
usersAdminRouter.put('/admin/users/:id/role', requireAdmin, async (ctx) => {
  const id = parseId(ctx.params.id);
  const { role } = parse(adminRoleSchema, ctx.request.body);
  ctx.body = await users.setRole(ctx.deps, currentUser(ctx).id, id, role);
});

/** PUT /admin/users/{id}/toggle-status → AdminUser with isActive flipped; 400 on one's own account */
usersAdminRouter.put('/admin/users/:id/toggle-status', requireAdmin, async (ctx) => {
  ctx.body = await users.toggleStatus(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});

/** GET /users/search?q= (admin only; q ≥ 2 characters) → at most 10 [{id, teamName, email}] */
usersAdminRouter.get('/users/search', requireAdmin, async (ctx) => {
  ctx.body = await users.search(ctx.deps, ctx.query.q);
});
