import type { AuditEvent } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';

/** CSV rows: who by name and e-mail, before and after as JSON text. */
export const auditEventRows = (events: AuditEvent[]) =>
  events.map((e) => ({
    id: e.id,
    createdAt: e.createdAt,
    actor: e.actor?.teamName ?? '',
    actorEmail: e.actor?.email ?? '',
    action: e.action,
    resource: e.resource,
    resourceId: e.resourceId ?? '',
    before: e.before === null ? '' : JSON.stringify(e.before),
    after: e.after === null ? '' : JSON.stringify(e.after),
  }));

export const auditEventExporter = csvExporter(auditEventRows, 'audit-events');
