import { describe, expect, it } from 'vitest';
import { winnersLine } from './mail';

const winner = (userId: number, teamName: string, totalPoints = 14) => ({
  userId,
  teamName,
  totalPoints,
});

describe("the recap's round winner line", () => {
  it('names the winner and their points, and tells the winner', () => {
    expect(winnersLine([winner(1, 'Red Rovers')], 2)).toBe(
      'Round winner: Red Rovers with 14 points.',
    );
    expect(winnersLine([winner(1, 'Red Rovers', 1)], 1)).toBe(
      'Round winner: Red Rovers with 1 point. You won the round!',
    );
  });

  it('names every winner of a shared round', () => {
    const shared = [winner(1, 'A'), winner(2, 'B'), winner(3, 'C')];
    expect(winnersLine(shared, 9)).toBe('Round winners: A, B and C with 14 points each.');
    expect(winnersLine(shared, 2)).toBe(
      'Round winners: A, B and C with 14 points each. You share the round win!',
    );
  });

  it('says nothing when nobody scored in the round', () => {
    expect(winnersLine([], 1)).toBeNull();
  });
});
