import { lazy, type ReactElement } from 'react';

const MatchDistributionPage = lazy(() =>
  import('./match-distribution/MatchDistributionPage').then((m) => ({
    default: m.MatchDistributionPage,
  })),
);
const FavouriteTeamsPage = lazy(() =>
  import('./favourite-teams/FavouriteTeamsPage').then((m) => ({ default: m.FavouriteTeamsPage })),
);
const NewsletterPage = lazy(() =>
  import('./newsletter/NewsletterPage').then((m) => ({ default: m.NewsletterPage })),
);
const TrophyAwardsPage = lazy(() =>
  import('./TrophyAwardsPage').then((m) => ({ default: m.TrophyAwardsPage })),
);
const FixtureImportPage = lazy(() =>
  import('./fixture-import/FixtureImportPage').then((m) => ({ default: m.FixtureImportPage })),
);
const ResultsEntryPage = lazy(() =>
  import('./results-entry/ResultsEntryPage').then((m) => ({ default: m.ResultsEntryPage })),
);

/**
 * Custom back-office screens (match distribution, favourite teams, newsletter, trophy awards...),
 * mounted by App under <CustomRoutes>. Add one entry per page; the dashboard links to it once listed.
 */
export type CustomPage = { path: string; element: ReactElement };

export const customPages: CustomPage[] = [
  { path: 'trophy-awards', element: <TrophyAwardsPage /> },
  { path: 'match-distribution', element: <MatchDistributionPage /> },
  { path: 'favourite-teams', element: <FavouriteTeamsPage /> },
  { path: 'newsletter', element: <NewsletterPage /> },
  { path: 'fixture-import', element: <FixtureImportPage /> },
  { path: 'results-entry', element: <ResultsEntryPage /> },
];
