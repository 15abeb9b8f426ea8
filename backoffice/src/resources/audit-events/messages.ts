/** The audit log's labels. */
export const auditEventMessages = {
  'audit-events': {
    name: 'Audit event |||| Audit log',
    fields: {
      id: 'Id',
      createdAt: 'When',
      actorId: 'Who',
      actor: 'Who',
      action: 'Action',
      resource: 'Resource',
      resourceId: 'Record id',
      since: 'From',
      until: 'To',
      before: 'Before',
      after: 'After',
    },
    empty: 'No admin writes recorded yet.',
    noMatch: 'No audit events match your filters.',
    clearFilters: 'Clear filters',
    loadFailed: 'Failed to load the audit log',
    deletedActor: 'Deleted user',
    changes: 'Changes',
    changed: 'changed',
    nothing: 'Nothing recorded',
    showTitle: '%{action} %{resource} #%{id}',
    backToLog: 'Back to the audit log',
  },
};
