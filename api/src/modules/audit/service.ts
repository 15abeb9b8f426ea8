import type { Presented } from '@predictor/contracts/types';
import type { QueryBuilder } from 'objection';
import { AuditEvent, type User } from '../../models';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
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
    actor: event.actor
      ? { id: event.actor.id, teamName: event.actor.teamName, email: event.actor.email }
      : null,
    action: event.action,
    resource: event.resource,
    resourceId: event.resourceId,
    before: event.before,
    after: event.after,
    createdAt: new Date(event.createdAt).toISOString(),
  };
}

/** The actor's id, team name and e-mail (never the rest of the user row). */
const ACTOR_FIELDS = {
  actorFields: (q: QueryBuilder<User>) => q.select('users.id', 'users.teamName', 'users.email'),
};

/** The start of a filter's UTC day (YYYY-MM-DD), or null when absent; 400 when not such a day. */
function filterDay(filter: Record<string, unknown>, key: string): Date | null {
  const day = filterText(filter, key);
  if (!day) return null;
  const start = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(start.getTime()))
    throw badRequest(`Invalid ${key} filter`);
  return start;
}

/**
 * One page of audit events (filter resource, resourceId, actorId, action, id, and since / until:
 * UTC days, both inclusive), newest first by default.
 */
export async function listPage(deps: AppDeps, params: ListParams) {
  const query = AuditEvent.query(deps.knex)
    .withGraphFetched('actor(actorFields)')
    .modifiers(ACTOR_FIELDS);
  const ids = filterIds(params.filter);
  if (ids) query.whereIn('audit_events.id', ids);
  for (const key of ['resource', 'resourceId', 'action'] as const) {
    const value = filterText(params.filter, key);
    if (value) query.where(`audit_events.${key}`, value);
  }
  const actorId = filterId(params.filter, 'actorId');
  if (actorId) query.where('audit_events.actorId', actorId);
  const since = filterDay(params.filter, 'since');
  if (since) query.where('audit_events.createdAt', '>=', since);
  const until = filterDay(params.filter, 'until');
  if (until) query.where('audit_events.createdAt', '<', new Date(until.getTime() + 86_400_000));
  const { rows, total } = await pageOf(query, params, 'audit_events.id');
  return { rows: rows.map(present), total };
}

/** One audit event (react-admin getOne); 404 'Audit event not found'. */
export async function getOne(deps: AppDeps, id: number) {
  const event = await AuditEvent.query(deps.knex)
    .withGraphFetched('actor(actorFields)')
    .modifiers(ACTOR_FIELDS)
    .findById(id);
  if (!event) throw notFound('Audit event not found');
  return present(event);
}
