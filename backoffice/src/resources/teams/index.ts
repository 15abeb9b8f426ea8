import { lazy } from 'react';
import ShieldIcon from '@mui/icons-material/Shield';
import type { RaRecord } from 'react-admin';

export default {
  list: lazy(() => import('./TeamList').then((m) => ({ default: m.TeamList }))),
  edit: lazy(() => import('./TeamEdit').then((m) => ({ default: m.TeamEdit }))),
  create: lazy(() => import('./TeamCreate').then((m) => ({ default: m.TeamCreate }))),
  icon: ShieldIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
