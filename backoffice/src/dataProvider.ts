import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DashboardActivity, DashboardTotals } from '@predictor/contracts/types';
import { API_URL, httpClient } from './http';
import { withResourceOverrides, type ResourceOverrides } from './resourceOverrides';
import { teamMethods, teamOverrides, type TeamMethods } from './resources/teams/dataProvider';
import {
  trophyMethods,
  trophyOverrides,
  type TrophyMethods,
} from './resources/trophies/dataProvider';
import { newsOverrides } from './resources/news/dataProvider';
import { usersMethods, type UsersMethods } from './resources/users/dataProvider';
import { matchGroupOverrides } from './resources/matchgroups/dataProvider';
import { matchMethods, matchOverrides, type MatchMethods } from './resources/matches/dataProvider';
import {
  distributionMethods,
  type DistributionMethods,
} from './pages/match-distribution/dataProvider';
import { teamFansMethods, type TeamFansMethods } from './pages/favourite-teams/dataProvider';
import { newsletterMethods, type NewsletterMethods } from './pages/newsletter/dataProvider';
import {
  fixtureImportMethods,
  type FixtureImportMethods,
} from './pages/fixture-import/dataProvider';
import { shiftMethods, type ShiftMethods } from './resources/matches/shift/dataProvider';

const overrides: ResourceOverrides = {
  teams: teamOverrides(simpleRestProvider(API_URL, httpClient), httpClient, API_URL),
  trophies: trophyOverrides,
  news: newsOverrides,
  matches: matchOverrides,
  matchgroups: matchGroupOverrides,
};

/** Calls outside the simple-REST protocol, reachable through useDataProvider<AdminDataProvider>(). */
export type AdminDataProvider = DataProvider & {
  getDashboard: () => Promise<DashboardTotals>;
  getDashboardActivity: () => Promise<DashboardActivity>;
} & TeamMethods &
  TrophyMethods &
  UsersMethods &
  MatchMethods &
  DistributionMethods &
  TeamFansMethods &
  NewsletterMethods &
  FixtureImportMethods &
  ShiftMethods;

/** ra-data-simple-rest over /api/admin, plus the overrides and the custom calls above. */
export const dataProvider: AdminDataProvider = {
  ...withResourceOverrides(simpleRestProvider(API_URL, httpClient), overrides),
  getDashboard: async () => (await httpClient(`${API_URL}/dashboard`)).json as DashboardTotals,
  getDashboardActivity: async () =>
    (await httpClient(`${API_URL}/dashboard/activity`)).json as DashboardActivity,
  ...teamMethods(httpClient, API_URL),
  ...trophyMethods,
  ...usersMethods(httpClient, API_URL),
  ...matchMethods,
  ...distributionMethods,
  ...teamFansMethods,
  ...newsletterMethods,
  ...fixtureImportMethods,
  ...shiftMethods,
};
