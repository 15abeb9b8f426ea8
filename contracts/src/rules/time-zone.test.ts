import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOf } from './time-zone';

describe('time zone of a player', () => {
  it('is UTC unless the player chose UK time', () => {
    expect(timeZoneOf(false)).toBe('UTC');
    expect(timeZoneOf(true)).toBe('Europe/London');
  });

  it('names UTC, or GMT and BST either side of the UK clock changes', () => {
    expect(timeZoneLabel(new Date('2026-07-01T14:00:00Z'), false)).toBe('UTC');
    // Clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.
    expect(timeZoneLabel(new Date('2026-03-29T00:59:00Z'), true)).toBe('GMT');
    expect(timeZoneLabel(new Date('2026-03-29T01:00:00Z'), true)).toBe('BST');
    expect(timeZoneLabel(new Date('2026-10-25T00:59:00Z'), true)).toBe('BST');
    expect(timeZoneLabel(new Date('2026-10-25T01:00:00Z'), true)).toBe('GMT');
  });
});
