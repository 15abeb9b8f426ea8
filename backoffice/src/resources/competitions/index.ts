import { lazy } from 'react';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { RaRecord } from 'react-admin';

/** Competitions; the screens load lazily, as every resource's do, so their forms' schemas stay out of the first load. */
export default {
  list: lazy(() => import('./CompetitionList').then((m) => ({ default: m.CompetitionList }))),
  edit: lazy(() => import('./CompetitionEdit').then((m) => ({ default: m.CompetitionEdit }))),
  create: lazy(() => import('./CompetitionCreate').then((m) => ({ default: m.CompetitionCreate }))),
  icon: EmojiEventsIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
