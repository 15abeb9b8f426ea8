import type { User } from '../lib/session';

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
    preferences: { emailNotifications: true, reminderLeadHours: 24, ukTime: false },
    unsubscribed: false,
    ...overrides,
  };
}
