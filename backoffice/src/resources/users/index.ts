import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';

/** Manage Users: list and edit only (users register on the player site; the API deletes none). */
export default {
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  edit: lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit }))),
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) => String(record.teamName),
};
