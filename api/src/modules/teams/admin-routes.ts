import Router from '@koa/router';
import type { Context } from 'koa';
import { teamSchema } from '@predictor/contracts';
import { currentUser, requireAdmin } from '../../lib/auth';
import { parseListParams, sendAll, sendPage } from '../../lib/simple-rest';
import {
  isMultipart,
  logoRules,
  readMultipart,
  removeOnFailure,
  storeImage,
  type UploadedImage,
} from '../../lib/upload';
import { parse, parseId } from '../../lib/validate';
import * as teams from './admin-service';

export const teamsAdminRouter = new Router({ prefix: '/admin/teams' });
teamsAdminRouter.use(requireAdmin);

/**
 * GET /admin/teams → AdminTeam[] {id, name, shortName, countryCode, logoUrl, competitionId, competition{name}, createdAt}.
 * simple-REST (filter {q, competitionId, countryCode, id}) answers one page with Content-Range; plainly, every team by name.
 */
teamsAdminRouter.get('/', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: teams.TEAM_SORTABLE,
    defaultSort: ['name', 'ASC'],
  });
  if (params.simpleRest)
    return sendPage(ctx, 'teams', params, await teams.listPage(ctx.deps, params));
  sendAll(ctx, 'teams', await teams.listAll(ctx.deps));
});

/** GET /admin/teams/{id} → AdminTeam */
teamsAdminRouter.get('/:id', async (ctx) => {
  ctx.body = await teams.getOne(ctx.deps, parseId(ctx.params.id));
});

/**
 * A team form: JSON, or multipart text fields (competitionId as digits, '' clearing a field) with
 * an optional `logo` (JPEG, PNG or GIF by its bytes, at most 5MB and 4096 px a side). The logo is
 * checked whole while the request is read (413, 415, 400 IMAGE_TOO_LARGE, each naming `logo` in
 * `errors`), before anything is stored or written.
 */
async function readTeamForm(ctx: Context): Promise<{ body: unknown; logo: UploadedImage | null }> {
  if (!isMultipart(ctx)) return { body: ctx.request.body ?? {}, logo: null };
  const { fields, file } = await readMultipart(ctx, logoRules('logo'));
  const { competitionId, ...rest } = fields;
  const body =
    competitionId !== undefined && /^\d+$/.test(competitionId)
      ? { ...rest, competitionId: Number(competitionId) }
      : fields;
  return { body, logo: file };
}

/**
 * POST /admin/teams {name, shortName?, countryCode?, competitionId?} as JSON, or multipart with an
 * optional `logo` → 201 AdminTeam; 409 when the name is taken. The team and its logo are one write:
 * a refused logo or team stores no file and creates no team.
 */
teamsAdminRouter.post('/', async (ctx) => {
  const { body, logo } = await readTeamForm(ctx);
  const input = parse(teamSchema, body);
  const logoUrl = logo ? await storeImage(ctx, logo) : null;
  const team = await removeOnFailure(ctx, logoUrl, () =>
    teams.create(ctx.deps, currentUser(ctx).id, input, logoUrl),
  );
  ctx.status = 201;
  ctx.body = team;
});

/**
 * PUT /admin/teams/{id} with the same body, whole or partial (merged over the stored team, then
 * validated), as JSON or multipart with an optional new `logo` → AdminTeam. A refused logo or team
 * changes nothing and stores no file; a replaced logo's file is removed.
 */
teamsAdminRouter.put('/:id', async (ctx) => {
  const id = parseId(ctx.params.id);
  const stored = await teams.getOne(ctx.deps, id);
  const { body, logo } = await readTeamForm(ctx);
  teams.mergedInput(stored, body);
  const logoUrl = logo ? await storeImage(ctx, logo) : undefined;
  const { team, replacedLogo } = await removeOnFailure(ctx, logoUrl, () =>
    teams.update(ctx.deps, currentUser(ctx).id, id, body, logoUrl),
  );
  await ctx.deps.storage.remove(replacedLogo);
  ctx.body = team;
});

/** DELETE /admin/teams/{id} → the deleted AdminTeam; 409 while matches use it */
teamsAdminRouter.delete('/:id', async (ctx) => {
  ctx.body = await teams.remove(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id));
});
