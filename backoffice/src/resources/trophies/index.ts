import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { RaRecord } from 'react-admin';

const TrophyList = lazy(() => import('./TrophyList').then((m) => ({ default: m.TrophyList })));
const TrophyAwardsOfTrophy = lazy(() =>
  import('./awards/TrophyAwardsOfTrophy').then((m) => ({ default: m.TrophyAwardsOfTrophy })),
);

/**
 * Trophy Management. Create and edit are modals over the list, so their routes render the list;
 * /trophies/{trophyId}/awards is a child route with that trophy's awards.
 */
export default {
  list: TrophyList,
  create: TrophyList,
  edit: TrophyList,
  icon: WorkspacePremiumIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
  children: createElement(Route, {
    path: ':trophyId/awards',
    element: createElement(TrophyAwardsOfTrophy),
  }),
};
