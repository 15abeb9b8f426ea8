import { describe, expect, it } from 'vitest';
import { hasKickedOff } from './kicked-off';

describe('hasKickedOff', () => {
  const now = new Date('2026-05-01T15:00:00Z');
  it('is true from the kick-off on, false before it', () => {
    expect(hasKickedOff({ matchDate: '2026-05-01T15:00:00Z' }, now)).toBe(true);
    expect(hasKickedOff({ matchDate: new Date('2026-04-20T15:00:00Z') }, now)).toBe(true);
    expect(hasKickedOff({ matchDate: '2026-05-01T15:00:01Z' }, now)).toBe(false);
    expect(hasKickedOff({ matchDate: '2026-05-22T15:00:00Z' }, now.getTime())).toBe(false);
  });
});
