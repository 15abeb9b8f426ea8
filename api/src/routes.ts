import Router from '@koa/router';
import { authRouter } from './modules/auth/routes';
import { competitionsRouter } from './modules/competitions/routes';
import { dashboardRouter } from './modules/analytics/dashboard-routes';
import { healthRouter } from './modules/health/routes';
import { brandRouter } from './modules/brand/routes';
import { seasonsAdminRouter } from './modules/seasons/admin-routes';
import { teamsAdminRouter } from './modules/teams/admin-routes';
import { matchGroupsAdminRouter } from './modules/match-groups/admin-routes';
import { matchesAdminRouter } from './modules/matches/admin-routes';
import { usersAdminRouter } from './modules/users/admin-routes';
import { distributionRouter } from './modules/analytics/distribution-routes';
import { teamFansRouter } from './modules/analytics/team-fans-routes';
import { teamLogoRouter } from './modules/teams/logo-routes';
import { newsAdminRouter } from './modules/news/admin-routes';
import { trophiesAdminRouter } from './modules/trophies/admin-routes';
import { auditEventsRouter } from './modules/audit/routes';
import { newsletterAdminRouter } from './modules/newsletter/routes';
import { newsletterUnsubscribeRouter } from './modules/newsletter/unsubscribe-routes';
import { seasonsRouter } from './modules/seasons/routes';
import { matchesRouter } from './modules/matches/routes';
import { predictionsRouter } from './modules/predictions/routes';
import { leaderboardsRouter } from './modules/leaderboards/routes';
import { teamsRouter } from './modules/teams/routes';
import { leaguesRouter } from './modules/leagues/routes';
import { usersRouter } from './modules/users/routes';
import { accountRouter } from './modules/users/account-routes';
import { calendarRouter } from './modules/calendar/routes';
import { pushRouter } from './modules/push/routes';
import { newsRouter } from './modules/news/routes';
import { trophiesRouter } from './modules/trophies/routes';
import { openapiRouter } from './openapi/routes';
import { liveRouter } from './modules/live/routes';
import { seasonQuestionsRouter } from './modules/season-questions/routes';
import { seasonQuestionsAdminRouter } from './modules/season-questions/admin-routes';

/** Every API router, mounted under /api. Add a domain's router here (one line each). */
export const routers: Router[] = [
  healthRouter,
  brandRouter,
  openapiRouter,
  authRouter,
  competitionsRouter,
  dashboardRouter,
  seasonsAdminRouter,
  teamsAdminRouter,
  matchGroupsAdminRouter,
  matchesAdminRouter,
  // Before any public users router: /users/search must not be taken for /users/:id.
  usersAdminRouter,
  distributionRouter,
  teamFansRouter,
  teamLogoRouter,
  // Before the public news router: /news/admin/* must not be taken for /news/:slug.
  newsAdminRouter,
  // Before the public trophies router, for the same reason.
  trophiesAdminRouter,
  auditEventsRouter,
  newsletterAdminRouter,
  newsletterUnsubscribeRouter,
  seasonsRouter,
  matchesRouter,
  predictionsRouter,
  leaderboardsRouter,
  teamsRouter,
  leaguesRouter,
  accountRouter,
  calendarRouter,
  pushRouter,
  usersRouter,
  newsRouter,
  trophiesRouter,
  liveRouter,
  seasonQuestionsRouter,
  seasonQuestionsAdminRouter,
];
