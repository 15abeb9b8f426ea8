import type { League, LeagueMember, Permissions, Standings } from './api';

export function makeLeague(overrides: Partial<League> = {}): League {
  return {
    id: 5,
    name: 'Office League',
    description: 'Bragging rights for the office',
    season: { id: 3, name: 'Premier League 2025/26' },
    type: 'public',
    maxMembers: null,
    groupname: null,
    inviteCode: null,
    currentMembers: 3,
    isMember: false,
    role: null,
    visibleAsAdmin: false,
    createdBy: 99,
    createdAt: '2025-08-01T10:00:00.000Z',
    preview: false,
    ...overrides,
  };
}

export function makeMember(
  position: number,
  userId: number,
  overrides: Partial<LeagueMember> = {},
): LeagueMember {
  return {
    id: 1000 + userId,
    role: 'member',
    totalPoints: 300 - position,
    correctPredictions: 20,
    exactScoreCount: 5,
    predictionCount: 40,
    position,
    tied: false,
    user: {
      id: userId,
      teamName: `Team ${userId}`,
      firstName: null,
      lastName: null,
      kitStyle: null,
      kitPrimaryColour: null,
      kitSecondaryColour: null,
    },
    lastWeekPoints: 3,
    isLastWeekTop: false,
    ...overrides,
  };
}

export function makeStandings(overrides: Partial<Standings> = {}): Standings {
  return {
    rows: [makeMember(1, 11), makeMember(2, 12)],
    currentUser: null,
    totalMembers: 2,
    offset: 0,
    limit: 20,
    lastCompletedMatchGroup: { id: 7, name: 'Matchweek 7' },
    ...overrides,
  };
}

export function makePermissions(overrides: Partial<Permissions> = {}): Permissions {
  return {
    canEdit: true,
    canChangeName: true,
    canChangeDescription: true,
    canChangeSeason: true,
    canChangeType: true,
    canDelete: true,
    isAdmin: false,
    memberCount: 1,
    ...overrides,
  };
}

export const activeSeason = (id: number, name: string) => ({
  id,
  name,
  order: id,
  description: null,
  countryCode: 'EN',
  isActive: true,
  startDate: '2025-08-01',
  endDate: '2026-05-31',
  gameType: 'league',
  competition: { id, name, tier: 1, logoUrl: null },
});
