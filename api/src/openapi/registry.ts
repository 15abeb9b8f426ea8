import { accountRoutes } from './registry-account';
import { adminRoutes } from './registry-admin';
import { authRoutes } from './registry-auth';
import { contentRoutes } from './registry-content';
import { leagueRoutes } from './registry-leagues';
import { operationRoutes } from './registry-operations';
import { playerRoutes } from './registry-player';
import { seasonQuestionRoutes } from './registry-season-questions';
import type { RouteContract } from './types';

export type { RouteContract } from './types';

/**
 * Every API route with its request and answer schemas: the source of /api/openapi.json and of the
 * contract tests (api/test/contracts), which fail when a router route is missing here or the other way.
 */
export const registry: RouteContract[] = [
  ...operationRoutes,
  ...authRoutes,
  ...playerRoutes,
  ...accountRoutes,
  ...leagueRoutes,
  ...adminRoutes,
  ...contentRoutes,
  ...seasonQuestionRoutes,
];
