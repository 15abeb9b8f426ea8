import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

/** The audit log: read-only (list and show only). */
export default {
  list: lazy(() => import('./AuditEventList').then((m) => ({ default: m.AuditEventList }))),
  show: lazy(() => import('./AuditEventShow').then((m) => ({ default: m.AuditEventShow }))),
  icon: HistoryIcon,
};
