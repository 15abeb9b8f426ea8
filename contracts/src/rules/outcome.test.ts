import { describe, expect, it } from 'vitest';
import { compareScores, predictionOutcome } from './outcome';

const finished = (homeGoals: number, awayGoals: number) => ({
  status: 'finished',
  homeGoals,
  awayGoals,
});
const scored = (homeGoals: number, awayGoals: number) => ({
  homeGoals,
  awayGoals,
  isScored: true,
  isVoid: false,
});

describe('a prediction outcome', () => {
  it.each([
    { guess: [2, 1], result: [2, 1], expected: 'exact' },
    { guess: [3, 0], result: [2, 1], expected: 'correct' },
    { guess: [2, 2], result: [0, 0], expected: 'correct' },
    { guess: [0, 1], result: [1, 3], expected: 'correct' },
    { guess: [1, 1], result: [2, 1], expected: 'incorrect' },
    { guess: [1, 0], result: [0, 1], expected: 'incorrect' },
  ])('guess $guess against $result: $expected', ({ guess, result, expected }) => {
    expect(predictionOutcome(scored(guess[0], guess[1]), finished(result[0], result[1]))).toBe(
      expected,
    );
    expect(
      compareScores(
        { homeGoals: guess[0], awayGoals: guess[1] },
        { homeGoals: result[0], awayGoals: result[1] },
      ),
    ).toBe(expected);
  });

  it('is pending until the prediction is scored, even with goals on the match', () => {
    const inPlay = { status: 'in_progress', homeGoals: 2, awayGoals: 1 };
    expect(predictionOutcome({ ...scored(2, 1), isScored: false }, inPlay)).toBe('pending');
    expect(
      predictionOutcome(
        { ...scored(2, 1), isScored: false },
        { status: 'scheduled', homeGoals: null, awayGoals: null },
      ),
    ).toBe('pending');
  });

  it('is pending while the goals are hidden (another member before the deadline)', () => {
    expect(
      predictionOutcome({ homeGoals: null, awayGoals: null, isScored: true }, finished(1, 0)),
    ).toBe('pending');
  });

  it('is void for a cancelled match, said by the prediction or by the match', () => {
    const cancelled = { status: 'cancelled', homeGoals: null, awayGoals: null };
    expect(predictionOutcome({ ...scored(1, 0), isScored: false, isVoid: true }, cancelled)).toBe(
      'void',
    );
    expect(predictionOutcome({ homeGoals: 1, awayGoals: 0, isScored: false }, cancelled)).toBe(
      'void',
    );
  });
});
