import type { KitStyle, Presented, ReminderLeadHours, Role } from '@predictor/contracts/types';
import type { Team, User } from '../../models';

/** Shapes users for answers. E-mail only appears in presentOwnUser (the owner) or admin views. */

type UserRow = {
  id: number;
  email: string;
  teamName: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: Date | string;
  kitStyle: KitStyle | null;
  kitPrimaryColour: string | null;
  kitSecondaryColour: string | null;
  favouriteTeamId: number | null;
  emailNotifications: boolean;
  unsubscribed: boolean;
  reminderLeadHours: ReminderLeadHours;
  ukTime: boolean;
  emailReminders: boolean;
  pushReminders: boolean;
  emailResults: boolean;
  pushResults: boolean;
  emailTrophies: boolean;
  pushTrophies: boolean;
  isActive?: boolean;
  isEmailVerified?: boolean;
  lastLogin?: Date | string | null;
};

export type FavouriteTeam = {
  id: number;
  name: string;
  shortName: string | null;
  logoUrl: string | null;
  countryCode: string | null;
} | null;

export function presentKit(
  user: Pick<UserRow, 'kitStyle' | 'kitPrimaryColour' | 'kitSecondaryColour'>,
) {
  return {
    kitStyle: user.kitStyle,
    kitPrimaryColour: user.kitPrimaryColour,
    kitSecondaryColour: user.kitSecondaryColour,
  };
}

/** The favourite team of an own-user answer (fetched by usersWithFavouriteTeam). */
export function presentFavouriteTeam(team: Team | null | undefined): FavouriteTeam {
  return team
    ? {
        id: team.id,
        name: team.name,
        shortName: team.shortName,
        logoUrl: team.logoUrl,
        countryCode: team.countryCode,
      }
    : null;
}

/** The signed-in user's own record (login, register, /auth/me, profile updates). */
export function presentOwnUser(user: User): Presented<'User'> {
  const favouriteTeam = presentFavouriteTeam(user.favouriteTeam);
  return {
    id: user.id,
    email: user.email,
    teamName: user.teamName,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    createdAt: user.createdAt,
    ...presentKit(user),
    favouriteTeamId: user.favouriteTeamId,
    favouriteTeam,
    preferences: {
      emailNotifications: user.emailNotifications,
      reminderLeadHours: user.reminderLeadHours,
      ukTime: user.ukTime,
      emailReminders: user.emailReminders,
      pushReminders: user.pushReminders,
      emailResults: user.emailResults,
      pushResults: user.pushResults,
      emailTrophies: user.emailTrophies,
      pushTrophies: user.pushTrophies,
    },
    unsubscribed: user.unsubscribed,
  };
}

/** What anyone may see of a player: no e-mail, no names unless the caller is allowed them. */
export function presentPublicUser(
  user: Pick<UserRow, 'id' | 'teamName' | 'kitStyle' | 'kitPrimaryColour' | 'kitSecondaryColour'>,
): Presented<'PublicUser'> {
  return { id: user.id, teamName: user.teamName, ...presentKit(user) };
}
