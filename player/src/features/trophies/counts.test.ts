import { describe, expect, it } from 'vitest';
import { trophyEmoji, trophyTypeLabel } from '@predictor/contracts/messages';
import { earnedLabel, trophyCounts } from './counts';
import { makeAward } from './testData';

describe('trophyCounts', () => {
  it('counts every award in total and medals by first, second and third in the type', () => {
    const awards = [
      makeAward(1, { trophyType: 'monthly_first' }),
      makeAward(2, { trophyType: 'annual_first' }),
      makeAward(3, { trophyType: 'league_second' }),
      makeAward(4, { trophyType: 'monthly_third' }),
      makeAward(5, { trophyType: 'custom' }),
    ];
    expect(trophyCounts(awards)).toEqual({ total: 5, gold: 2, silver: 1, bronze: 1 });
  });

  it('is all zeros for an empty room', () => {
    expect(trophyCounts([])).toEqual({ total: 0, gold: 0, silver: 0, bronze: 0 });
  });
});

describe('earnedLabel', () => {
  it('writes the date in en-GB long form', () => {
    expect(earnedLabel('2026-03-03T12:00:00.000Z')).toBe('Earned 3 March 2026');
  });
});

describe('type labels and emoji', () => {
  it('names known types and falls back to Achievement', () => {
    expect(trophyTypeLabel('monthly_first')).toBe('Monthly Champion');
    expect(trophyTypeLabel('league_third')).toBe('League Third Place');
    expect(trophyTypeLabel('mystery')).toBe('Achievement');
  });

  it('picks the emoji from the type', () => {
    expect(trophyEmoji('annual_first')).toBe('🏆');
    expect(trophyEmoji('monthly_second')).toBe('🥈');
    expect(trophyEmoji('league_third')).toBe('🥉');
    expect(trophyEmoji('custom')).toBe('⭐');
  });
});
