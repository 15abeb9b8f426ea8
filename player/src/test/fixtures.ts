import type { User } from '../lib/session';

/** Each notice's channels as a new player has them: reminders and results by e-mail, no push. */
export const DEFAULT_CHANNELS = {
  emailReminders: true,
  pushReminders: false,
  emailResults: true,
  pushResults: false,
  emailTrophies: false,
  pushTrophies: false,
};

/** A user's preferences as GET /auth/me answers them, with `overrides`. */
export const makePreferences = (
  overrides: Partial<User['preferences']> = {},
): User['preferences'] => ({
  emailNotifications: true,
  reminderLeadHours: 24,
  ukTime: false,
  ...DEFAULT_CHANNELS,
  ...overrides,
});

/** A user as GET /auth/me answers it. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'fan@example.com',
    teamName: 'Red Rovers',
    firstName: 'Alex',
    lastName: 'Smith',
    role: 'user',
    createdAt: '2025-08-01T10:00:00.000Z',
    kitStyle: null,
    kitPrimaryColour: null,
    kitSecondaryColour: null,
    favouriteTeamId: null,
    favouriteTeam: null,
    preferences: makePreferences(),
    unsubscribed: false,
    ...overrides,
  };
}
