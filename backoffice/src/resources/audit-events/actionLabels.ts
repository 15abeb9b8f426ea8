import type { AuditAction } from '@predictor/contracts/audit';

/** The audit log's action codes as admins read them; keyed by AUDIT_ACTIONS, so none is missing. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  change_role: 'Changed role',
  toggle_status: 'Activated or deactivated',
  reset_password: 'Set a new password',
  account_deleted: 'Account deleted by its owner',
  award: 'Awarded to players',
  award_all: 'Awarded to all players',
  import_fixtures: 'Imported fixtures',
  late_prediction: 'Entered a late prediction',
  set_result: 'Set result',
  set_status: 'Set match status',
  set_live_score: 'Set live score',
  shift: 'Moved kick-off times',
  upload_logo: 'Uploaded logo',
  delete_logo: 'Removed logo',
  send: 'Sent newsletter',
  send_test: 'Sent test newsletter',
  resume: 'Resumed newsletter sending',
  set_answer: 'Set season question answer',
};

/** The readable name of an action; a code from an older release without a label shows as it is. */
export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as AuditAction] : action;
}
