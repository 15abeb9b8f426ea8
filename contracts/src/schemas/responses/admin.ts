import { z } from 'zod';
import { ROLES } from '../../constants';
import { count, dateOnly, dateTime, id, namedRef } from './common';

/** A competition as the admin API answers it. */
export const competitionResponseSchema = z.strictObject({
  id,
  name: z.string(),
  countryCode: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  tier: z.number().int().nullable(),
  createdAt: dateTime,
});
export type Competition = z.infer<typeof competitionResponseSchema>;

/** GET /admin/dashboard. */
export const dashboardTotalsSchema = z.strictObject({
  totalUsers: count,
  totalPredictions: count,
  totalMatches: count,
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/**
 * GET /admin/dashboard/activity: predictions made per day (UTC) over the last 8 weeks, players who
 * made one per week (weeks start on Monday), and today's matches with how many still lack a result.
 */
export const dashboardActivitySchema = z.strictObject({
  predictionsPerDay: z.array(z.strictObject({ date: dateOnly, count })),
  activePlayersPerWeek: z.array(z.strictObject({ weekStart: dateOnly, count })),
  today: z.strictObject({
    total: count,
    awaitingResult: count,
    matches: z.array(
      z.strictObject({
        id,
        season: namedRef,
        homeTeam: namedRef,
        awayTeam: namedRef,
        matchDate: dateTime,
        status: z.string(),
        homeGoals: count.nullable(),
        awayGoals: count.nullable(),
        awaitingResult: z.boolean(),
      }),
    ),
  }),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

/** A season as the admin endpoints answer it. */
export const adminSeasonSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string().nullable(),
  startDate: dateOnly,
  endDate: dateOnly,
  isActive: z.boolean(),
  order: z.number().int(),
  gameType: z.string(),
  competitionId: id,
  competition: z.strictObject({
    id,
    name: z.string(),
    country: z.string().nullable(),
    tier: z.number().int().nullable(),
  }),
  createdBy: id.nullable(),
  creatorName: z.string().nullable(),
  createdAt: dateTime,
});
export type AdminSeason = z.infer<typeof adminSeasonSchema>;

/** A match group as the admin endpoints answer it. */
export const adminMatchGroupSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string().nullable(),
  matchWeek: z.number().int().nullable(),
  isActive: z.boolean(),
  seasonId: id,
  season: namedRef,
  matchCount: count,
  createdAt: dateTime,
});
export type AdminMatchGroup = z.infer<typeof adminMatchGroupSchema>;

/** A user as the admin endpoints answer it. */
export const adminUserSchema = z.strictObject({
  id,
  email: z.string(),
  teamName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  favouriteTeam: z.strictObject({ name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  _count: z.strictObject({ predictions: count }),
  lastLogin: dateTime.nullable(),
  createdAt: dateTime,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /admin/audit-events: one audited admin write; before/after are the changed fields. */
export const auditEventSchema = z.strictObject({
  id,
  actor: z.strictObject({ id, teamName: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: dateTime,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
