import { ADMIN_MESSAGES } from '@predictor/contracts';
import { Team } from '../../models';
import { auditedChange } from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { TEAMS } from './admin-service';

/** 404 'Team not found' unless the team exists: checked before an upload is received. */
export async function assertTeam(deps: AppDeps, teamId: number): Promise<void> {
  if (!(await Team.query(deps.knex).findById(teamId).select('id')))
    throw notFound(ADMIN_MESSAGES.teamNotFound);
}

/** Sets (or clears, with null) a team's logo, row locked and audited; answers the old URL. */
async function replaceLogo(
  deps: AppDeps,
  actorId: number,
  teamId: number,
  logoUrl: string | null,
): Promise<string | null> {
  let previous = null as string | null;
  await auditedChange(deps, TEAMS, actorId, teamId, {
    action: logoUrl === null ? 'delete_logo' : 'upload_logo',
    apply: async (trx, before) => {
      previous = before.logoUrl;
      await Team.query(trx).findById(teamId).patch({ logoUrl });
    },
    audit: (before, after) => ({
      before: { logoUrl: before.logoUrl },
      after: { logoUrl: after.logoUrl },
    }),
  });
  return previous;
}

/**
 * Makes the stored image at `url` the team's logo (audited) and removes the previous logo file; when
 * the change fails, the new file is removed instead.
 */
export async function setLogo(deps: AppDeps, actorId: number, teamId: number, url: string) {
  let previous: string | null;
  try {
    previous = await replaceLogo(deps, actorId, teamId, url);
  } catch (error) {
    await deps.storage.remove(url);
    throw error;
  }
  if (previous && previous !== url) await deps.storage.remove(previous);
  return { logoUrl: url };
}

/** Clears the team's logo (audited) and removes its file; a team without a logo is left as it is. */
export async function clearLogo(deps: AppDeps, actorId: number, teamId: number) {
  const team = await Team.query(deps.knex).findById(teamId).select('id', 'logoUrl');
  if (!team) throw notFound(ADMIN_MESSAGES.teamNotFound);
  if (team.logoUrl) await deps.storage.remove(await replaceLogo(deps, actorId, teamId, null));
  return { logoUrl: null };
}
