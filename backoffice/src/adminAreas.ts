/**
 * Every admin area the dashboard links to (admin spec §2). `resource` areas are react-admin
 * resources (resources/index.ts); `page` areas are custom routes (pages/index.tsx).
 */
export type AdminArea = {
  key: string;
  path: string;
  kind: 'resource' | 'page';
  /** The sidebar group it is listed under (layout/Menu.tsx). */
  group: AdminAreaGroup;
};

/** The sidebar's groups, in order. */
export const ADMIN_AREA_GROUPS = ['game', 'players', 'content', 'tools'] as const;
export type AdminAreaGroup = (typeof ADMIN_AREA_GROUPS)[number];

/** In sidebar order: grouped, and within a group from setup to day-to-day work. */
export const ADMIN_AREAS: AdminArea[] = [
  { key: 'competitions', path: 'competitions', kind: 'resource', group: 'game' },
  { key: 'seasons', path: 'seasons', kind: 'resource', group: 'game' },
  { key: 'teams', path: 'teams', kind: 'resource', group: 'game' },
  { key: 'matchgroups', path: 'matchgroups', kind: 'resource', group: 'game' },
  { key: 'matches', path: 'matches', kind: 'resource', group: 'game' },
  { key: 'resultsEntry', path: 'results-entry', kind: 'page', group: 'game' },
  { key: 'fixtureImport', path: 'fixture-import', kind: 'page', group: 'game' },
  { key: 'matchDistribution', path: 'match-distribution', kind: 'page', group: 'game' },
  { key: 'seasonQuestions', path: 'season-questions', kind: 'resource', group: 'game' },
  { key: 'users', path: 'users', kind: 'resource', group: 'players' },
  { key: 'favouriteTeams', path: 'favourite-teams', kind: 'page', group: 'players' },
  { key: 'trophies', path: 'trophies', kind: 'resource', group: 'players' },
  { key: 'trophyAwards', path: 'trophy-awards', kind: 'page', group: 'players' },
  { key: 'news', path: 'news', kind: 'resource', group: 'content' },
  { key: 'newsletter', path: 'newsletter', kind: 'page', group: 'content' },
  { key: 'auditEvents', path: 'audit-events', kind: 'resource', group: 'tools' },
];
