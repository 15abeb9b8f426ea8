import { describe, expect, it } from 'vitest';
import { bonusPoints, questionOpen } from './season-questions';

describe('questionOpen', () => {
  const deadline = '2026-08-15T11:00:00.000Z';
  it('is open before the deadline and locked at it and after', () => {
    expect(questionOpen({ deadline }, new Date('2026-08-15T10:59:59.999Z'))).toBe(true);
    expect(questionOpen({ deadline }, new Date(deadline))).toBe(false);
    expect(questionOpen({ deadline: new Date(deadline) }, new Date('2026-08-16T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('bonusPoints', () => {
  it('gives the points for each picked team in the answer', () => {
    expect(bonusPoints({ points: 3, answerTeamIds: [1, 2, 3] }, [2, 3, 9])).toBe(6);
    expect(bonusPoints({ points: 10, answerTeamIds: [4] }, [4])).toBe(10);
    expect(bonusPoints({ points: 10, answerTeamIds: [4] }, [5])).toBe(0);
  });
  it('is null until the answer is set or without picks', () => {
    expect(bonusPoints({ points: 10, answerTeamIds: null }, [4])).toBeNull();
    expect(bonusPoints({ points: 10, answerTeamIds: [4] }, null)).toBeNull();
  });
});
