import { accountRoutes } from './registry-account';
import { adminRoutes } from './registry-admin';
import { contentRoutes } from './registry-content';
import { leagueRoutes } from './registry-leagues';
import { playerRoutes } from './registry-player';
import type { RouteContract } from './types';

export type { RouteContract } from './types';

/**
 * Every API route with its request and answer schemas: the source of /api/openapi.json and of the
 * contract tests (api/test/contracts), which fail when a router route is missing here or the other way.
 */
export const registry: RouteContract[] = [
  ...playerRoutes,
  ...accountRoutes,
  ...leagueRoutes,
  ...adminRoutes,
  ...contentRoutes,
];
