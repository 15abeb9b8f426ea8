import type { Presented } from '@predictor/contracts/types';
import { AuditEvent } from '../../models';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { filterId, filterIds, filterText, pageOf, type ListParams } from '../../lib/simple-rest';

/** API fields the audit list may sort by → SQL columns. */
export const SORTABLE: Record<string, string> = {
  id: 'audit_events.id',
  createdAt: 'audit_events.createdAt',
  action: 'audit_events.action',
  resource: 'audit_events.resource',
  actorId: 'audit_events.actorId',
};

function present(event: AuditEvent): Presented<'AuditEvent'> {
  return {
    id: event.id,
    actor: event.actor ? { id: event.actor.id, teamName: event.actor.teamName } : null,
    action: event.action,
    resource: event.resource,
    resourceId: event.resourceId,
    before: event.before,
    after: event.after,
    createdAt: new Date(event.createdAt).toISOString(),
  };
}

/** One page of audit events (filter resource, resourceId, actorId, action, id), newest first by default. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const query = AuditEvent.query(deps.knex)
    .withGraphFetched('actor(idAndTeamName)')
    .modifiers({ idAndTeamName: (q) => q.select('users.id', 'users.teamName') });
  const ids = filterIds(params.filter);
  if (ids) query.whereIn('audit_events.id', ids);
  for (const key of ['resource', 'resourceId', 'action'] as const) {
    const value = filterText(params.filter, key);
    if (value) query.where(`audit_events.${key}`, value);
  }
  const actorId = filterId(params.filter, 'actorId');
  if (actorId) query.where('audit_events.actorId', actorId);
  const { rows, total } = await pageOf(query, params, 'audit_events.id');
  return { rows: rows.map(present), total };
}

/** One audit event (react-admin getOne); 404 'Audit event not found'. */
export async function getOne(deps: AppDeps, id: number) {
  const event = await AuditEvent.query(deps.knex)
    .withGraphFetched('actor(idAndTeamName)')
    .modifiers({ idAndTeamName: (q) => q.select('users.id', 'users.teamName') })
    .findById(id);
  if (!event) throw notFound('Audit event not found');
  return present(event);
}
