import { lazy, type ReactElement } from 'react';

const TrophyAwardsPage = lazy(() =>
  import('./TrophyAwardsPage').then((m) => ({ default: m.TrophyAwardsPage })),
);

/**
 * Custom back-office screens (match distribution, favourite teams, newsletter, trophy awards...),
 * mounted by App under <CustomRoutes>. Add one entry per page; the dashboard links to it once listed.
 */
export type CustomPage = { path: string; element: ReactElement };

export const customPages: CustomPage[] = [{ path: 'trophy-awards', element: <TrophyAwardsPage /> }];
