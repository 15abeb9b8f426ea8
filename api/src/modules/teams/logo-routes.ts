import Router from '@koa/router';
import type { Context } from 'koa';
import { requireAdmin, currentUser } from '../../lib/auth';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { logoRules, receiveImage } from '../../lib/upload';
import { parseId } from '../../lib/validate';

export const teamLogoRouter = new Router({ prefix: '/admin/teams' });
teamLogoRouter.use(requireAdmin);

const TEAM_NOT_FOUND = 'Team not found';

/** Sets (or clears, with null) a team's logo in one audited transaction; answers the old URL. */
async function replaceLogo(
  ctx: Context,
  teamId: number,
  logoUrl: string | null,
  action: string,
): Promise<string | null> {
  return ctx.deps.knex.transaction(async (trx) => {
    const team = await trx('teams').where({ id: teamId }).forUpdate().first('id', 'logoUrl');
    if (!team) throw notFound(TEAM_NOT_FOUND);
    await trx('teams').where({ id: teamId }).update({ logoUrl, updatedAt: ctx.deps.now() });
    await recordAudit(trx, {
      actorId: currentUser(ctx).id,
      action,
      resource: 'teams',
      resourceId: teamId,
      before: { logoUrl: team.logoUrl },
      after: { logoUrl },
    });
    return team.logoUrl as string | null;
  });
}

/**
 * POST /admin/teams/{id}/logo, multipart field `logo` (JPEG, PNG or GIF, at most 5MB) → {logoUrl}.
 * The team's previous uploaded logo file is removed.
 */
teamLogoRouter.post('/:id/logo', async (ctx) => {
  const id = parseId(ctx.params.id);
  const exists = await ctx.deps.knex('teams').where({ id }).first('id');
  if (!exists) throw notFound(TEAM_NOT_FOUND);
  const { url } = await receiveImage(ctx, logoRules('logo'));
  let previous: string | null;
  try {
    previous = await replaceLogo(ctx, id, url, 'upload_logo');
  } catch (error) {
    await ctx.deps.storage.remove(url);
    throw error;
  }
  if (previous && previous !== url) await ctx.deps.storage.remove(previous);
  ctx.body = { logoUrl: url };
});

/** DELETE /admin/teams/{id}/logo → {logoUrl: null}; the file is removed. Idempotent without a logo. */
teamLogoRouter.delete('/:id/logo', async (ctx) => {
  const id = parseId(ctx.params.id);
  const team = await ctx.deps.knex('teams').where({ id }).first('id', 'logoUrl');
  if (!team) throw notFound(TEAM_NOT_FOUND);
  if (!team.logoUrl) {
    ctx.body = { logoUrl: null };
    return;
  }
  const previous = await replaceLogo(ctx, id, null, 'delete_logo');
  await ctx.deps.storage.remove(previous);
  ctx.body = { logoUrl: null };
});
