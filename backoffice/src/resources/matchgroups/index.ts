import { lazy } from 'react';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import type { RaRecord } from 'react-admin';

const MatchGroupList = lazy(() =>
  import('./MatchGroupList').then((m) => ({ default: m.MatchGroupList })),
);

/**
 * Manage Match Groups. Create and edit are modals over the list, so their routes render the list.
 */
export default {
  list: MatchGroupList,
  create: MatchGroupList,
  edit: MatchGroupList,
  icon: ViewWeekIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
