import { describe, expect, it } from 'vitest';
import { formatPoints, pointsUnit, predictionPointsLabel } from './points';

describe('points display', () => {
  it.each([
    [1, '1 pt'],
    [0, '0 pts'],
    [3, '3 pts'],
    [6, '6 pts'],
    [-1, '−1 pt'],
    [-2, '−2 pts'],
    [21, '21 pts'],
  ])('%i → %s', (points, label) => {
    expect(formatPoints(points)).toBe(label);
  });

  it('writes the unit alone (under a large number) singular for one point', () => {
    expect([1, -1, 0, 2, 57].map(pointsUnit)).toEqual(['pt', 'pt', 'pts', 'pts', 'pts']);
  });

  it("adds the banker's effect to a scored prediction, nothing before it is scored", () => {
    const label = (points: number, isBanker: boolean, isScored = true) =>
      predictionPointsLabel({ points, isBanker, isScored });
    expect(label(3, false)).toBe('3 pts');
    expect(label(1, false)).toBe('1 pt');
    expect(label(0, false)).toBe('0 pts');
    expect(label(6, true)).toBe('6 pts (banker ×2)');
    expect(label(2, true)).toBe('2 pts (banker ×2)');
    expect(label(-1, true)).toBe('−1 (banker)');
    expect(label(0, true, false)).toBeNull();
  });
});
