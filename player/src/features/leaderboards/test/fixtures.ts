import { mockApi } from '../../../test/http';
import { makeUser } from '../../../test/fixtures';
import type { Leaderboard, LeaderboardRow } from '../api';

export const NOW = new Date('2025-10-15T12:00:00.000Z');

const season = (id: number, name: string, order: number) => ({
  id,
  name,
  order,
  description: null,
  countryCode: 'EN',
  isActive: true,
  startDate: '2025-08-01',
  endDate: '2026-05-31',
  gameType: 'league',
  competition: { id, name, tier: 1, logoUrl: null },
});
// Answered out of order: the tabs follow `order`.
export const seasons = [
  season(9, 'Championship', 2),
  season(7, 'Premier League', 1),
  season(11, 'League One', 3),
];
export const manySeasons = [
  ...seasons,
  season(12, 'League Two', 4),
  season(13, 'National League', 5),
];

export function row(
  position: number,
  id: number,
  overrides: Partial<LeaderboardRow> = {},
): LeaderboardRow {
  return {
    position,
    tied: false,
    previousPosition: null,
    user: {
      id,
      teamName: `Team ${id}`,
      kitStyle: 'vertical',
      kitPrimaryColour: '#dc2626',
      kitSecondaryColour: '#ffffff',
    },
    totalPoints: 200 - position,
    correctResultCount: 50,
    exactScoreCount: 10,
    totalPredictions: 120,
    ...overrides,
  };
}

export const board = (overrides: Partial<Leaderboard> = {}): Leaderboard => ({
  rows: [
    row(1, 11),
    row(2, 12, { tied: true }),
    row(2, 13, { tied: true }),
    row(4, 14),
    row(5, 15),
  ],
  currentUser: null,
  totalUsers: 5,
  ...overrides,
});

export const SEASON_ALL = 'GET /api/leaderboards?season=all&view=season&year=2025';

export function stub(
  handlers: Record<string, Parameters<typeof mockApi>[0][string]> = {},
  list = seasons,
) {
  return mockApi({
    'GET /api/auth/me': { body: { user: makeUser({ id: 1 }) } },
    'GET /api/seasons': { body: list },
    [SEASON_ALL]: { body: board() },
    ...handlers,
  });
}

export const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/leaderboards'));
