import { z } from 'zod';
import {
  LEAGUE_MEMBER_ROLES,
  LEAGUE_TYPES,
  REMINDER_LEAD_HOURS,
  ROLES,
  TROPHY_TYPES,
} from '../../constants';
import { dateTime, id, namedRef } from './common';
import { newsletterRecipientStatusSchema } from './newsletter';
import { predictionSchema } from './predictions';
import { kitFields } from './users';

/** The account as stored: every column a player would call theirs (never the password hash). */
const exportedAccountSchema = z.strictObject({
  id,
  email: z.string(),
  teamName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  ...kitFields,
  favouriteTeam: namedRef.nullable(),
  /** The brand (site) the player signed up on; null = the default one. */
  brand: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
  lastLogin: dateTime.nullable(),
});

const membershipSchema = z.strictObject({
  league: z.strictObject({
    id,
    name: z.string(),
    type: z.enum(LEAGUE_TYPES),
    season: namedRef,
  }),
  role: z.enum(LEAGUE_MEMBER_ROLES),
  joinedAt: dateTime,
});

const trophyAwardSchema = z.strictObject({
  id,
  trophy: z.strictObject({ id, name: z.string(), type: z.enum(TROPHY_TYPES) }),
  reason: z.string().nullable(),
  awardedAt: dateTime,
  season: namedRef.nullable(),
  league: namedRef.nullable(),
});

/** The records of the e-mails the game sent the player (or claimed to send: sentAt null). */
const emailsSchema = z.strictObject({
  deadlineReminders: z.array(
    z.strictObject({
      matchGroup: namedRef,
      leadHours: z.number().int(),
      claimedAt: dateTime,
      sentAt: dateTime.nullable(),
    }),
  ),
  roundRecaps: z.array(
    z.strictObject({ matchGroup: namedRef, claimedAt: dateTime, sentAt: dateTime.nullable() }),
  ),
  newsletters: z.array(
    z.strictObject({
      sendId: id,
      subject: z.string(),
      email: z.string(),
      status: newsletterRecipientStatusSchema,
      sentAt: dateTime.nullable(),
    }),
  ),
  passwordResets: z.array(
    z.strictObject({ requestedAt: dateTime, expiresAt: dateTime, usedAt: dateTime.nullable() }),
  ),
});

/**
 * An audit entry about the player's account (admins' changes to it), or one the player made (an
 * admin): `before` and `after` only for entries about the player, null for changes to other records.
 */
const exportedAuditEntrySchema = z.strictObject({
  id,
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  byYou: z.boolean(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: dateTime,
});

/** GET /users/me/export: everything the game keeps about the signed-in player, as one JSON file. */
export const accountExportSchema = z.strictObject({
  exportedAt: dateTime,
  account: exportedAccountSchema,
  preferences: z.strictObject({
    emailNotifications: z.boolean(),
    unsubscribed: z.boolean(),
    reminderLeadHours: z.literal(REMINDER_LEAD_HOURS),
    ukTime: z.boolean(),
    /** Each notice by e-mail and by push (NOTICE_CHANNEL_PREFERENCES). */
    emailReminders: z.boolean(),
    pushReminders: z.boolean(),
    emailResults: z.boolean(),
    pushResults: z.boolean(),
    emailTrophies: z.boolean(),
    pushTrophies: z.boolean(),
    /** Whether a personal calendar link exists; the link itself is a secret and is not exported. */
    calendarLink: z.boolean(),
  }),
  predictions: z.array(predictionSchema),
  leagueMemberships: z.array(membershipSchema),
  trophies: z.array(trophyAwardSchema),
  emails: emailsSchema,
  auditEntries: z.array(exportedAuditEntrySchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * GET /users/me/calendar and POST /users/me/calendar/reset: the player's personal calendar link, the
 * same feed as https (or http) for copying and as webcal for "Add to calendar". Append
 * `?fixtures=team` to either for the favourite team's fixtures too.
 */
export const calendarLinksSchema = z.strictObject({
  httpsUrl: z.url(),
  webcalUrl: z.string().startsWith('webcal://'),
});
export type CalendarLinks = z.infer<typeof calendarLinksSchema>;
