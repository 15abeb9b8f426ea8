import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@predictor/contracts/types';
import { toCsvRow } from './exporter';

const user: AdminUser = {
  id: 4,
  email: 'ann@example.com',
  teamName: 'Ann FC',
  firstName: 'Ann',
  lastName: null,
  role: 'user',
  isActive: true,
  isEmailVerified: false,
  favouriteTeam: { name: 'Arsenal', logoUrl: null },
  _count: { predictions: 12 },
  lastLogin: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('users CSV export', () => {
  it('flattens the favourite team and prediction count, and carries no password field', () => {
    const row = toCsvRow(user);
    expect(row).toMatchObject({ favouriteTeam: 'Arsenal', predictions: 12, lastName: '' });
    expect(Object.keys(row).some((key) => /password/i.test(key))).toBe(false);
  });
});
