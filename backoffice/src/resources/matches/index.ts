import { lazy } from 'react';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import type { RaRecord } from 'react-admin';

const MatchList = lazy(() => import('./MatchList').then((m) => ({ default: m.MatchList })));
const MatchCreate = lazy(() => import('./MatchCreate').then((m) => ({ default: m.MatchCreate })));
const MatchEdit = lazy(() => import('./MatchEdit').then((m) => ({ default: m.MatchEdit })));

/** Manage Matches: list (with ?highlight={id}), create (season preset), edit. */
export default {
  list: MatchList,
  create: MatchCreate,
  edit: MatchEdit,
  icon: SportsSoccerIcon,
  recordRepresentation: (record: RaRecord) =>
    `${record.homeTeam?.name ?? record.homeTeamId} v ${record.awayTeam?.name ?? record.awayTeamId}`,
};
