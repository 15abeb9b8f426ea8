import Router from '@koa/router';
import { requireAdmin, currentUser } from '../../lib/auth';
import { logoRules, receiveImage } from '../../lib/upload';
import { parseId } from '../../lib/validate';
import * as logos from './logo-service';

export const teamLogoRouter = new Router({ prefix: '/admin/teams' });
teamLogoRouter.use(requireAdmin);

/**
 * POST /admin/teams/{id}/logo, multipart field `logo` (JPEG, PNG or GIF, at most 5MB) → {logoUrl}.
 * The team's previous uploaded logo file is removed.
 */
teamLogoRouter.post('/:id/logo', async (ctx) => {
  const id = parseId(ctx.params.id);
  await logos.assertTeam(ctx.deps, id);
  const { url } = await receiveImage(ctx, logoRules('logo'));
  ctx.body = await logos.setLogo(ctx.deps, currentUser(ctx).id, id, url);
});

/** DELETE /admin/teams/{id}/logo → {logoUrl: null}; the file is removed. Idempotent without a logo. */
teamLogoRouter.delete('/:id/logo', async (ctx) => {
  ctx.body = await logos.clearLogo(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});
