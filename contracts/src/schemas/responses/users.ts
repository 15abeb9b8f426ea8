import { z } from 'zod';
import { KIT_STYLE_IDS, REMINDER_LEAD_HOURS, ROLES } from '../../constants';
import { dateTime, id } from './common';

/** Kit fields as every player view carries them (null until the player designs a kit). */
export const kitFields = {
  kitStyle: z.enum(KIT_STYLE_IDS).nullable(),
  kitPrimaryColour: z.string().nullable(),
  kitSecondaryColour: z.string().nullable(),
};

export const favouriteTeamRefSchema = z.strictObject({
  id,
  name: z.string(),
  shortName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  countryCode: z.string().nullable(),
});

/** The signed-in user's own record (register, login, /auth/me, profile updates). */
export const userSchema = z.strictObject({
  id,
  email: z.string(),
  teamName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: dateTime,
  ...kitFields,
  favouriteTeamId: id.nullable(),
  favouriteTeam: favouriteTeamRefSchema.nullable(),
  preferences: z.strictObject({
    emailNotifications: z.boolean(),
    reminderLeadHours: z.literal(REMINDER_LEAD_HOURS),
    /** Times shown in UK time (Europe/London, BST or GMT named) on the site and in e-mails; else UTC. */
    ukTime: z.boolean(),
    /** Each notice by e-mail and by push (NOTICE_CHANNEL_PREFERENCES). */
    emailReminders: z.boolean(),
    pushReminders: z.boolean(),
    emailResults: z.boolean(),
    pushResults: z.boolean(),
    emailTrophies: z.boolean(),
    pushTrophies: z.boolean(),
  }),
  unsubscribed: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
/** The spec calls the signed-in user's record a profile too. */
export type Profile = User;

/** POST /auth/register and /auth/login. */
export const loginResponseSchema = z.strictObject({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/change-password: this device's new session token (every older one has ended). */
export const changePasswordResponseSchema = z.strictObject({
  token: z.string(),
  message: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** GET /auth/me, PUT /users/profile, PUT /users/favourite-team. */
export const userResponseSchema = z.strictObject({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET /users/profile/{id}: what anyone may see of a player. */
export const publicProfileSchema = z.strictObject({
  id,
  teamName: z.string(),
  createdAt: dateTime,
  ...kitFields,
  favouriteTeam: favouriteTeamRefSchema.omit({ shortName: true }).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A player as tables show them: team name and kit, never an e-mail. */
export const publicUserSchema = z.strictObject({ id, teamName: z.string(), ...kitFields });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /users/search (admin): at most 10, each with the e-mail that tells same-named teams apart. */
export const userSearchSchema = z.array(
  z.strictObject({ id, teamName: z.string(), email: z.string() }),
);
export type UserSearchResult = z.infer<typeof userSearchSchema>;
