import { lazy } from 'react';
import DateRangeIcon from '@mui/icons-material/DateRange';
import type { RaRecord } from 'react-admin';

export default {
  list: lazy(() => import('./SeasonList').then((m) => ({ default: m.SeasonList }))),
  edit: lazy(() => import('./SeasonEdit').then((m) => ({ default: m.SeasonEdit }))),
  create: lazy(() => import('./SeasonCreate').then((m) => ({ default: m.SeasonCreate }))),
  icon: DateRangeIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
