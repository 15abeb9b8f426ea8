import type { Presented } from '@predictor/contracts/types';
import type { AppDeps } from '../../lib/context';
import { filterId, filterIds, filterText, pageQuery, type ListParams } from '../../lib/simple-rest';

/** API fields the audit list may sort by → SQL columns. */
export const SORTABLE: Record<string, string> = {
  id: 'e.id',
  createdAt: 'e.createdAt',
  action: 'e.action',
  resource: 'e.resource',
  actorId: 'e.actorId',
};

export type AuditEventView = {
  id: number;
  actor: { id: number; teamName: string } | null;
  action: string;
  resource: string;
  resourceId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

type Row = {
  id: number;
  actorId: number | null;
  actorTeamName: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date | string;
};

function present(row: Row): Presented<'AuditEvent'> {
  return {
    id: row.id,
    actor:
      row.actorId === null || row.actorTeamName === null
        ? null
        : { id: row.actorId, teamName: row.actorTeamName },
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** One page of audit events (filter resource, resourceId, actorId, action, id), newest first by default. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const query = deps
    .knex('auditEvents as e')
    .leftJoin('users as u', 'u.id', 'e.actorId')
    .select(
      'e.id',
      'e.actorId',
      'u.teamName as actorTeamName',
      'e.action',
      'e.resource',
      'e.resourceId',
      'e.before',
      'e.after',
      'e.createdAt',
    );
  const ids = filterIds(params.filter);
  if (ids) query.whereIn('e.id', ids);
  for (const key of ['resource', 'resourceId', 'action'] as const) {
    const value = filterText(params.filter, key);
    if (value) query.where(`e.${key}`, value);
  }
  const actorId = filterId(params.filter, 'actorId');
  if (actorId) query.where('e.actorId', actorId);
  const { rows, total } = await pageQuery<Row>(query, params, 'e.id');
  return { rows: rows.map(present), total };
}
