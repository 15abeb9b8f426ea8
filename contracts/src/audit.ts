/**
 * Every action the API writes to the audit log (audit_events.action), in one list: the API's audit
 * helpers take only these (AuditAction), and the back office keys its readable labels by them, so a
 * new action without a label fails to compile.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'change_role',
  'toggle_status',
  'reset_password',
  'account_deleted',
  'award',
  'award_all',
  'import_fixtures',
  'late_prediction',
  'set_result',
  'set_status',
  'set_live_score',
  'shift',
  'upload_logo',
  'delete_logo',
  'send',
  'send_test',
  'resume',
  'set_answer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
