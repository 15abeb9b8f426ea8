import { describe, expect, it } from 'vitest';
import { isLive, scoreRule } from './live';

describe('live scores', () => {
  it('a match is live only in play with both goals', () => {
    expect(isLive({ status: 'in_progress', homeGoals: 1, awayGoals: 0 })).toBe(true);
    expect(isLive({ status: 'in_progress', homeGoals: 0, awayGoals: 0 })).toBe(true);
    expect(isLive({ status: 'in_progress', homeGoals: null, awayGoals: null })).toBe(false);
    expect(isLive({ status: 'finished', homeGoals: 1, awayGoals: 0 })).toBe(false);
    expect(isLive({ status: 'scheduled', homeGoals: 1, awayGoals: 0 })).toBe(false);
  });
  it('finished needs a score, in play may have one, other statuses take none', () => {
    expect(scoreRule('finished')).toBe('required');
    expect(scoreRule('in_progress')).toBe('optional');
    for (const status of ['scheduled', 'postponed', 'cancelled'])
      expect(scoreRule(status)).toBe('none');
  });
});
