import type { z } from 'zod';
import * as admin from './admin';
import * as adminMatches from './admin-matches';
import * as common from './common';
import * as compare from './compare';
import * as leaderboards from './leaderboards';
import * as leagues from './leagues';
import * as matches from './matches';
import * as news from './news';
import * as newsletter from './newsletter';
import * as predictions from './predictions';
import * as seasons from './seasons';
import * as seasonQuestions from './season-questions';
import * as teams from './teams';
import * as trophies from './trophies';
import * as users from './users';

export * from './admin';
export * from './admin-matches';
export * from './brand';
export * from './common';
export * from './compare';
export * from './leaderboards';
export * from './leagues';
export * from './matches';
export * from './news';
export * from './newsletter';
export * from './predictions';
export * from './seasons';
export * from './season-questions';
export * from './teams';
export * from './trophies';
export * from './users';
export * from './late-predictions';
export * from './account';

/** The records presenters build, by contract type name (see Presented). */
export const presentedSchemas = {
  AdminMatch: adminMatches.adminMatchSchema,
  AdminMatchGroup: admin.adminMatchGroupSchema,
  AdminNewsPost: news.adminNewsPostSchema,
  AdminSeason: admin.adminSeasonSchema,
  AdminSeasonQuestion: seasonQuestions.adminSeasonQuestionSchema,
  SeasonQuestion: seasonQuestions.seasonQuestionResponseSchema,
  AdminTeam: teams.adminTeamSchema,
  AdminTrophyAward: trophies.adminTrophyAwardSchema,
  AdminUser: admin.adminUserSchema,
  AuditEvent: admin.auditEventSchema,
  Award: trophies.awardSchema,
  Comparison: compare.comparisonSchema,
  Competition: admin.competitionResponseSchema,
  DashboardTotals: admin.dashboardTotalsSchema,
  DashboardActivity: admin.dashboardActivitySchema,
  Distribution: adminMatches.distributionSchema,
  GlobalRank: leaderboards.globalRankSchema,
  League: leagues.leagueSchema,
  LeaguePredictions: leagues.leaguePredictionsSchema,
  FanLeague: leagues.fanLeagueSchema,
  Membership: leagues.membershipSchema,
  LeaderboardRow: leaderboards.leaderboardRowSchema,
  Match: matches.matchSchema,
  MatchGroup: seasons.matchGroupResponseSchema,
  NewsPost: news.newsPostSchema,
  NewsPreview: news.newsPreviewSchema,
  NewsletterPreview: newsletter.newsletterPreviewSchema,
  OwnPrediction: matches.ownPredictionSchema,
  Permissions: leagues.permissionsSchema,
  Prediction: predictions.predictionSchema,
  CrowdPicks: predictions.crowdPicksSchema,
  ThisRoundItem: predictions.thisRoundItemSchema,
  PredictionStats: predictions.predictionStatsSchema,
  PlayerForm: predictions.playerFormSchema,
  PublicProfile: users.publicProfileSchema,
  PublicUser: users.publicUserSchema,
  Season: seasons.seasonResponseSchema,
  Trophy: trophies.trophySchema,
  User: users.userSchema,
  Health: common.healthSchema,
} as const;

/**
 * What a presenter may return for a contract record: the record before JSON encoding, where a
 * timestamp may still be a Date. Annotate presenters with it (`function presentMatch(...): Presented<'Match'>`)
 * so the compiler fails when a presenter drifts from the contract.
 */
export type Presented<K extends keyof typeof presentedSchemas> = z.input<
  (typeof presentedSchemas)[K]
>;
