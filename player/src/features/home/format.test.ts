import { describe, expect, it } from 'vitest';
import { establishedLabel, positionYears } from './format';
import { trophyEmoji, trophyTypeLabel } from '@predictor/contracts/messages';

describe('establishedLabel', () => {
  it("words the join date as 'Est. {month year}'", () => {
    expect(establishedLabel('2025-08-01T10:00:00.000Z')).toBe('Est. August 2025');
  });
});

describe('positionYears', () => {
  it('runs from the current year back to 2020', () => {
    expect(positionYears(new Date('2026-11-23T12:00:00Z'))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020,
    ]);
  });
});

describe('trophies', () => {
  it('labels each type as spec §3 does, unknown types as Achievement', () => {
    expect(trophyTypeLabel('monthly_first')).toBe('Monthly Champion');
    expect(trophyTypeLabel('league_second')).toBe('League Runner-up');
    expect(trophyTypeLabel('annual_third')).toBe('Annual Third Place');
    expect(trophyTypeLabel('custom')).toBe('Custom Achievement');
    expect(trophyTypeLabel('mystery')).toBe('Achievement');
  });

  it('falls back to a trophy, silver, bronze or star emoji', () => {
    expect(trophyEmoji('annual_first')).toBe('🏆');
    expect(trophyEmoji('champion')).toBe('🏆');
    expect(trophyEmoji('monthly_second')).toBe('🥈');
    expect(trophyEmoji('league_third')).toBe('🥉');
    expect(trophyEmoji('custom')).toBe('⭐');
  });
});
