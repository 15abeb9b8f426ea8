import { describe, expect, it } from 'vitest';
import { pointsLabel, predictionOutcome } from './outcome';

describe('predictionOutcome', () => {
  const result = { homeGoals: 2, awayGoals: 1 };
  it('is exact, correct or incorrect against the final score', () => {
    expect(predictionOutcome(result, { homeGoals: 2, awayGoals: 1 })).toBe('exact');
    expect(predictionOutcome(result, { homeGoals: 3, awayGoals: 0 })).toBe('correct');
    expect(predictionOutcome(result, { homeGoals: 1, awayGoals: 1 })).toBe('incorrect');
    expect(predictionOutcome({ homeGoals: 0, awayGoals: 0 }, { homeGoals: 2, awayGoals: 2 })).toBe(
      'correct',
    );
  });

  it('is null before the result or without a prediction', () => {
    expect(
      predictionOutcome({ homeGoals: null, awayGoals: null }, { homeGoals: 1, awayGoals: 0 }),
    ).toBeNull();
    expect(predictionOutcome(result, null)).toBeNull();
  });
});

describe('pointsLabel', () => {
  it('shows points with the banker effect', () => {
    expect(pointsLabel({ points: 3, isBanker: false, isScored: true })).toBe('3 pts');
    expect(pointsLabel({ points: 1, isBanker: false, isScored: true })).toBe('1 pt');
    expect(pointsLabel({ points: 0, isBanker: false, isScored: true })).toBe('0 pts');
    expect(pointsLabel({ points: 6, isBanker: true, isScored: true })).toBe('6 pts (banker ×2)');
    expect(pointsLabel({ points: 2, isBanker: true, isScored: true })).toBe('2 pts (banker ×2)');
    expect(pointsLabel({ points: -1, isBanker: true, isScored: true })).toBe('−1 (banker)');
  });

  it('shows nothing until scored', () => {
    expect(pointsLabel({ points: 0, isBanker: true, isScored: false })).toBeNull();
  });
});
