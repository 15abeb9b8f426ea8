import { z } from 'zod';
import { COLOUR_PATTERN, KIT_STYLE_IDS, REMINDER_LEAD_HOURS } from '../constants';
import { MESSAGES } from '../messages';

export const USER_MESSAGES = {
  notFound: 'User not found',
  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameTooLong: 'Last name must be at most 100 characters',
  teamNameTooLong: 'Team name must be at most 50 characters',
  emailTooLong: 'Email must be at most 254 characters',
  invalidColour: 'Please choose a colour as #rrggbb',
  teamNotFound: 'Selected team does not exist',
  invalidPreferences: 'Please choose whether to receive emails',
  invalidReminderLead: 'Please choose a reminder 24 hours or 2 hours before the deadline, or off',
  invalidUkTime: 'Please choose whether to show times in UK time',
  invalidChannel: 'Please choose on or off for each notice by e-mail and by push',
  compareWithSelf: 'Choose another player to compare with',
  invalidSeason: 'season must be a season id (a positive whole number)',
} as const;

/**
 * How each kind of notice reaches the player, by e-mail and by push (both, either or neither):
 * deadline reminders, round results, trophies and medals. E-mail also needs the e-mail notifications
 * switch; push needs a device with notifications on (POST /push/subscriptions).
 */
export const NOTICE_CHANNEL_PREFERENCES = [
  'emailReminders',
  'pushReminders',
  'emailResults',
  'pushResults',
  'emailTrophies',
  'pushTrophies',
] as const;
export type NoticeChannelPreference = (typeof NOTICE_CHANNEL_PREFERENCES)[number];

const channel = z.boolean({ error: USER_MESSAGES.invalidChannel }).optional();

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A team id, or null for "None, I'm a neutral" (the client may also send 'none'). */
export const favouriteTeamIdSchema = z.preprocess(
  (v) => (v === 'none' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: MESSAGES.selectFavouriteTeam })
    .int(MESSAGES.selectFavouriteTeam)
    .positive(MESSAGES.selectFavouriteTeam)
    .nullable(),
);

/** PUT /users/profile, details variant. */
export const profileDetailsSchema = z.object({
  firstName: required(MESSAGES.firstNameRequired, 100, USER_MESSAGES.firstNameTooLong),
  lastName: required(MESSAGES.lastNameRequired, 100, USER_MESSAGES.lastNameTooLong),
  email: required(MESSAGES.emailRequired, 254, USER_MESSAGES.emailTooLong).pipe(
    z.email(MESSAGES.invalidEmail),
  ),
  teamName: required(MESSAGES.teamNameRequired, 50, USER_MESSAGES.teamNameTooLong),
  favouriteTeamId: favouriteTeamIdSchema.optional(),
});
export type ProfileDetailsInput = z.infer<typeof profileDetailsSchema>;

const colour = z
  .string({ error: USER_MESSAGES.invalidColour })
  .regex(COLOUR_PATTERN, USER_MESSAGES.invalidColour);

/** PUT /users/profile, kit variant. */
export const kitSchema = z.object({
  kitStyle: z.enum(KIT_STYLE_IDS, { error: MESSAGES.selectKitStyle }),
  kitPrimaryColour: colour,
  kitSecondaryColour: colour,
});
export type KitInput = z.infer<typeof kitSchema>;

/** A deadline reminder lead time: 24 or 2 hours before a week's first deadline, or 0 (off). */
export const reminderLeadHoursSchema = z.literal(REMINDER_LEAD_HOURS, {
  error: USER_MESSAGES.invalidReminderLead,
});

/**
 * PUT /users/profile, preferences variant: the e-mail notifications switch, the deadline reminder
 * lead time (hours; 0 = off), whether times show in UK time (BST/GMT) rather than UTC, each notice's
 * channels (NOTICE_CHANNEL_PREFERENCES), or several.
 */
export const preferencesSchema = z.object({
  preferences: z
    .object(
      {
        emailNotifications: z.boolean({ error: USER_MESSAGES.invalidPreferences }).optional(),
        reminderLeadHours: reminderLeadHoursSchema.optional(),
        ukTime: z.boolean({ error: USER_MESSAGES.invalidUkTime }).optional(),
        emailReminders: channel,
        pushReminders: channel,
        emailResults: channel,
        pushResults: channel,
        emailTrophies: channel,
        pushTrophies: channel,
      },
      { error: USER_MESSAGES.invalidPreferences },
    )
    .refine((p) => Object.values(p).some((value) => value !== undefined), {
      error: USER_MESSAGES.invalidPreferences,
    }),
  unsubscribed: z.boolean({ error: USER_MESSAGES.invalidPreferences }).optional(),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** PUT /users/favourite-team body. */
export const favouriteTeamSchema = z.object({ favouriteTeamId: favouriteTeamIdSchema });

/** GET /users/{id}/compare query: the season to compare in; without it the API picks one (see the route). */
export const compareQuerySchema = z.object({
  season: z
    .string({ error: USER_MESSAGES.invalidSeason })
    .regex(/^\d{1,9}$/, USER_MESSAGES.invalidSeason)
    .transform(Number)
    .refine((n) => n > 0, USER_MESSAGES.invalidSeason)
    .optional(),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;
