import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatLongDate, formatTime } from './dates';

const now = new Date('2025-08-10T12:00:00Z');

describe('dates', () => {
  it('labels today, tomorrow and yesterday', () => {
    expect(formatDayLabel('2025-08-10T19:45:00Z', now)).toBe('Today');
    expect(formatDayLabel('2025-08-11T15:00:00Z', now)).toBe('Tomorrow');
    expect(formatDayLabel('2025-08-09T15:00:00Z', now)).toBe('Yesterday');
  });

  it('shows weekday and date from 2 to 21 days ahead, otherwise month and day', () => {
    expect(formatDayLabel('2025-08-16T15:00:00Z', now)).toBe('Sat 16 Aug');
    expect(formatDayLabel('2025-09-20T15:00:00Z', now)).toBe('Sep 20');
  });

  it('formats long dates in en-GB and times in 12-hour UTC', () => {
    expect(formatLongDate('2025-08-10T00:00:00Z')).toBe('10 August 2025');
    expect(formatTime('2025-08-16T15:00:00Z')).toBe('3:00 PM');
  });
});
