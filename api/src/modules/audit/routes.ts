import Router from '@koa/router';
import { requireAdmin } from '../../lib/auth';
import { parseListParams, sendPage } from '../../lib/simple-rest';
import { parseId } from '../../lib/validate';
import * as audit from './service';

export const auditEventsRouter = new Router({ prefix: '/admin/audit-events' });
auditEventsRouter.use(requireAdmin);

/**
 * GET /admin/audit-events → [{id, actor:{id,teamName,email}|null, action, resource, resourceId, before, after,
 * createdAt}], newest first; simple-REST (resource 'audit-events'; filter resource, resourceId, action,
 * actorId, id, since and until as inclusive UTC days YYYY-MM-DD). Called plainly: the newest 25.
 */
auditEventsRouter.get('/', async (ctx) => {
  const params = parseListParams(ctx, {
    sortable: audit.SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
  });
  sendPage(ctx, 'audit-events', params, await audit.listPage(ctx.deps, params));
});

/** GET /admin/audit-events/{id} → one event (react-admin getOne; the log is read-only) */
auditEventsRouter.get('/:id', async (ctx) => {
  ctx.body = await audit.getOne(ctx.deps, parseId(ctx.params.id));
});
