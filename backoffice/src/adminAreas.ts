/**
 * Every admin area the dashboard links to (admin spec §2). `resource` areas are react-admin
 * resources (resources/index.ts); `page` areas are custom routes (pages/index.tsx).
 */
export type AdminArea = { key: string; path: string; kind: 'resource' | 'page' };

export const ADMIN_AREAS: AdminArea[] = [
  { key: 'matches', path: 'matches', kind: 'resource' },
  { key: 'news', path: 'news', kind: 'resource' },
  { key: 'trophies', path: 'trophies', kind: 'resource' },
  { key: 'trophyAwards', path: 'trophy-awards', kind: 'page' },
  { key: 'users', path: 'users', kind: 'resource' },
  { key: 'teams', path: 'teams', kind: 'resource' },
  { key: 'seasons', path: 'seasons', kind: 'resource' },
  { key: 'competitions', path: 'competitions', kind: 'resource' },
  { key: 'matchgroups', path: 'matchgroups', kind: 'resource' },
  { key: 'matchDistribution', path: 'match-distribution', kind: 'page' },
  { key: 'favouriteTeams', path: 'favourite-teams', kind: 'page' },
  { key: 'newsletter', path: 'newsletter', kind: 'page' },
  { key: 'fixtureImport', path: 'fixture-import', kind: 'page' },
  { key: 'resultsEntry', path: 'results-entry', kind: 'page' },
];
