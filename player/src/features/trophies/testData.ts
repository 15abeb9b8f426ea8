import type { Award } from './api';

/** An award as GET /trophies/user answers it. */
export function makeAward(
  id: number,
  overrides: Partial<Award['trophy']> = {},
  award: Partial<Award> = {},
): Award {
  return {
    id,
    trophy: {
      id: id + 100,
      name: `Trophy ${id}`,
      description: 'Top of the table',
      imageUrl: null,
      trophyType: 'custom',
      ...overrides,
    },
    reason: null,
    awardedAt: '2026-03-03T12:00:00.000Z',
    ...award,
  };
}
