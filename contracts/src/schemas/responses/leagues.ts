import { z } from 'zod';
import { liveTableSchema } from './leaderboards';
import { LEAGUE_MEMBER_ROLES, LEAGUE_TYPES } from '../../constants';
import { count, dateTime, id, namedRef } from './common';
import { leagueMatchSchema } from './matches';
import { kitFields } from './users';

const role = z.enum(LEAGUE_MEMBER_ROLES);

/** A league as GET /leagues, /leagues/{id}, POST and PUT answer it. */
export const leagueSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string().nullable(),
  season: namedRef,
  type: z.enum(LEAGUE_TYPES),
  maxMembers: z.number().int().positive().nullable(),
  groupname: z.string().nullable(),
  /** Only for members, the creator and site admins; otherwise null. */
  inviteCode: z.string().nullable(),
  currentMembers: count,
  isMember: z.boolean(),
  /** The caller's role in the league, null when not a member. */
  role: role.nullable(),
  /** A site admin sees this invite-only league only because they are an admin. */
  visibleAsAdmin: z.boolean(),
  createdBy: id.nullable(),
  createdAt: dateTime,
  /**
   * An invite-only league opened by link by someone outside it: only its id, name, season, type,
   * member count and creation date are told (description, maxMembers, groupname, inviteCode and
   * createdBy are null), and its standings and predictions stay closed.
   */
  preview: z.boolean(),
});
export type League = z.infer<typeof leagueSchema>;
/** Former name of League. */
export type LeagueSummary = League;

export const leagueListSchema = z.strictObject({ leagues: z.array(leagueSchema) });
export const leagueResponseSchema = z.strictObject({ league: leagueSchema });
export type LeagueResponse = z.infer<typeof leagueResponseSchema>;

/** GET /leagues/my. */
export const myMembershipsSchema = z.strictObject({
  memberships: z.array(
    z.strictObject({
      id,
      role,
      totalPoints: z.number().int(),
      /** The caller's position in the league's standings, and whether another member shares it. */
      position: z.number().int().positive(),
      tied: z.boolean(),
      league: z.strictObject({
        id,
        name: z.string(),
        type: z.enum(LEAGUE_TYPES),
        season: namedRef,
        currentMembers: count,
      }),
    }),
  ),
});
export type MyMemberships = z.infer<typeof myMembershipsSchema>;

/** GET /leagues/by-groupname/{groupname}: a fan league's landing data. */
export const fanLeagueSchema = z.strictObject({
  id,
  name: z.string(),
  groupname: z.string().nullable(),
  description: z.string().nullable(),
  season: namedRef,
  isMember: z.boolean(),
});
export type FanLeague = z.infer<typeof fanLeagueSchema>;

/** A league membership as the join calls answer it. */
export const membershipSchema = z.strictObject({
  id,
  leagueId: id,
  userId: id,
  role,
  joinedAt: dateTime,
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipResponseSchema = z.strictObject({ membership: membershipSchema });

/** POST /leagues/join-fanleague/{groupname}: 201 joined, 200 already a member (joined false). */
export const joinFanLeagueSchema = z.strictObject({
  league: z.strictObject({ id }),
  membership: membershipSchema,
  joined: z.boolean(),
});

/** One row of GET /leagues/{id}/standings; names only where the caller may see them. */
export const leagueMemberSchema = z.strictObject({
  id,
  role,
  totalPoints: z.number().int(),
  correctPredictions: count,
  exactScoreCount: count,
  predictionCount: count,
  position: z.number().int().positive(),
  /** Another member has the same position ('=2'). */
  tied: z.boolean(),
  user: z.strictObject({
    id,
    teamName: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    ...kitFields,
  }),
  /** Points in the league season's last completed match week; null when no week is completed yet. */
  lastWeekPoints: z.number().int().nullable(),
  /** Scored the most points of all members in that week (ties all get it; nobody when the best is 0). */
  isLastWeekTop: z.boolean(),
  /** In standings as they stand (`live` below): the points the member's live predictions add now. */
  livePoints: z.number().int().optional(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/**
 * GET /leagues/{id}/standings[?offset=&limit=]: one page of the ranked members (default the top 100,
 * `limit` at most 100), the caller's own row wherever it is (null when not a member), every member
 * counted, and the match week `lastWeekPoints` refers to.
 */
export const standingsSchema = z.strictObject({
  rows: z.array(leagueMemberSchema),
  currentUser: leagueMemberSchema.nullable(),
  totalMembers: count,
  offset: count,
  limit: z.number().int().positive(),
  lastCompletedMatchGroup: z.strictObject({ id, name: z.string() }).nullable(),
  /** Provisional: matches of the season are in play; positions and totals include their live scores. */
  live: liveTableSchema.optional(),
});
export type Standings = z.infer<typeof standingsSchema>;

/** GET /leagues/{id}/can-edit. */
export const permissionsSchema = z.strictObject({
  canEdit: z.boolean(),
  canChangeName: z.boolean(),
  canChangeDescription: z.boolean(),
  canChangeSeason: z.boolean(),
  canChangeType: z.boolean(),
  canDelete: z.boolean(),
  isAdmin: z.boolean(),
  memberCount: count,
});
export type Permissions = z.infer<typeof permissionsSchema>;
/** Former name of Permissions. */
export type LeaguePermissions = Permissions;

const predictingMember = z.strictObject({ id, teamName: z.string() });

/** One pick of GET /leagues/{id}/predictions: another member's goals and banker are null (hidden) until close. */
export const leaguePredictionSchema = z.strictObject({
  id,
  user: predictingMember,
  /** One of the answer's `matches`. */
  match: z.strictObject({ id }),
  homeGoals: count.nullable(),
  awayGoals: count.nullable(),
  isBanker: z.boolean().nullable(),
  points: z.number().int(),
  isScored: z.boolean(),
  hidden: z.boolean(),
  /** Entered or corrected by an admin after the deadline (a late prediction). */
  enteredByAdmin: z.boolean(),
});
export type LeaguePrediction = z.infer<typeof leaguePredictionSchema>;

/**
 * GET /leagues/{id}/predictions?matchGroupId=[&offset=&limit=]: the week's matches, the caller's row
 * (when a member) and one page of the other members who predicted in the week, by team name; the
 * predictions of those members (the caller's included), and how many such members there are.
 */
export const leaguePredictionsSchema = z.strictObject({
  matches: z.array(leagueMatchSchema),
  currentUser: predictingMember.nullable(),
  members: z.array(predictingMember),
  predictions: z.array(leaguePredictionSchema),
  totalMembers: count,
  offset: count,
  limit: z.number().int().positive(),
});
export type LeaguePredictions = z.infer<typeof leaguePredictionsSchema>;
