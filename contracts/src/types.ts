/**
 * `@predictor/contracts/types`: the TypeScript types of requests and answers, types only, so an app
 * importing them loads no zod (entry-points.test.ts checks it).
 */
export type {
  Role,
  MatchStatus,
  LeagueType,
  LeagueMemberRole,
  NewsStatus,
  NewsletterSendStatus,
  NewsletterRecipientStatus,
  BulkRowStatus,
  KitStyle,
  TrophyType,
  ReminderLeadHours,
} from './constants';
export type { ErrorBody, ErrorCode } from './errors';
export type {
  NewsPostInput,
  TrophyInput,
  NewsletterSendInput,
  NewsletterDraft,
} from './schemas/admin-content';
export type { CreateMatchInput, UpdateMatchInput, MatchResultInput } from './schemas/admin-matches';
export type {
  SeasonInput,
  TeamInput,
  MatchGroupInput,
  AdminUserUpdateInput,
} from './schemas/admin';
export type { ChangePasswordInput, LoginInput, RegisterInput } from './schemas/auth';
export type { LiveResultEvent } from './schemas/live';
export type { CompetitionInput } from './schemas/competitions';
export type { CreateLeagueInput, UpdateLeagueInput, JoinByCodeInput } from './schemas/leagues';
export type {
  PredictionInput,
  PredictionUpdate,
  PredictionBatch,
  LeaderboardView,
} from './schemas/predictions';
export type {
  ProfileDetailsInput,
  KitInput,
  PreferencesInput,
  NoticeChannelPreference,
  CompareQuery,
} from './schemas/users';
export type {
  AdminMatch,
  MatchesUpdated,
  FixtureReport,
  Distribution,
} from './schemas/responses/admin-matches';
export type {
  Competition,
  DashboardTotals,
  DashboardActivity,
  AdminSeason,
  AdminMatchGroup,
  AdminUser,
  AuditEvent,
} from './schemas/responses/admin';
export type { ApiError, MessageAnswer, Health, ImageUpload } from './schemas/responses/common';
export type { Presented } from './schemas/responses';
export type {
  CompareSeason,
  CompareSide,
  CompareRound,
  ComparePick,
  SharedMatch,
  Comparison,
} from './schemas/responses/compare';
export type {
  LeaderboardRow,
  LiveTable,
  Leaderboard,
  LeaderboardPartial,
  GlobalRank,
} from './schemas/responses/leaderboards';
export type {
  League,
  LeagueSummary,
  LeagueResponse,
  MyMemberships,
  FanLeague,
  Membership,
  LeagueMember,
  Permissions,
  LeaguePermissions,
  LeaguePrediction,
  LeaguePredictions,
  Standings,
} from './schemas/responses/leagues';
export type { OwnPrediction, Match, UpcomingMatches } from './schemas/responses/matches';
export type { Brand, PublicBrand } from './schemas/responses/brand';
export type {
  NewsAuthor,
  NewsPost,
  NewsPage,
  NewsList,
  NewsPreview,
  AdminNewsPost,
  AdminNewsList,
} from './schemas/responses/news';
export type {
  NewsletterPreview,
  NewsletterSendResult,
  NewsletterProgress,
  NewsletterSendSummary,
  NewsletterRendered,
  NewsletterAudience,
} from './schemas/responses/newsletter';
export type {
  Prediction,
  PredictionStats,
  FormRound,
  PlayerForm,
  PredictionBatchResponse,
  CrowdPicks,
  ThisRoundItem,
} from './schemas/responses/predictions';
export type { Season, MatchGroup } from './schemas/responses/seasons';
export type {
  SeasonTeam,
  SeasonQuestion,
  SeasonQuestions,
  AdminSeasonQuestion,
} from './schemas/responses/season-questions';
export type {
  SeasonQuestionInput,
  CreateSeasonQuestionInput,
  SeasonQuestionAnswerInput,
  SeasonAnswerInput,
} from './schemas/season-questions';
export type { Team, AdminTeam, TeamLogo, TeamFans } from './schemas/responses/teams';
export type {
  Award,
  TrophyAwardView,
  AwardsResponse,
  Trophy,
  AdminTrophy,
  AdminTrophyAward,
  AdminAwardPage,
  Awarded,
  AwardedAll,
  AwardAllPreview,
} from './schemas/responses/trophies';
export type {
  User,
  Profile,
  LoginResponse,
  ChangePasswordResponse,
  UserResponse,
  PublicProfile,
  PublicUser,
  UserSearchResult,
} from './schemas/responses/users';
export type { LatePredictionInput } from './schemas/late-predictions';
export type { CurrentPrediction, LatePredictionResult } from './schemas/responses/late-predictions';
export type { FixtureOutcome } from './constants';
export type { FixturesImported } from './schemas/responses/admin-matches';
export type { BulkResultRow } from './schemas/admin-matches';
export type { ResultsSaved } from './schemas/responses/admin-matches';
export type { CalendarFeedQuery, DeleteAccountInput } from './schemas/account';
export type { AccountExport, CalendarLinks } from './schemas/responses/account';
export type {
  PushKind,
  PushSubscriptionInput,
  PushUnsubscribeInput,
  PushPublicKey,
  PushDevice,
  PushDevices,
  PushTestResult,
  PushPayload,
} from './schemas/push';
